package larder.platform.web;

import java.io.IOException;
import java.util.List;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.springframework.http.HttpStatus;

/**
 * Thrown while reading a JSON body whose bytes are not UTF-8 (RFC 8259 §8.1: JSON exchanged between systems is
 * UTF-8). Jackson decodes some such bytes leniently (an overlong {@code C0 AF} as {@code /}), so they are checked as
 * they are read ({@link MediaTypeFilter}); this answers 400 {@code request.malformed_json} wherever it surfaces.
 */
final class BodyNotUtf8 extends IOException {

    BodyNotUtf8() {
        super("The request body is not UTF-8", null);
    }

    /** Whether reading failed because the body was not UTF-8, however deep a parser wrapped the cause. */
    static boolean causedBy(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BodyNotUtf8) {
                return true;
            }
        }
        return false;
    }

    static ProblemException problem() {
        return new ProblemException(ProblemCode.MALFORMED_JSON, HttpStatus.BAD_REQUEST,
                "The body is not UTF-8, which JSON must be (RFC 8259 §8.1).", List.of());
    }
}
