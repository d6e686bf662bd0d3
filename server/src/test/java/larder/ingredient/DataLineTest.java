package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

class DataLineTest {

    @Test
    void keepsNumberedStrippedLinesWithoutBlanksOrComments() throws IOException {
        String file = "# heading\n\n  [produce]  \napple, pear\n   # indented comment\nlemon\n";

        assertThat(DataLine.read(new BufferedReader(new StringReader(file)))).containsExactly(
                new DataLine(3, "[produce]"), new DataLine(4, "apple, pear"), new DataLine(6, "lemon"));
    }

    @Test
    void knowsASectionLine() {
        assertThat(new DataLine(1, "[produce]").isSection()).isTrue();
        assertThat(new DataLine(1, "[produce]").section()).isEqualTo("produce");
        assertThat(new DataLine(1, "apple, [pear]").isSection()).isFalse();
    }

    @Test
    void refusesAMissingResource() {
        assertThatThrownBy(() -> DataLine.load("/ingredient/no-such-file.txt"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("missing resource");
    }
}
