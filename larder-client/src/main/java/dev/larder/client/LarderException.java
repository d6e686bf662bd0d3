package dev.larder.client;

import java.util.List;

/**
 * Every failure of a call: a problem document the server answered (RFC 9457, with Larder's {@code code} and
 * {@code errors}), an OAuth error of the token endpoint ({@code code} is its {@code error}), or no answer at all after
 * the retries ({@link #status()} 0, {@code code} {@value #CONNECTION_FAILED}, the cause attached).
 * <p>
 * Catch a subclass for a kind of failure: {@link NotFoundException} (404), {@link ConflictException} (409),
 * {@link PreconditionFailedException} (412), {@link RateLimitedException} (429), {@link UnauthorizedException} (401)
 * and {@link ConnectionException} (no answer); other statuses are a plain {@code LarderException}. Compare
 * {@link #code()} with the constants of {@link ErrorCodes}.
 */
public class LarderException extends RuntimeException {

    /** The code of a call that got no HTTP answer. */
    public static final String CONNECTION_FAILED = "connection_failed";

    private final int status;
    private final String code;
    private final String detail;
    private final List<FieldError> errors;
    private final String requestId;
    private RawResponse response;

    /** One validation failure: where ({@code /items/3/quantity}), a code and a message. */
    public record FieldError(String pointer, String code, String message) {
    }

    public LarderException(int status, String code, String detail, List<FieldError> errors, String requestId,
            Throwable cause) {
        super(message(status, code, detail), cause);
        this.status = status;
        this.code = code;
        this.detail = detail;
        this.errors = errors == null ? List.of() : List.copyOf(errors);
        this.requestId = requestId;
    }

    /** The exception of the kind {@code status} names. */
    static LarderException of(int status, String code, String detail, List<FieldError> errors, String requestId,
            java.time.Duration retryAfter, Throwable cause) {
        return switch (status) {
            case 0 -> new ConnectionException(status, code == null ? CONNECTION_FAILED : code, detail, errors,
                    requestId, cause);
            case 401 -> new UnauthorizedException(status, code, detail, errors, requestId, cause);
            case 404 -> new NotFoundException(status, code, detail, errors, requestId, cause);
            case 409 -> new ConflictException(status, code, detail, errors, requestId, cause);
            case 412 -> new PreconditionFailedException(status, code, detail, errors, requestId, cause);
            case 429 -> new RateLimitedException(status, code, detail, errors, requestId, retryAfter, cause);
            default -> new LarderException(status, code, detail, errors, requestId, cause);
        };
    }

    LarderException withResponse(RawResponse response) {
        this.response = response;
        return this;
    }

    private static String message(int status, String code, String detail) {
        return (status == 0 ? "no answer" : "HTTP " + status) + (code == null ? "" : " " + code)
                + (detail == null ? "" : ": " + detail);
    }

    /** The HTTP status, or 0 when no answer came. */
    public int status() {
        return status;
    }

    /** Larder's stable code (section 13 of the contract), the OAuth {@code error}, or {@value #CONNECTION_FAILED}. */
    public String code() {
        return code;
    }

    /** The human-readable detail, if any. */
    public String detail() {
        return detail;
    }

    /** Validation failures, empty when there are none. */
    public List<FieldError> errors() {
        return errors;
    }

    /** The {@code X-Request-Id} of the answer, for the server's logs; null when no answer came. */
    public String requestId() {
        return requestId;
    }

    /** The answer's status and headers (rate limits, {@code Retry-After}...); null when no answer came. */
    public RawResponse response() {
        return response;
    }
}
