package dev.larder.client.model;

import java.util.List;

/**
 * One page of a collection, as every listing answers it: {@code {"data": [...], "paging": {"cursors": {"after"}}}}.
 *
 * @param <T> the element type
 */
public record Page<T>(List<T> data, Paging paging) {

    /** The cursors of a page. */
    public record Paging(Cursors cursors) {
    }

    /** {@code after} is null on the last page. */
    public record Cursors(String after) {
    }

    /** The cursor of the next page, or null when this is the last. */
    public String after() {
        return paging == null || paging.cursors() == null ? null : paging.cursors().after();
    }
}
