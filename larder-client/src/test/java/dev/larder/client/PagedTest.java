package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.larder.client.model.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PagedTest {

    /** 25 numbers in pages of 10, the cursor being the next index; records each cursor asked for. */
    private final List<String> asked = new ArrayList<>();
    private final Paged<Integer> numbers = new Paged<>(after -> {
        asked.add(after);
        int from = after == null ? 0 : Integer.parseInt(after);
        int to = Math.min(25, from + 10);
        return new Page<>(IntStream.range(from, to).boxed().toList(),
                new Page.Paging(new Page.Cursors(to == 25 ? null : Integer.toString(to))));
    });

    @Test
    void iteratesEveryElementAcrossPagesInOrder() {
        List<Integer> all = new ArrayList<>();
        numbers.forEach(all::add);
        assertThat(all).containsExactlyElementsOf(IntStream.range(0, 25).boxed().toList());
        assertThat(asked).containsExactly(null, "10", "20");
    }

    @Test
    void fetchesANextPageOnlyWhenItIsReached() {
        assertThat(numbers.stream().limit(10).toList()).hasSize(10);
        assertThat(asked).containsExactly((String) null);
        asked.clear();
        assertThat(numbers.stream().skip(10).findFirst()).contains(10);
        assertThat(asked).containsExactly(null, "10");
    }

    @Test
    void pagesAreFetchedWhenReached() {
        var pages = numbers.pages().iterator();
        assertThat(asked).isEmpty();
        assertThat(pages.next().data()).hasSize(10);
        assertThat(asked).containsExactly((String) null);
        assertThat(pages.next().after()).isEqualTo("20");
        assertThat(pages.next().after()).isNull();
        assertThat(pages.hasNext()).isFalse();
        assertThat(asked).containsExactly(null, "10", "20");
    }

    @Test
    void emptyPagesWithACursorAreSkipped() {
        Paged<String> gappy = new Paged<>(after -> after == null
                ? new Page<>(List.of(), new Page.Paging(new Page.Cursors("b")))
                : new Page<>(List.of("x"), new Page.Paging(new Page.Cursors(null))));
        assertThat(gappy.stream().toList()).containsExactly("x");
    }
}
