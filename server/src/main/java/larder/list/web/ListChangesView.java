package larder.list.web;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import larder.list.ListChanges;

/**
 * The changes of a list after a version a client knows, in order, and the version they bring it to (the list's
 * version when there are none), as {@code GET /lists/{id}/changes} serves them (docs/api.md §7.1).
 */
@Schema(name = "ListChanges")
public record ListChangesView(long version, List<ListChangeView> changes) {

    public static ListChangesView of(ListChanges changes) {
        return new ListChangesView(changes.version(), changes.changes().stream().map(ListChangeView::of).toList());
    }
}
