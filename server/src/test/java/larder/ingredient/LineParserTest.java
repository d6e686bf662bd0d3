package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The parser itself, without {@link IngredientAnalyser}'s safety net: a line it throws on comes back whole as the
 * name, so a bug there hides as a wrong reading instead of failing.
 */
class LineParserTest {

    @ParameterizedTest
    @ValueSource(strings = {"1 lg or 2 small leeks, white parts only", "Juice of 2 large or 3 small blood oranges",
            "a (2 Yukon Gold potatoes)", "2 cups chopped or 1 cup puréed pumpkin"})
    void aNumberOrBracketAfterAConnectingWordIsRead(String line) {
        assertThatCode(() -> LineParser.parse(line)).doesNotThrowAnyException();
    }

    @Test
    void aQuantityBeforeAnAlternativeIsKept() {
        assertThat(LineParser.parse("Juice of 2 large or 3 small blood oranges").quantity()).isEqualTo(2.0);
    }

    @Test
    void noLabelledLineMakesTheParserThrow() throws Exception {
        List<String> thrown = new ArrayList<>();
        for (LabelledLines.Row row : LabelledLines.read()) {
            String line = row.get("input");
            try {
                LineParser.parse(line);
            } catch (RuntimeException e) {
                thrown.add(line + " (" + e + ")");
            }
        }
        assertThat(thrown).isEmpty();
    }
}
