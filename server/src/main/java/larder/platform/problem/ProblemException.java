package larder.platform.problem;

import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;

/**
 * A broken rule that the client can act on. Subclasses are named after the rule ({@code CartAlreadyCheckedOut});
 * the one {@code ProblemHandler} turns every one of them into an RFC 9457 problem document.
 *
 * <p>These are control flow, not bugs, so they carry no stack trace.
 */
public class ProblemException extends RuntimeException {

    private final ProblemCode code;
    private final HttpStatus status;
    private final List<FieldProblem> errors;
    private final Map<String, String> headers;

    public ProblemException(ProblemCode code, String detail) {
        this(code, code.status(), detail, List.of(), Map.of());
    }

    public ProblemException(ProblemCode code, HttpStatus status, String detail, List<FieldProblem> errors) {
        this(code, status, detail, errors, Map.of());
    }

    public ProblemException(ProblemCode code, HttpStatus status, String detail, List<FieldProblem> errors,
                            Map<String, String> headers) {
        super(detail, null, false, false);
        this.code = code;
        this.status = status;
        this.errors = List.copyOf(errors);
        this.headers = Map.copyOf(headers);
    }

    public ProblemCode code() {
        return code;
    }

    public HttpStatus status() {
        return status;
    }

    public List<FieldProblem> errors() {
        return errors;
    }

    /** Extra response headers that belong to the problem, such as {@code WWW-Authenticate} or {@code Retry-After}. */
    public Map<String, String> headers() {
        return headers;
    }
}
