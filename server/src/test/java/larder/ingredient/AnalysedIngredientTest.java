package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** An analysed line and a combined line cannot hold an amount that is not one. */
class AnalysedIngredientTest {

    private static AnalysedIngredient line(Double quantity, Double max, String comment) {
        return new AnalysedIngredient("text", "flour", quantity, max, Unit.CUP, comment, Category.BAKING, List.of(),
                null);
    }

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(nullValues = "null", value = {"0, null", "-1, null", "NaN, null", "Infinity, null", "null, 2",
        "2, 2", "2, 1", "2, NaN", "2, Infinity"})
    void refusesAQuantityOrRangeThatIsNotOne(Double quantity, Double max) {
        assertThatThrownBy(() -> line(quantity, max, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(nullValues = "null", value = {"null, null", "0.001, null", "2, 2.001", "1, 1000000"})
    void keepsAQuantityAndARangeAbove(Double quantity, Double max) {
        AnalysedIngredient line = line(quantity, max, null);
        assertThat(line.quantity()).isEqualTo(quantity);
        assertThat(line.quantityMax()).isEqualTo(max);
    }

    @Test
    void aBlankCommentIsNoComment() {
        assertThat(line(1.0, null, " ").comment()).isNull();
        assertThat(line(1.0, null, "").comment()).isNull();
        assertThat(line(1.0, null, "sifted").comment()).isEqualTo("sifted");
    }

    @Test
    void holdsItsOwnCopyOfTheMeasurements() {
        List<Measurement> measurements = new ArrayList<>(List.of(new Measurement(120, Unit.G)));
        AnalysedIngredient line = new AnalysedIngredient("1 cup flour", "flour", 1.0, null, Unit.CUP, null,
                Category.BAKING, measurements, null);
        measurements.clear();
        assertThat(line.measurements()).containsExactly(new Measurement(120, Unit.G));
    }

    @Test
    void needsTextNameCategoryAndMeasurements() {
        assertThatThrownBy(() -> new AnalysedIngredient(null, "x", null, null, null, null, Category.OTHER, List.of(),
                null)).isInstanceOf(NullPointerException.class).hasMessage("text");
        assertThatThrownBy(() -> new AnalysedIngredient("x", null, null, null, null, null, Category.OTHER, List.of(),
                null)).isInstanceOf(NullPointerException.class).hasMessage("name");
        assertThatThrownBy(() -> new AnalysedIngredient("x", "x", null, null, null, null, null, List.of(), null))
                .isInstanceOf(NullPointerException.class).hasMessage("category");
        assertThatThrownBy(() -> new AnalysedIngredient("x", "x", null, null, null, null, Category.OTHER, null,
                null)).isInstanceOf(NullPointerException.class).hasMessage("measurements");
    }

    @Test
    void itsCanonicalNameIsThatOfItsName() {
        AnalysedIngredient line = new AnalysedIngredient("2 Red Onions, chopped", "Red Onions", 2.0, null, null,
                "chopped", Category.PRODUCE, List.of(), null);
        assertThat(line.canonicalName()).isEqualTo("red onion");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(nullValues = "null", value = {"0", "-2", "NaN", "Infinity"})
    void aCombinedLineRefusesATotalThatIsNotOne(Double quantity) {
        assertThatThrownBy(() -> new CombinedLine("flour", quantity, Unit.G, Category.BAKING, false, List.of("a")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCombinedLineStandsForAtLeastOneItemAndMayHaveNoTotal() {
        assertThatThrownBy(() -> new CombinedLine("flour", 1.0, Unit.G, Category.BAKING, false, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        List<String> ids = new ArrayList<>(List.of("a", "b"));
        CombinedLine line = new CombinedLine("salt", null, null, Category.SPICES_SEASONINGS, true, ids);
        ids.clear();
        assertThat(line.itemIds()).containsExactly("a", "b");
        assertThat(line.quantity()).isNull();
        assertThat(new CombinedLine("salt", 0.001, Unit.G, Category.OTHER, false, List.of("a")).quantity())
                .isEqualTo(0.001);
    }
}
