package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LineWordsTest {

    @Test
    void readsSectionsOfCommaSeparatedWords() throws IOException {
        LineWords words = words("""
                # a comment
                [vague]
                few, little,
                bit

                [lengths]
                inch
                """);

        assertThat(words.set("vague")).containsExactlyInAnyOrder("few", "little", "bit");
        assertThat(words.set("lengths")).containsExactly("inch");
    }

    @Test
    void readsNumberWordsWithFractionsExactly() throws IOException {
        LineWords words = words("""
                [numbers]
                one = 1, half = 0.5
                one-third = 1/3, two-thirds = 2/3
                """);

        assertThat(words.numbers("numbers")).isEqualTo(
                Map.of("one", 1.0, "half", 0.5, "one-third", 1.0 / 3, "two-thirds", 2.0 / 3));
    }

    /** file | what the error says. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            [a]\\nfew, few | listed twice
            [a]\\nFew | not lower case
            few | before any [section]
            [a]\\nfew\\n[a]\\nbit | [a] again
            """)
    void refusesAFileWithAMistake(String file, String error) {
        assertThatThrownBy(() -> words(file.replace("\\n", "\n")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(error);
    }

    @Test
    void refusesToAnswerASectionItDoesNotHave() throws IOException {
        LineWords words = words("[a]\nfew\n");

        assertThatThrownBy(() -> words.set("b")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no section [b]");
    }

    @Test
    void refusesANumberWordWithoutANumber() throws IOException {
        LineWords words = words("[numbers]\none = 1, two\nthree = many\n");

        assertThatThrownBy(() -> words.numbers("numbers")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("word = value");
    }

    @Test
    void loadsTheParsersWords() {
        assertThat(LineWords.INSTANCE.numbers("numbers")).containsEntry("dozen", 12.0).containsEntry("half", 0.5);
        assertThat(LineWords.INSTANCE.set("approximate")).contains("about", "heaping");
    }

    private static LineWords words(String file) throws IOException {
        return LineWords.of("test", DataLine.read(new BufferedReader(new StringReader(file))));
    }
}
