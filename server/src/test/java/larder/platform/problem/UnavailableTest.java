package larder.platform.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
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
                Arguments.of("H2's lock timeout, wrapped by jOOQ", new org.jooq.exception.DataAccessException("x",
                        new SQLTimeoutException("Timeout trying to lock table \"shopping_list\"", "HYT00", 50200)),
                        false, true),
                Arguments.of("H2's deadlock", new SQLTransactionRollbackException("Deadlock", "40001", 40001),
                        false, true),
                Arguments.of("PostgreSQL's lock timeout", new org.jooq.exception.DataAccessException("x",
                        new SQLException("canceling statement due to lock timeout", "55P03")), false, true),
                Arguments.of("PostgreSQL's serialization failure", new SQLException("could not serialize", "40001"),
                        false, true),
                Arguments.of("PostgreSQL's deadlock", new SQLException("deadlock detected", "40P01"), false, true),
                Arguments.of("PostgreSQL's statement timeout",
                        new SQLException("canceling statement due to statement timeout", "57014"), false, true),
                Arguments.of("a unique violation", new org.jooq.exception.DataAccessException("x",
                        new SQLException("duplicate key", "23505")), false, false),
                Arguments.of("an SQL error without a state", new SQLException("syntax"), false, false),
                Arguments.of("a bug while shutting down", new NullPointerException(), true, false),
                Arguments.of("a bug", new IllegalStateException("bug"), false, false));
    }

    @org.junit.jupiter.api.Test
    void aServerShuttingDownSaysSoWithRetryAfter() {
        Unavailable closing = Unavailable.shuttingDown();

        assertThat(closing.status().value()).isEqualTo(503);
        assertThat(closing.code().code()).isEqualTo("unavailable");
        assertThat(closing.headers()).containsEntry("Retry-After", "1");
        assertThat(closing.getMessage()).contains("shutting down");
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
