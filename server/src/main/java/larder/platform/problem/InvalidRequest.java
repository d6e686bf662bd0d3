package larder.platform.problem;

import java.util.List;
import larder.platform.web.JsonPointers;
import org.springframework.http.HttpStatus;

/**
 * The request is readable but breaks a rule of docs/api.md: {@code request.invalid}, with the offending fields.
 * 422 for a well-formed body that is invalid; 400 for query parameters that cannot be read (docs/api.md §1).
 */
public class InvalidRequest extends ProblemException {

    public InvalidRequest(List<FieldProblem> errors) {
        this(HttpStatus.UNPROCESSABLE_CONTENT, errors);
    }

    public InvalidRequest(String pointer, String message) {
        this(List.of(FieldProblem.invalid(pointer, message)));
    }

    private InvalidRequest(HttpStatus status, List<FieldProblem> errors) {
        super(ProblemCode.INVALID, status, summary(errors), errors);
    }

    /** A query parameter that cannot be read (an out-of-range {@code limit}, an unreadable cursor): 400. */
    public static InvalidRequest badParameter(String name, String message) {
        return new InvalidRequest(HttpStatus.BAD_REQUEST, List.of(FieldProblem.invalid(name, message)));
    }

    /** A body member of the wrong JSON type: 400, like any body that cannot be read. */
    public static InvalidRequest wrongType(String pointer, String message) {
        return new InvalidRequest(HttpStatus.BAD_REQUEST, List.of(FieldProblem.invalid(pointer, message)));
    }

    /**
     * A body read by hand (a merge patch) that Jackson could not bind, a number too large for its member included:
     * 400 with the member's pointer.
     */
    public static InvalidRequest wrongType(tools.jackson.core.JacksonException e) {
        String pointer = JsonPointers.of(e);
        return wrongType(pointer.isEmpty() ? "/" : pointer, "has the wrong JSON type");
    }

    private static String summary(List<FieldProblem> errors) {
        if (errors.size() == 1) {
            FieldProblem only = errors.getFirst();
            return only.pointer() + ": " + only.message();
        }
        return errors.size() + " fields are invalid.";
    }
}
