package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.jdbc.CannotGetJdbcConnectionException;

class UnavailableTest {

    static Stream<Arguments> failures() {
        SQLTransientConnectionException poolTimeout = new SQLTransientConnectionException("no connection in 250 ms");
        SQLException closed = new SQLException("HikariDataSource larder has been closed.");
        return Stream.of(
                Arguments.of("pool timeout", poolTimeout, false, true),
                Arguments.of("pool timeout, wrapped by Spring", new CannotGetJdbcConnectionException("x", poolTimeout),
                        false, true),
                Arguments.of("pool timeout, wrapped by jOOQ",
                        new org.jooq.exception.DataAccessException("x", poolTimeout), false, true),
                Arguments.of("pool timeout, deep", new RuntimeException(new IllegalStateException(poolTimeout)),
                        false, true),
                Arguments.of("a closed pool while running", new CannotGetJdbcConnectionException("x", closed),
                        false, false),
                Arguments.of("a closed pool while shutting down", new CannotGetJdbcConnectionException("x", closed),
                        true, true),
                Arguments.of("a bug while shutting down", new NullPointerException(), true, false),
                Arguments.of("a bug", new IllegalStateException("bug"), false, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("failures")
    void onlyALackOfCapacityIsUnavailable(String name, Throwable failure, boolean shuttingDown, boolean unavailable) {
        var answer = Unavailable.of(failure, shuttingDown);
        assertThat(answer.isPresent()).isEqualTo(unavailable);
        answer.ifPresent(u -> {
            assertThat(u.status().value()).isEqualTo(503);
            assertThat(u.code().code()).isEqualTo("unavailable");
            assertThat(u.headers()).containsEntry("Retry-After", "1");
        });
    }
}
