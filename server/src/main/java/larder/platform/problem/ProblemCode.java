package larder.platform.problem;

import java.util.List;
import java.util.regex.Pattern;
import org.springframework.http.HttpStatus;

/**
 * The stable, machine-readable {@code code} member of a problem document (docs/api.md §13), and the status it
 * is answered with. The codes here are those any module may answer with: the request's own faults and the platform's
 * rules. Each module keeps the codes of its own rules ({@code list.full}, {@code cart.checked_out}, …) itself, and
 * lists them in a {@link ProblemCodes} bean for the API's description.
 */
public record ProblemCode(String code, HttpStatus status) {

    private static final Pattern CODE = Pattern.compile("[a-z_]+(\\.[a-z_]+)?");

    public static final ProblemCode MALFORMED_JSON = new ProblemCode("request.malformed_json", HttpStatus.BAD_REQUEST);
    public static final ProblemCode INVALID = new ProblemCode("request.invalid", HttpStatus.UNPROCESSABLE_CONTENT);
    public static final ProblemCode TOO_MANY_ITEMS = new ProblemCode("request.too_many_items",
            HttpStatus.UNPROCESSABLE_CONTENT);
    public static final ProblemCode TOO_MANY_RECIPES = new ProblemCode("request.too_many_recipes",
            HttpStatus.UNPROCESSABLE_CONTENT);
    public static final ProblemCode BODY_TOO_LARGE = new ProblemCode("request.body_too_large",
            HttpStatus.CONTENT_TOO_LARGE);
    public static final ProblemCode UNSUPPORTED_MEDIA_TYPE = new ProblemCode("request.unsupported_media_type",
            HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    public static final ProblemCode NOT_ACCEPTABLE = new ProblemCode("request.not_acceptable",
            HttpStatus.NOT_ACCEPTABLE);
    public static final ProblemCode NOT_FOUND = new ProblemCode("not_found", HttpStatus.NOT_FOUND);
    public static final ProblemCode PRECONDITION_FAILED = new ProblemCode("precondition_failed",
            HttpStatus.PRECONDITION_FAILED);
    public static final ProblemCode RATE_LIMITED = new ProblemCode("rate_limited", HttpStatus.TOO_MANY_REQUESTS);
    public static final ProblemCode IDEMPOTENCY_KEY_REUSED = new ProblemCode("idempotency.key_reused",
            HttpStatus.UNPROCESSABLE_CONTENT);
    public static final ProblemCode IDEMPOTENCY_IN_PROGRESS = new ProblemCode("idempotency.in_progress",
            HttpStatus.CONFLICT);
    /** Overloaded or shutting down: the same request may succeed later (docs/api.md §1 and §13). */
    public static final ProblemCode UNAVAILABLE = new ProblemCode("unavailable", HttpStatus.SERVICE_UNAVAILABLE);
    /**
     * A request line that names an HTTP version other than 1.0 and 1.1 ({@code HTTP/1.2}, or {@code HTTP/2.0} in
     * plain text): answered 505 by the container, before any route runs. The client's mistake, not a bug.
     */
    public static final ProblemCode HTTP_VERSION_NOT_SUPPORTED = new ProblemCode(
            "request.http_version_not_supported", HttpStatus.HTTP_VERSION_NOT_SUPPORTED);
    public static final ProblemCode INTERNAL = new ProblemCode("internal", HttpStatus.INTERNAL_SERVER_ERROR);

    /** The codes above, as the API's description lists them, before those of the modules. */
    public static final List<ProblemCode> COMMON = List.of(MALFORMED_JSON, INVALID, TOO_MANY_ITEMS, TOO_MANY_RECIPES,
            BODY_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, NOT_ACCEPTABLE, NOT_FOUND, PRECONDITION_FAILED, RATE_LIMITED,
            IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_IN_PROGRESS, UNAVAILABLE, HTTP_VERSION_NOT_SUPPORTED, INTERNAL);

    /** A code is a word, or a module's name and a word ({@code cart.checked_out}); a problem is an error. */
    public ProblemCode {
        if (code == null || !CODE.matcher(code).matches()) {
            throw new IllegalArgumentException("Not a problem code: " + code);
        }
        if (status == null || !status.isError()) {
            throw new IllegalArgumentException("A problem's status is an error's, not " + status);
        }
    }
}
