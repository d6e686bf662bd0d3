package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A page built from the rows fetched with one more than its limit: the extra one only says more exist. */
class PageTest {

    private static final PageRequest TWO = new PageRequest(2, Optional.empty());

    @Test
    void fewerRowsThanTheLimitAreTheLastPage() {
        Page<String> page = Page.of(List.of("a"), TWO, Cursor::of);
        assertThat(page.data()).containsExactly("a");
        assertThat(page.paging().cursors().after()).isNull();
    }

    @Test
    void exactlyTheLimitIsTheLastPageToo() {
        Page<String> page = Page.of(List.of("a", "b"), TWO, Cursor::of);
        assertThat(page.data()).containsExactly("a", "b");
        assertThat(page.paging().cursors().after()).isNull();
    }

    @Test
    void theExtraRowIsNotServedAndTheCursorPointsAfterTheLastServed() {
        Page<String> page = Page.of(List.of("a", "b", "c"), TWO, Cursor::of);
        assertThat(page.data()).containsExactly("a", "b");
        assertThat(page.paging().cursors().after()).isEqualTo(Cursor.of("b").encode());
    }

    @Test
    void aPageMapsItsRowsAndKeepsItsCursor() {
        Page<String> page = Page.of(List.of("a", "bb", "ccc"), TWO, Cursor::of);
        Page<Integer> lengths = page.map(String::length);
        assertThat(lengths.data()).containsExactly(1, 2);
        assertThat(lengths.paging()).isEqualTo(page.paging());
    }

    @Test
    void aRequestFetchesOneRowMoreThanItsLimit() {
        assertThat(TWO.fetchSize()).isEqualTo(3);
        assertThat(PageRequest.of(null, null, 1).limit()).isEqualTo(PageRequest.DEFAULT_LIMIT);
        assertThat(PageRequest.of(null, "", 1).after()).isEmpty();
    }
}
