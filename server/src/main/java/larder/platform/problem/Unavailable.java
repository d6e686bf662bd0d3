package larder.platform.problem;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.SQLTransientException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpStatus;

/**
 * The server cannot serve the request now, though it could later: 503 {@code unavailable} with {@code Retry-After}
 * (docs/api.md §1: "never a 500 for load"). A 500 tells a client to give up; this tells it to come back.
 */
public final class Unavailable extends ProblemException {

    /** About the time a busy pool takes to free a connection, rounded up to what Retry-After can say. */
    public static final int RETRY_AFTER_SECONDS = 1;

    /**
     * PostgreSQL's SQLSTATEs of a statement that lost to other work and would succeed when retried: a lock not had
     * within {@code lock_timeout} (55P03), a serialization failure (40001), a deadlock (40P01), a statement cancelled
     * by {@code statement_timeout} (57014). H2 raises the same as {@link SQLTransientException}s (its lock timeout,
     * HYT00, is an {@link java.sql.SQLTimeoutException}; its deadlock a
     * {@link java.sql.SQLTransactionRollbackException}); PostgreSQL's driver only sets the state.
     */
    private static final Set<String> CONTENTION_STATES = Set.of("55P03", "40001", "40P01", "57014");

    private Unavailable(String detail) {
        super(ProblemCode.UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE, detail, List.of(),
                Map.of("Retry-After", Integer.toString(RETRY_AFTER_SECONDS)));
    }

    /** The server has begun to shut down and takes nothing new that would outlive it, such as a stream. */
    public static Unavailable shuttingDown() {
        return new Unavailable("The server is shutting down; retry, and another node or this one after its restart "
                + "will answer.");
    }

    /** No database connection, or no writer that holds one, became free in time. */
    public static Unavailable busy() {
        return new Unavailable("The server is busy: no database connection became free in time. Retry after "
                + RETRY_AFTER_SECONDS + " s.");
    }

    /**
     * Whether a failure is a lack of capacity rather than a bug: no database connection became free within the
     * pool's timeout; the database gave up on a statement that waited for other transactions (a lock timeout, a
     * deadlock or serialization failure, which rolled the transaction back whole, so nothing was half-written); or,
     * while the server shuts down, any failure to reach the database (its pool may be closing under a request that
     * outlived the shutdown's grace period).
     */
    public static Optional<Unavailable> of(Throwable failure, boolean shuttingDown) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SQLTransientConnectionException) {
                return Optional.of(busy());
            }
            if (cause instanceof SQLTransientException
                    || cause instanceof SQLException sql && sql.getSQLState() != null
                            && CONTENTION_STATES.contains(sql.getSQLState())) {
                return Optional.of(new Unavailable("The server is busy: the database gave up waiting for other "
                        + "changes to the same data, and nothing of this request was saved. Retry after "
                        + RETRY_AFTER_SECONDS + " s."));
            }
            if (shuttingDown && (cause instanceof SQLException || cause instanceof DataAccessException
                    || cause instanceof org.jooq.exception.DataAccessException)) {
                return Optional.of(new Unavailable("The server is shutting down; retry, and another node or this "
                        + "one after its restart will answer."));
            }
        }
        return Optional.empty();
    }
}
