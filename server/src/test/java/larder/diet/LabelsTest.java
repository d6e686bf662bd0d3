package larder.diet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A recipe's labels from its lines' (false wins, then null, then true), and the lexicon's own rules. */
class LabelsTest {

    private static DietLine line(String text, String name) {
        return new DietLine(text, name);
    }

    @Test
    void falseWinsOverNullAndTrueAndListsOnlyTheBreakingLines() {
        Labels labels = Labels.ofRecipe(List.of(line("2 large eggs", "egg"), line("1 cup flour", "flour"),
                line("1 cup whole milk", "whole milk"), line("1 pinch zanthar", "zanthar")));

        assertThat(labels.get(Label.VEGAN)).isEqualTo(new Verdict(false, List.of("2 large eggs", "1 cup whole milk")));
        assertThat(labels.get(Label.GLUTEN_FREE)).isEqualTo(new Verdict(false, List.of("1 cup flour")));
        assertThat(labels.get(Label.EGG_FREE)).isEqualTo(new Verdict(false, List.of("2 large eggs")));
    }

    @Test
    void nullWinsOverTrueAndListsTheUnknownLines() {
        Labels labels = Labels.ofRecipe(List.of(line("2 cups water", "water"), line("1 pinch zanthar", "zanthar"),
                line("1 tbsp gochujang", "gochujang")));

        for (Label label : Label.values()) {
            assertThat(labels.get(label)).as(label.code())
                    .isEqualTo(new Verdict(null, List.of("1 pinch zanthar", "1 tbsp gochujang")));
        }
    }

    @Test
    void everyLineKnownAndNoneBreakingIsTrueWithNoReasons() {
        Labels labels = Labels.ofRecipe(List.of(line("2 cups water", "water"), line("1 tsp salt", "salt"),
                line("1 eggplant", "eggplant")));

        for (Label label : Label.values()) {
            assertThat(labels.get(label)).as(label.code()).isEqualTo(new Verdict(true, List.of()));
        }
    }

    @Test
    void aMaybeIsNullButASureBreakElsewhereStillMakesItFalse() {
        Labels labels = Labels.ofRecipe(List.of(line("2 slices bread", "bread"), line("1 cup milk", "milk")));

        // Bread may hold milk (null); the milk surely is (false): false wins, and only the milk is the reason.
        assertThat(labels.get(Label.DAIRY_FREE)).isEqualTo(new Verdict(false, List.of("1 cup milk")));
        assertThat(labels.get(Label.SESAME_FREE)).isEqualTo(new Verdict(null, List.of("2 slices bread")));
        assertThat(labels.get(Label.PEANUT_FREE)).isEqualTo(new Verdict(true, List.of()));
    }

    @Test
    void aRecipeOfNoLinesBreaksNothing() {
        assertThat(Labels.ofRecipe(List.of()).get(Label.VEGAN)).isEqualTo(new Verdict(true, List.of()));
    }

    @Test
    void aFoodLinkThatKnowsTheFoodSettlesALineTheNameLeftUnknown() {
        DietLine linked = new DietLine("2 fillets of hoki", "hoki", new FoodLink("Finfish and Shellfish Products",
                "fish"));

        Labels labels = Labels.ofLine(linked);

        assertThat(labels.get(Label.FISH_FREE).value()).isFalse();
        assertThat(labels.get(Label.PESCATARIAN).value()).isTrue();
        assertThat(labels.get(Label.GLUTEN_FREE).value()).isTrue();
        assertThat(Labels.ofLine(line("2 fillets of hoki", "hoki")).get(Label.GLUTEN_FREE).value()).isNull();
    }

    @Test
    void aNameOfPassedOverWordsAloneIsNotKnown() {
        assertThat(Labels.ofLine(line("a little something red", "red")).get(Label.VEGAN).value()).isNull();
    }

    @Test
    void theLexiconRefusesTheSameNameWithOtherTraits() {
        assertThatThrownBy(() -> Lexicon.parse(List.of("milk: dairy", "milks: soy")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("milks");
        assertThatThrownBy(() -> Lexicon.parse(List.of("milk: dairy lactose")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no trait lactose");
    }
}
