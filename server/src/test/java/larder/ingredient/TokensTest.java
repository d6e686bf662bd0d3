package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

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
}
