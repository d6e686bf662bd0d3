package larder.platform.web;

import java.net.URI;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.springframework.http.ResponseEntity;

/**
 * Optimistic concurrency with {@code version}, {@code ETag: "<version>"} and {@code If-Match} (RFC 9110 §13.1.1).
 * A stale If-Match ({@link IfMatch}) is a 412 {@code precondition_failed}; so is one that cannot be read, as it
 * matches nothing.
 */
public final class Versions {

    private Versions() {
    }

    public static String etag(long version) {
        return "\"" + version + "\"";
    }

    /** A resource's view as a 200 answer, with the resource's version as its ETag. */
    public static <T> ResponseEntity<T> ok(long version, T view) {
        return ResponseEntity.ok().eTag(etag(version)).body(view);
    }

    /** A new resource's view as a 201 answer, with where it is and its version as its ETag. */
    public static <T> ResponseEntity<T> created(String location, long version, T view) {
        return ResponseEntity.created(URI.create(location)).eTag(etag(version)).body(view);
    }

    /** The If-Match of the request names another version than the current one. */
    public static final class PreconditionFailed extends ProblemException {
        public PreconditionFailed(long current) {
            super(ProblemCode.PRECONDITION_FAILED, "The resource has changed (it is at version " + current
                    + "); read it again and retry.");
        }
    }
}
