package larder.platform;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpStatus;

/**
 * The server cannot serve the request now, though it could later: 503 {@code unavailable} with {@code Retry-After}
 * (contract section 1: "never a 500 for load"). A 500 tells a client to give up; this tells it to come back.
 */
public final class Unavailable extends ProblemException {

    /** About the time a busy pool takes to free a connection, rounded up to what Retry-After can say. */
    public static final int RETRY_AFTER_SECONDS = 1;

    private Unavailable(String detail) {
        super(ProblemCode.UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE, detail, List.of(),
                Map.of("Retry-After", Integer.toString(RETRY_AFTER_SECONDS)));
    }

    /** The server has begun to shut down and takes nothing new that would outlive it, such as a stream. */
    public static Unavailable shuttingDown() {
        return new Unavailable("The server is shutting down; retry, and another node or this one after its restart "
                + "will answer.");
    }

    /**
     * Whether a failure is a lack of capacity rather than a bug: no database connection became free within the
     * pool's timeout; or, while the server shuts down, any failure to reach the database (its pool may be closing
     * under a request that outlived the shutdown's grace period).
     */
    public static Optional<Unavailable> of(Throwable failure, boolean shuttingDown) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SQLTransientConnectionException) {
                return Optional.of(new Unavailable("The server is busy: no database connection became free in time. "
                        + "Retry after " + RETRY_AFTER_SECONDS + " s."));
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
