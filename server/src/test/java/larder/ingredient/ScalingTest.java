package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ScalingTest {

    /** quantity | unit ("" for a bare count) | rounded for display. */
    @ParameterizedTest(name = "{0} {1} shows as {2}")
    @CsvSource(delimiter = '|', textBlock = """
            0.3333333 | cup | 0.33
            0.6666667 | cup | 0.67
            1.3333333 | cup | 1.33
            2.9999 | | 3
            3.0001 | tbsp | 3
            0.125 | tsp | 0.125
            0.375 | cup | 0.375
            0.5 | cup | 0.5
            0.2 | tsp | 0.2
            0.1875 | tsp | 0.19
            1.4142 | cup | 1.4
            12.26 | cup | 12.25
            12.4 | cup | 12.5
            453.59237 | g | 454
            12.4 | g | 12
            7.46 | g | 7.5
            1.23456 | kg | 1.23
            236.5882 | ml | 237
            4.5 | | 4.5
            14.5 | oz | 14.5
            """)
    void roundsSensiblyForDisplay(double quantity, String unit, double shown) {
        assertThat(Scaling.round(quantity, unit == null ? null : Unit.fromCode(unit).orElseThrow()))
                .isEqualTo(shown);
    }

    @ParameterizedTest(name = "{0} {1} times {2} is {3}")
    @CsvSource(delimiter = '|', textBlock = """
            1 | cup | 0.3333333333 | 0.33
            0.5 | cup | 0.6666666667 | 0.33
            3 | | 1.5 | 4.5
            2 | tbsp | 1.5 | 3
            250 | g | 1.5 | 375
            100 | g | 0.3333333333 | 33
            1 | lb | 2 | 2
            0.75 | tsp | 0.5 | 0.375
            """)
    void scalesAQuantityByAFactor(double quantity, String unit, double factor, double scaled) {
        assertThat(Scaling.scale(quantity, unit == null ? null : Unit.fromCode(unit).orElseThrow(), factor))
                .isEqualTo(scaled);
    }

    /** A scale is any positive number up to 100 (docs/api.md §6): however small, an amount stays an amount. */
    @ParameterizedTest(name = "{0} at scale {1}")
    @CsvSource(delimiter = '|', textBlock = """
            2 | 4.9E-324 | cup
            0.5 | 4.9E-324 | cup
            3 | 1.0E-300 | g
            1 | 1.0E-310 | kg
            0.25 | 1.0E-320 |
            """)
    void aTinyScaleLeavesAPositiveAmount(double quantity, double factor, String unit) {
        double scaled = Scaling.scale(quantity, unit == null ? null : Unit.fromCode(unit).orElseThrow(), factor);

        assertThat(scaled).isPositive().isFinite();
        assertThat(new Quantity(scaled, null).amount()).isEqualTo(scaled);
    }

    @Test
    void scalesAnAnalysedLineWithItsRangeAndMeasurements() {
        AnalysedIngredient line = IngredientAnalyser.analyse("2-3 cups flour");

        AnalysedIngredient doubled = Scaling.scale(line, 2);

        assertThat(doubled.quantity()).isEqualTo(4);
        assertThat(doubled.quantityMax()).isEqualTo(6);
        assertThat(doubled.unit()).isEqualTo(Unit.CUP);
        assertThat(doubled.measurements()).containsExactly(new Measurement(480, Unit.G));
        assertThat(doubled.name()).isEqualTo("flour");
    }

    @Test
    void leavesALineWithoutQuantityAlone() {
        AnalysedIngredient scaled = Scaling.scale(IngredientAnalyser.analyse("salt to taste"), 3);

        assertThat(scaled.quantity()).isNull();
        assertThat(scaled.name()).isEqualTo("salt");
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -2, Double.NaN, Double.POSITIVE_INFINITY})
    void refusesAFactorThatIsNotPositiveAndFinite(double factor) {
        assertThatThrownBy(() -> Scaling.scale(1, Unit.CUP, factor)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void refusesAFactorThatIsNotPositiveEvenForALineWithoutQuantity() {
        AnalysedIngredient salt = IngredientAnalyser.analyse("salt to taste");

        assertThatThrownBy(() -> Scaling.scale(salt, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -1.5, Double.NaN, Double.POSITIVE_INFINITY})
    void roundingLeavesANonPositiveOrNonFiniteAmountAsItIs(double quantity) {
        for (Unit unit : new Unit[] {null, Unit.G, Unit.KG, Unit.CUP}) {
            assertThat(Double.valueOf(Scaling.round(quantity, unit))).as("%s %s", quantity, unit).isEqualTo(Double.valueOf(quantity));
        }
    }

    @ParameterizedTest(name = "{0} {1} shows as {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1234.5 | kg | 1230
            1236 | l | 1240
            25501 | kg | 25500
            """)
    void thousandsOfKilogramsOrLitresKeepThreeSignificantDigits(double quantity, String unit, double shown) {
        assertThat(Scaling.round(quantity, Unit.fromCode(unit).orElseThrow())).isEqualTo(shown);
    }

    @Test
    void scalingANarrowRangeUntilRoundingClosesItLeavesASingleAmount() {
        AnalysedIngredient narrow = new AnalysedIngredient("1-1.005 cups flour", "flour", 1.0, 1.005, Unit.CUP, null,
                Category.BAKING, List.of(), null);

        AnalysedIngredient scaled = Scaling.scale(narrow, 1);

        assertThat(scaled.quantity()).isEqualTo(1.0);
        assertThat(scaled.quantityMax()).isNull();
    }

    @Test
    void scalingARangeThatStaysOpenKeepsItsUpperEnd() {
        AnalysedIngredient range = new AnalysedIngredient("1-1.5 cups flour", "flour", 1.0, 1.5, Unit.CUP, null,
                Category.BAKING, List.of(), null);

        AnalysedIngredient scaled = Scaling.scale(range, 1);

        assertThat(scaled.quantity()).isEqualTo(1.0);
        assertThat(scaled.quantityMax()).isEqualTo(1.5);
    }
}
