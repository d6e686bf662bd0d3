package larder.list.live;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import larder.list.ListChange;
import larder.list.web.ListChangeView;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** A change as a Server-Sent Event, its data the change as the API shows it, and the comment lines a stream writes. */
class FrameTest {

    private static final Instant AT = Instant.parse("2026-03-01T10:00:00Z");
    private final JsonMapper json = JsonMapper.builder().build();

    private static ListChange change(long version, String type) {
        return new ListChange(ListChange.SCHEMA, version, type, AT, "usr_alice", null, null, "itm_1", null, null, null,
                List.of(), List.of());
    }

    @Test
    void anEventIsItsVersionItsTypeAndTheChangeAsJsonOnOneLine() {
        ListChange change = change(7, ListChange.ITEM_REMOVED);

        Frame frame = Frame.of(change, ListChangeView::of, json);

        assertThat(new String(frame.bytes(), UTF_8)).isEqualTo("id: 7\nevent: item.removed\ndata: "
                + json.writeValueAsString(ListChangeView.of(change)) + "\n\n");
        assertThat(frame.version()).isEqualTo(7);
        assertThat(frame.type()).isEqualTo(ListChange.ITEM_REMOVED);
        assertThat(frame.at()).isEqualTo(AT);
    }

    @Test
    void aCommentIsALineStartingWithAColonAndABlankLine() {
        assertThat(new String(Frame.comment("heartbeat"), UTF_8)).isEqualTo(": heartbeat\n\n");
    }

    @Test
    void onlyTheListsDeletionEndsAStreamAndOnlyAListUpdateMayChangeWhoReadsIt() {
        List<String> types = List.of(ListChange.ITEM_ADDED, ListChange.ITEM_UPDATED, ListChange.ITEM_REMOVED,
                ListChange.RECIPE_ADDED, ListChange.RECIPE_REMOVED, ListChange.LIST_UPDATED, ListChange.LIST_DELETED);

        for (String type : types) {
            Frame frame = Frame.of(change(2, type), ListChangeView::of, json);
            assertThat(frame.deletesList()).as(type).isEqualTo(type.equals(ListChange.LIST_DELETED));
            assertThat(frame.mayChangeAccess()).as(type).isEqualTo(type.equals(ListChange.LIST_UPDATED));
        }
    }
}
