package larder.list;

import java.util.List;

/**
 * The changes of a list after a version a client knows, in order, and the version they bring it to (the list's
 * version when there are none): {@code GET /lists/{id}/changes} (docs/api.md §7.1).
 */
public record ListChanges(long version, List<ListChange> changes) {

    public ListChanges {
        changes = List.copyOf(changes);
    }
}
