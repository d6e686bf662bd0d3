package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AmountTest {

    /** text | value | the text after the amount. An empty value means no amount. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            2 cups | 2 | cups
            1.5 cups | 1.5 | cups
            1/2 cup | 0.5 | cup
            1 1/2 cups | 1.5 | cups
            1-1/2 cups | 1.5 | cups
            1 and 1/2 cups | 1.5 | cups
            2 and a half cups | 2.5 | cups
            2 dozen eggs | 24 | eggs
            one onion | 1 | onion
            one and a half cups | 1.5 | cups
            three-quarters cup | 0.75 | cup
            dozen eggs | 12 | eggs
            a dozen eggs | 12 | eggs
            half a dozen eggs | 6 | eggs
            half an onion | 0.5 | onion
            quarter dozen | 3 | -
            a couple of eggs | 2 | eggs
            a lemon | 1 | lemon
            an | 1 | -
            a few sprigs | - | -
            a little oil | - | -
            a, b | - | -
            salt | - | -
            , 2 | - | -
            """)
    void readsANumberAndSaysWhereItEnds(String text, Double value, String after) {
        Stages line = Stages.of(text);

        Amount amount = Amount.at(line.t(), 0);

        if (value == null) {
            assertThat(amount).isNull();
        } else {
            assertThat(amount.value()).isEqualTo(value);
            assertThat(line.from(amount.next())).isEqualTo(after == null ? "" : after);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            one-third cup
            two-thirds cup
            """)
    void readsFractionWordsExactly(String text) {
        double third = text.startsWith("one") ? 1.0 / 3 : 2.0 / 3;

        assertThat(Amount.at(Stages.of(text).t(), 0).value()).isEqualTo(third);
    }

    /** low | text after the low end | top. An empty top means no range. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            2 | -3 cloves | 3
            2 | to 3 cloves | 3
            2 | to -3 cloves | 3
            2 | or 3 carrots | 3
            2 | through 4 | 4
            2 | until three | 3
            3 | to 2 | -
            1 | or half | -
            1 | or a dozen | -
            2 | cloves | -
            """)
    void readsTheTopOfARangeOnlyWhenItIsLarger(double low, String text, Double top) {
        Amount high = Amount.rangeTop(Stages.of(text).t(), 0, low);

        if (top == null) {
            assertThat(high).isNull();
        } else {
            assertThat(high.value()).isEqualTo(top);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            2 cups | true
            two cups | true
            a cup | true
            an onion | true
            salt | false
            (2) | false
            """)
    void knowsWhereAnAmountStarts(String text, boolean starts) {
        assertThat(Amount.starts(Stages.of(text).t(), 0)).isEqualTo(starts);
    }
}
