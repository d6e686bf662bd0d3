package larder.platform.web;

import java.io.IOException;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;

/** Thrown while reading a request body that grows past the 1 MiB bound; it answers 413 wherever it surfaces. */
public final class BodyTooLarge extends IOException {

    public static final long MAX_BODY_BYTES = 1024 * 1024;

    public BodyTooLarge() {
        super("Request body exceeds " + MAX_BODY_BYTES + " bytes", null);
    }

    /** Whether reading failed because the body was too large, however deep a parser wrapped the cause. */
    public static boolean causedBy(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BodyTooLarge) {
                return true;
            }
        }
        return false;
    }

    public static ProblemException problem() {
        return new ProblemException(ProblemCode.BODY_TOO_LARGE,
                "The request body is larger than " + MAX_BODY_BYTES + " bytes.");
    }
}
