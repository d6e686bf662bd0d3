package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import org.junit.jupiter.api.Test;

class RecipeContentTest {

    static RecipeDraft pancakes() {
        return new RecipeDraft("Pancakes", "Fluffy.", null, List.of(), 4, 10, 15, null,
                List.of(RecipeDraft.IngredientInput.ofText("1 1/2 cups all-purpose flour", null),
                        RecipeDraft.IngredientInput.ofText("1/3 cup sugar", null),
                        RecipeDraft.IngredientInput.ofText("2 eggs", null),
                        RecipeDraft.IngredientInput.ofText("salt to taste", null)),
                List.of(new RecipeDraft.InstructionInput("Mix."), new RecipeDraft.InstructionInput("Fry.")),
                List.of("Breakfast", "  american ", "breakfast"));
    }

    @Test
    void ingredientsSentAsTextAreAnalysed() {
        RecipeContent content = RecipeContent.from(pancakes());
        RecipeContent.Ingredient flour = content.ingredients().getFirst();
        assertThat(flour.text()).isEqualTo("1 1/2 cups all-purpose flour");
        assertThat(flour.name()).isEqualTo("all-purpose flour");
        assertThat(flour.quantity()).isEqualTo(1.5);
        assertThat(flour.unit()).isEqualTo(Unit.CUP);
        assertThat(flour.category()).isEqualTo(Category.BAKING);
        assertThat(content.ingredients().get(3).quantity()).isNull();
    }

    @Test
    void tagsAreLowerCasedTrimmedAndUniqueAndTotalTimeIsDerived() {
        RecipeContent content = RecipeContent.from(pancakes());
        assertThat(content.tags()).containsExactly("breakfast", "american");
        assertThat(content.totalTimeMinutes()).isEqualTo(25);
    }

    @Test
    void structuredIngredientsKeepTheirFieldsAndGetACategory() {
        RecipeDraft input = new RecipeDraft("Soup", null, null, null, null, null, null, null,
                List.of(new RecipeDraft.IngredientInput(null, "Red Onions", 2.0, 3.0, "pcs", "diced", null, "Base")),
                null, null);
        RecipeContent.Ingredient onion = RecipeContent.from(input).ingredients().getFirst();
        assertThat(onion.unit()).isEqualTo(Unit.PIECE);
        assertThat(onion.category()).isEqualTo(Category.PRODUCE);
        assertThat(onion.group()).isEqualTo("Base");
        assertThat(onion.text()).isEqualTo("2 piece Red Onions, diced");
    }

    @Test
    void scalingRoundsTheWayACookReads() {
        RecipeContent doubled = RecipeContent.from(pancakes()).scaled(2);
        assertThat(doubled.servings()).isEqualTo(8);
        assertThat(doubled.ingredients().get(0).quantity()).isEqualTo(3.0);
        assertThat(doubled.ingredients().get(1).quantity()).isEqualTo(0.67);
        RecipeContent third = RecipeContent.from(pancakes()).scaled(1.0 / 3);
        assertThat(third.ingredients().get(1).quantity()).isEqualTo(0.11);
        assertThat(third.ingredients().get(3).quantity()).isNull();
        assertThat(third.servings()).isEqualTo(1);
    }

    @Test
    void everyProblemIsReportedWithItsPointer() {
        List<RecipeDraft.IngredientInput> ingredients = new ArrayList<>();
        ingredients.add(new RecipeDraft.IngredientInput(null, "flour", -1.0, null, "furlongs", null, "aisle9", null));
        ingredients.add(new RecipeDraft.IngredientInput(null, null, null, null, null, null, null, null));
        RecipeDraft input = new RecipeDraft(" ", null, new RecipeDraft.SourceInput("x", "javascript:alert(1)"),
                List.of(new RecipeDraft.ImageInput("ftp://x/y.png", 0, 10)), 0, -1, null, null, ingredients,
                List.of(new RecipeDraft.InstructionInput("")), List.of("ok", "bad/tag!"));
        assertThatThrownBy(() -> RecipeContent.from(input)).isInstanceOfSatisfying(InvalidRequest.class, e ->
                assertThat(e.errors()).extracting(FieldProblem::pointer).containsExactlyInAnyOrder(
                        "/name", "/source/url", "/images/0/url", "/images/0/width", "/servings",
                        "/prep_time_minutes", "/ingredients/0/quantity", "/ingredients/0/unit",
                        "/ingredients/0/category", "/ingredients/1", "/instructions/0/text", "/tags/1"));
    }

    @Test
    void atMostAHundredIngredientsAndInstructions() {
        RecipeDraft.IngredientInput line = RecipeDraft.IngredientInput.ofText("1 egg", null);
        RecipeDraft.InstructionInput step = new RecipeDraft.InstructionInput("Stir.");
        RecipeContent.from(new RecipeDraft("Big", null, null, null, null, null, null, null,
                Collections.nCopies(100, line), Collections.nCopies(100, step), null));
        assertThatThrownBy(() -> RecipeContent.from(new RecipeDraft("Too big", null, null, null, null, null, null,
                null, Collections.nCopies(101, line), Collections.nCopies(101, step), null)))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> assertThat(e.errors())
                        .extracting(FieldProblem::pointer).containsExactly("/ingredients", "/instructions"));
    }
}
