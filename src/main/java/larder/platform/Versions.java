package larder.platform;

import java.net.URI;
import org.springframework.http.ResponseEntity;

/**
 * Optimistic concurrency with {@code version}, {@code ETag: "<version>"} and {@code If-Match} (RFC 9110 §13.1.1).
 * A stale If-Match is a 412 {@code precondition_failed}; so is one that cannot be read, as it matches nothing.
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

    /** Whether a request with this If-Match header may change a resource at this version (no header: yes). */
    public static boolean matches(String ifMatch, long version) {
        if (ifMatch == null) {
            return true;
        }
        for (String tag : ifMatch.split(",")) {
            String t = tag.strip();
            if (t.equals("*")) {
                return true;
            }
            if (t.startsWith("W/")) {
                continue; // If-Match uses the strong comparison: a weak tag never matches.
            }
            if (t.equals(etag(version))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The versions an If-Match header accepts, for a conditional update: null for any (no header, or {@code *}),
     * an empty set when it names no readable strong tag.
     */
    public static java.util.Set<Long> acceptable(String ifMatch) {
        if (ifMatch == null) {
            return null;
        }
        java.util.Set<Long> versions = new java.util.HashSet<>();
        for (String tag : ifMatch.split(",")) {
            String t = tag.strip();
            if (t.equals("*")) {
                return null;
            }
            if (t.length() > 2 && t.startsWith("\"") && t.endsWith("\"")) {
                try {
                    versions.add(Long.parseLong(t.substring(1, t.length() - 1)));
                } catch (NumberFormatException ignored) {
                    // Not one of our tags: it matches no version.
                }
            }
        }
        return versions;
    }

    public static void check(String ifMatch, long version) {
        if (!matches(ifMatch, version)) {
            throw new PreconditionFailed(version);
        }
    }

    /** The If-Match of the request names another version than the current one. */
    public static final class PreconditionFailed extends ProblemException {
        public PreconditionFailed(long current) {
            super(ProblemCode.PRECONDITION_FAILED, "The resource has changed (it is at version " + current
                    + "); read it again and retry.");
        }
    }
}
