package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class BulkInsertTest {

    @Test
    void copyTextSeparatesByTabsWritesNullsAsBackslashNAndEscapesControlCharacters() {
        List<Object[]> rows = List.of(
                new Object[] {"a\tb\nc\\d\re", null, 1.5, true, 7},
                new Object[] {"plain", "x", null, false, 9_000_000_000L});
        assertThat(BulkInsert.copyText(5, rows, Function.identity())).isEqualTo(
                "a\\tb\\nc\\\\d\\re\t\\N\t1.5\tt\t7\n"
                        + "plain\tx\t\\N\tf\t9000000000\n");
    }

    /** What PostgreSQL reads back from one text column of COPY's text format. */
    private static String unescaped(String line) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char next = line.charAt(++i);
            out.append(switch (next) {
                case 't' -> '\t';
                case 'n' -> '\n';
                case 'r' -> '\r';
                default -> next;
            });
        }
        return out.toString();
    }

    /** Strings mostly of the characters COPY escapes, alone or together, among others. */
    @Property
    void anyStringIsReadBackAsWritten(@ForAll @StringLength(max = 12) @CharRange(from = 'a', to = 'c')
                                      @Chars({'\\', '\t', '\n', '\r', 'N', '\u00e9', '\u20ac'}) String s) {
        String text = BulkInsert.copyText(1, List.<Object[]>of(new Object[] {s}), Function.identity());
        assertThat(text).endsWith("\n");
        String line = text.substring(0, text.length() - 1);
        assertThat(line).doesNotContain("\t", "\n", "\r");
        assertThat(unescaped(line)).isEqualTo(s);
    }

    @Test
    void copyTextWritesTimesAsIso8601InUtcAndDatesAsIsoDates() {
        List<Object[]> rows = List.<Object[]>of(new Object[] {Instant.parse("2026-11-22T10:15:30.123456Z"),
            LocalDate.of(2026, 11, 22)});
        assertThat(BulkInsert.copyText(2, rows, Function.identity()))
                .isEqualTo("2026-11-22T10:15:30.123456Z\t2026-11-22\n");
    }

    @Test
    void aRowWithTheWrongNumberOfValuesOrAnUnknownTypeIsABug() {
        assertThatThrownBy(() -> BulkInsert.copyText(2, List.<Object[]>of(new Object[] {"one"}),
                Function.identity())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> BulkInsert.copyText(1, List.<Object[]>of(new Object[] {new Object()}),
                Function.identity())).isInstanceOf(IllegalArgumentException.class);
    }
}
