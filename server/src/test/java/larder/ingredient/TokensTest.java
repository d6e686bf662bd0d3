package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TokensTest {

    /** text | index of an opening bracket | index of the bracket closing it, or -1. */
    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            (14 oz) can | 0 | 3
            (about (2) cups) flour | 0 | 6
            (about (2) cups) flour | 2 | 4
            [note] salt | 0 | 2
            (see [note)] | 0 | 5
            (unclosed flour | 0 | -1
            """)
    void findsTheClosingBracket(String text, int open, int close) {
        assertThat(Stages.of(text).t().closing(open)).isEqualTo(close);
    }

    private static Tokens tokens(String text) {
        return Tokens.of(text);
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1,500 | 1500 | true
            12,345 | 12345 | true
            1,5 | 1.5 | false
            2,25 | 2.25 | false
            1234,567 | 1234.567 | false
            0,500 | 0.5 | false
            1.5 | 1.5 | false
            .5 | 0.5 | false
            0.125 | 0.125 | false
            3 | 3 | true
            12345678901234567890 | 123456789012345 | true
            0.1234567890123456 | 0.123456789 | false
            """)
    void readsANumber(String text, double value, boolean integer) {
        Tokens t = tokens(text);

        assertThat(t.size).isEqualTo(1);
        assertThat(t.isNumber(0)).isTrue();
        assertThat(t.value[0]).isEqualTo(value);
        assertThat(t.integer[0]).isEqualTo(integer);
        assertThat(t.fraction[0]).isFalse();
        assertThat(t.original(0)).isEqualTo(text);
    }

    @Test
    void readsAFractionOnlyOfWholeNumbersWithADenominator() {
        Tokens half = tokens("1/2");
        assertThat(half.size).isEqualTo(1);
        assertThat(half.value[0]).isEqualTo(0.5);
        assertThat(half.fraction[0]).isTrue();
        assertThat(half.integer[0]).isFalse();

        Tokens byZero = tokens("1/0");
        assertThat(byZero.size).isEqualTo(3);
        assertThat(byZero.value[0]).isEqualTo(1);
        assertThat(byZero.isPunct(1, '/')).isTrue();
        assertThat(byZero.value[2]).isZero();

        Tokens decimal = tokens("1.5/2");
        assertThat(decimal.size).isEqualTo(3);
        assertThat(decimal.value[0]).isEqualTo(1.5);
        assertThat(decimal.fraction[0]).isFalse();

        assertThat(tokens("3/4096").value[0]).isEqualTo(3.0 / 4096);
        assertThat(tokens("1/").size).isEqualTo(2);
    }

    @Test
    void aDotAfterADigitIsNotTheStartOfANumber() {
        Tokens t = tokens("2. 5 1..5");
        assertThat(t.isNumber(0)).isTrue();
        assertThat(t.isPunct(1, '.')).isTrue();
        assertThat(t.value[2]).isEqualTo(5);
        assertThat(t.value[3]).isEqualTo(1);
        assertThat(t.isPunct(4, '.')).isTrue();
        assertThat(t.value[5]).isEqualTo(0.5);
        assertThat(t.size).isEqualTo(6);
    }

    @Test
    void keepsHyphensApostrophesAndAmpersandsInsideWords() {
        Tokens t = tokens("All-Purpose confectioner's M&M a- b");

        assertThat(t.word(0)).isEqualTo("all-purpose");
        assertThat(t.original(0)).isEqualTo("All-Purpose");
        assertThat(t.word(1)).isEqualTo("confectioner's");
        assertThat(t.word(2)).isEqualTo("m&m");
        assertThat(t.isWord(3, "a")).isTrue();
        assertThat(t.isPunct(4, '-')).isTrue();
        assertThat(t.punct(4)).isEqualTo('-');
        assertThat(t.punct(3)).isEqualTo((char) 0);
        assertThat(t.word(4)).isNull();
        assertThat(t.isWord(5, "b")).isTrue();
        assertThat(t.size).isEqualTo(6);
    }

    @Test
    void tellsWhichTokensFollowTheOneBeforeWithoutASpace() {
        Tokens t = tokens("28-ounce can");

        assertThat(t.attached(0)).isFalse();
        assertThat(t.attached(1)).isTrue();
        assertThat(t.attached(2)).isTrue();
        assertThat(t.attached(3)).isFalse();
        assertThat(t.attached(4)).isFalse();
        assertThat(t.span(0, 3)).isEqualTo("28-ounce");
        assertThat(t.span(1, 4)).isEqualTo("-ounce can");
        assertThat(t.span(2, 2)).isEmpty();
        assertThat(t.span(3, 2)).isEmpty();
    }

    @Test
    void answersNothingOutsideItsTokens() {
        Tokens t = tokens("2 cups");

        assertThat(t.isNumber(-1)).isFalse();
        assertThat(t.isWord(-1)).isFalse();
        assertThat(t.isPunct(-1)).isFalse();
        assertThat(t.isPunct(-1, '(')).isFalse();
        assertThat(t.isWord(2)).isFalse();
        assertThat(t.isNumber(2)).isFalse();
        assertThat(t.isPunct(2)).isFalse();
        assertThat(t.isPunct(2, '(')).isFalse();
        assertThat(t.isWord(0)).isFalse();
        assertThat(t.isNumber(1)).isFalse();
        assertThat(t.isPunct(0)).isFalse();
    }

    @Test
    void growsForTextOfManyShortTokens() {
        String text = "a,".repeat(40) + "z";
        Tokens t = tokens(text);

        assertThat(t.size).isEqualTo(81);
        assertThat(t.word(80)).isEqualTo("z");
        assertThat(t.isPunct(79, ',')).isTrue();
        assertThat(t.original(40)).isEqualTo("a");
    }
}
