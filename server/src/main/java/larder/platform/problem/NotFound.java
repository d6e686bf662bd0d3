package larder.platform.problem;

/** No such resource, or one the caller may not know exists: both answer the same 404. */
public class NotFound extends ProblemException {

    public NotFound(String what) {
        super(ProblemCode.NOT_FOUND, what + " was not found.");
    }
}
