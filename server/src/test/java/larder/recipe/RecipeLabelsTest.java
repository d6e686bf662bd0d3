package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import larder.diet.Label;
import larder.food.TestFoods;
import org.junit.jupiter.api.Test;

class RecipeLabelsTest {

    @Test
    void eachLabelKeepsTheBitStoredInTheIndexRows() {
        // Stored in every recipe_term row (V46): changing a bit would make every stored set say something else.
        assertThat(EnumSet.allOf(Label.class).stream().map(RecipeLabels::bit).toList()).containsExactly(
                1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048);
        assertThat(List.of(Label.values()).getFirst()).isEqualTo(Label.VEGAN);
        assertThat(List.of(Label.values()).getLast()).isEqualTo(Label.SESAME_FREE);
    }

    @Test
    void aSetIsTheBitsOfItsLabels() {
        assertThat(RecipeLabels.bits(List.of())).isZero();
        assertThat(RecipeLabels.bits(List.of(Label.VEGETARIAN, Label.GLUTEN_FREE, Label.SESAME_FREE)))
                .isEqualTo(2 | 8 | 2048);
    }

    @Test
    void aStoredSetReadsBackAsItsLabels() {
        assertThat(RecipeLabels.labels(0)).isEmpty();
        assertThat(RecipeLabels.labels(2 | 8 | 2048)).containsExactly(Label.VEGETARIAN, Label.GLUTEN_FREE,
                Label.SESAME_FREE);
        for (int set : List.of(1, 6, 2047, 4095)) {
            assertThat(RecipeLabels.bits(RecipeLabels.labels(set))).isEqualTo(set);
        }
    }

    @Test
    void aRecipesIndexEntryCarriesTheSetOfItsTrueLabels() {
        RecipeContent soup = RecipeContent.from(new RecipeDraft("Onion Soup", null, null, List.of(), 2, null, null,
                null, List.of(RecipeDraft.IngredientInput.ofText("1 onion", null),
                        RecipeDraft.IngredientInput.ofText("4 cups water", null)), List.of(), List.of()));
        RecipeContent omelette = RecipeContent.from(new RecipeDraft("Omelette", null, null, List.of(), 1, null, null,
                null, List.of(RecipeDraft.IngredientInput.ofText("3 large eggs", null)), List.of(), List.of()));
        RecipeIndex index = new RecipeIndex(new RecipeNutrition(TestFoods.FOODS));
        RecipeIndex.Entry entry = index.of(soup);
        int expected = 0;
        for (Label label : Label.values()) {
            if (entry.terms().contains(RecipeLabels.term(label))) {
                expected |= RecipeLabels.bit(label);
            }
        }
        assertThat(expected).isEqualTo(RecipeLabels.bits(EnumSet.allOf(Label.class)));
        assertThat(entry.labels()).isEqualTo(expected);
        assertThat(index.of(omelette).labels() & RecipeLabels.bit(Label.VEGAN)).isZero();
        assertThat(index.of(omelette).labels() & RecipeLabels.bit(Label.VEGETARIAN)).isNotZero();
    }
}
