package larder.platform;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Optional;
import larder.platform.problem.InvalidRequest;

/**
 * {@code ?limit=&after=} of every listing: limit 1 to 100, default 20 (docs/api.md §1). A handler that takes a
 * {@code PageRequest} gets it read from those two query parameters, which its operation then documents.
 */
public record PageRequest(int limit, Optional<Cursor> after) {

    /** How many keys the cursors of a listing carry, when more than one. */
    @Target(ElementType.PARAMETER)
    @Retention(RetentionPolicy.RUNTIME)
    public @interface CursorKeys {
        int value();
    }

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    public PageRequest {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw InvalidRequest.badParameter("limit", "limit must be between 1 and " + MAX_LIMIT + ".");
        }
    }

    /** Reads the raw query parameters; {@code cursorArity} is how many keys this listing's cursors carry. */
    public static PageRequest of(Integer limit, String after, int cursorArity) {
        Optional<Cursor> cursor = after == null || after.isEmpty()
                ? Optional.empty()
                : Optional.of(Cursor.decode(after, cursorArity));
        return new PageRequest(limit == null ? DEFAULT_LIMIT : limit, cursor);
    }

    /** Queries fetch one element more than the limit, to learn whether a next page exists. */
    public int fetchSize() {
        return limit + 1;
    }
}
