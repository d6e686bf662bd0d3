package larder.platform;

import java.util.Optional;

/** {@code ?limit=&after=} of every listing: limit 1 to 100, default 20 (contract section 1). */
public record PageRequest(int limit, Optional<Cursor> after) {

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
