package dev.larder.client;

import dev.larder.client.model.Page;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A collection that is read page by page, lazily: iterating (or streaming) fetches the first page, then the next one
 * (its {@code after} cursor) only when the elements before it are used up. Each iteration starts again from the
 * first page. Stops after a page whose {@code after} is null.
 *
 * @param <T> the element type
 */
public final class Paged<T> implements Iterable<T> {

    private final Function<String, Page<T>> fetch;

    /** A collection read with {@code fetch}, which answers the page after a cursor (null for the first page). */
    public Paged(Function<String, Page<T>> fetch) {
        this.fetch = fetch;
    }

    /** The first page alone. */
    public Page<T> firstPage() {
        return fetch.apply(null);
    }

    /** The pages, each fetched when reached. */
    public Iterable<Page<T>> pages() {
        return () -> new Iterator<>() {
            private Page<T> next;
            private String after;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (next == null && !done) {
                    next = fetch.apply(after);
                    after = next.after();
                    done = after == null;
                }
                return next != null;
            }

            @Override
            public Page<T> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Page<T> page = next;
                next = null;
                return page;
            }
        };
    }

    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private Page<T> page;
            private int index;
            private boolean started;

            @Override
            public boolean hasNext() {
                if (!started) {
                    page = fetch.apply(null);
                    started = true;
                }
                while (page != null && index >= page.data().size()) {
                    String after = page.after();
                    page = after == null ? null : fetch.apply(after);
                    index = 0;
                }
                return page != null;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return page.data().get(index++);
            }
        };
    }

    /** The elements as a sequential stream; pages are fetched as the stream reaches them. */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED), false);
    }
}
