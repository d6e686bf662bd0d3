package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
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
