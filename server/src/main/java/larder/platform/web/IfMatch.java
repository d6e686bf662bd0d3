package larder.platform.web;

import jakarta.annotation.Nullable;
import java.util.HashSet;
import java.util.Set;

/**
 * The {@code If-Match} header of a conditional change (RFC 9110 §13.1.1), read once at the edge: any version (no
 * header, or {@code *}), or the versions its strong tags name. A weak tag or one that is not ours names no version,
 * so a header of only such tags matches nothing, and the change gets 412 {@code precondition_failed}.
 *
 * @param versions the versions it accepts; null for any
 */
public record IfMatch(@Nullable Set<Long> versions) {

    /** No If-Match header: a change applies to whatever version the resource is at. */
    public static final IfMatch ANY = new IfMatch(null);

    public IfMatch {
        versions = versions == null ? null : Set.copyOf(versions);
    }

    /** The header's value, as sent (null when absent). */
    public static IfMatch parse(@Nullable String header) {
        if (header == null) {
            return ANY;
        }
        Set<Long> versions = new HashSet<>();
        for (String tag : header.split(",")) {
            String t = tag.strip();
            if (t.equals("*")) {
                return ANY;
            }
            // Strong comparison: a weak tag (W/"3") never matches, nor does a tag we did not write ("03").
            if (t.length() > 2 && t.startsWith("\"") && t.endsWith("\"")) {
                try {
                    long version = Long.parseLong(t.substring(1, t.length() - 1));
                    if (Versions.etag(version).equals(t)) {
                        versions.add(version);
                    }
                } catch (NumberFormatException ignored) {
                    // Not one of our tags: it matches no version.
                }
            }
        }
        return new IfMatch(versions);
    }

    /** Whether a resource at {@code version} may be changed. */
    public boolean accepts(long version) {
        return versions == null || versions.contains(version);
    }

    /** Refuses the change when the resource, at {@code version}, is not at a version this header accepts. */
    public void check(long version) {
        if (!accepts(version)) {
            throw new Versions.PreconditionFailed(version);
        }
    }
}
