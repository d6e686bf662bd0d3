package larder.platform;

import jakarta.annotation.Nullable;
import java.util.List;
import java.util.function.Function;

/** One page of a listing: {@code {"data": [...], "paging": {"cursors": {"after": "..." | null}}}}. */
public record Page<T>(List<T> data, Paging paging) {

    public record Paging(Cursors cursors) {
    }

    /** {@code after} is null on the last page. */
    public record Cursors(@Nullable String after) {
    }

    /**
     * Builds a page from rows fetched with {@link PageRequest#fetchSize()}: the extra row, if present, only
     * tells that another page exists, and the cursor points after the last row served.
     */
    public static <T> Page<T> of(List<T> fetched, PageRequest request, Function<T, Cursor> cursorOf) {
        if (fetched.size() <= request.limit()) {
            return new Page<>(List.copyOf(fetched), new Paging(new Cursors(null)));
        }
        List<T> served = List.copyOf(fetched.subList(0, request.limit()));
        return new Page<>(served, new Paging(new Cursors(cursorOf.apply(served.getLast()).encode())));
    }

    public <R> Page<R> map(Function<T, R> mapper) {
        return new Page<>(data.stream().map(mapper).toList(), paging);
    }
}
