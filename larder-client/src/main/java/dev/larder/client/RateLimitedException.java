package dev.larder.client;

import java.time.Duration;
import java.util.List;

/**
 * 429 Too Many Requests ({@code rate_limited}), once the client's own retries are spent: {@link #retryAfter()} says
 * how long the server asked to wait.
 */
public class RateLimitedException extends LarderException {

    private final Duration retryAfter;

    public RateLimitedException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Duration retryAfter, Throwable cause) {
        super(status, code, detail, errors, requestId, cause);
        this.retryAfter = retryAfter;
    }

    /** The server's {@code Retry-After}, or null when it gave none. */
    public Duration retryAfter() {
        return retryAfter;
    }
}
