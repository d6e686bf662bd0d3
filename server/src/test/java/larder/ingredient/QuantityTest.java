package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuantityTest {

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(nullValues = "null", value = {
        "null, null",
        "2,    null",
        "2,    3",
        "2,    2",
        "0.001, 1000000",
        "1e9,  null"
    })
    void keepsAValidAmountAndRangeAsGiven(Double amount, Double max) {
        Quantity quantity = new Quantity(amount, max);

        assertThat(quantity.amount()).isEqualTo(amount);
        assertThat(quantity.max()).isEqualTo(max);
        assertThat(quantity.isNone()).isEqualTo(amount == null);
    }

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(nullValues = "null", value = {
        "0,         null",
        "-1,        null",
        "NaN,       null",
        "Infinity,  null",
        "-Infinity, null",
        "2,         1.5",
        "2,         0",
        "2,         -3",
        "2,         NaN",
        "2,         Infinity",
        "null,      3"
    })
    void refusesAnAmountOrRangeThatCannotBe(Double amount, Double max) {
        assertThatIllegalArgumentException().isThrownBy(() -> new Quantity(amount, max));
    }

    @ParameterizedTest(name = "{0} to {1} fits as {2} to {3}")
    @CsvSource(nullValues = "null", value = {
        "2,    3,    2,    3",
        "2,    2,    2,    2",
        "2,    1,    2,    null",
        "null, 3,    null, null",
        "2,    null, 2,    null",
        "null, null, null, null"
    })
    void fittingDropsATopWithoutAnAmountOrBelowIt(Double amount, Double max, Double fitAmount, Double fitMax) {
        assertThat(Quantity.fitting(amount, max)).isEqualTo(new Quantity(fitAmount, fitMax));
    }

    @ParameterizedTest(name = "{0} to {1} buys {2}")
    @CsvSource(nullValues = "null", value = {
        "2, null, 2",
        "2, 3,    3"
    })
    void buysTheTopOfARange(double amount, Double max, double toBuy) {
        assertThat(new Quantity(amount, max).toBuy()).isEqualTo(toBuy);
    }

    @ParameterizedTest(name = "{0} to {1} {2} times {3} is {4} to {5}")
    @CsvSource(nullValues = "null", value = {
        "2,    3,    null, 2,   4,    6",
        "1,    null, cup,  0.5, 0.5,  null",
        "100,  150,  g,    1,   100,  150",
        "null, null, g,    3,   null, null",
        "1,    1.01, null, 1,   1,    1.01"
    })
    void scalesBothEndsRoundedForTheUnit(Double amount, Double max, String unit, double factor, Double scaledAmount,
                                         Double scaledMax) {
        Unit u = unit == null ? null : Unit.fromCode(unit).orElseThrow();

        assertThat(new Quantity(amount, max).scaled(u, factor)).isEqualTo(new Quantity(scaledAmount, scaledMax));
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(nullValues = "null", value = {"null, true", "2, false"})
    void ofNullIsNone(Double amount, boolean none) {
        assertThat(Quantity.of(amount).isNone()).isEqualTo(none);
        assertThat(Quantity.of(amount).max()).isNull();
    }
}
