package larder.list;

import larder.platform.event.ApiEvent;

/**
 * {@code list.created}, {@code list.updated}, {@code list.deleted}: published in the transaction of the change.
 * They carry the list, and a webhook body shows its summary (id, name, version, item_count, …), not its items: a
 * list changes often and can hold 1000 items, and a receiver reads the list when it wants them.
 */
public final class ListEvents {

    private ListEvents() {
    }

    /**
     * An event that shows the list as it now is, to the list's app: its object is the list, which the list's web
     * package renders as the API shows a list in a listing.
     */
    public sealed interface OfList extends ApiEvent permits ListCreated, ListUpdated {
        ShoppingList list();

        default String clientId() { return list().clientId(); }

        default Object object() { return list(); }
    }

    public record ListCreated(ShoppingList list) implements OfList {
        public String type() { return "list.created"; }
    }

    public record ListUpdated(ShoppingList list) implements OfList {
        public String type() { return "list.updated"; }
    }

    public record ListDeleted(String listId, String clientId, String userId) implements ApiEvent {
        public String type() { return "list.deleted"; }

        public Object object() { return ApiEvent.gone(listId); }
    }

    /**
     * A list changed (docs/api.md §7.1): published in the transaction that records the change, once per change, in the
     * order of versions. Not a webhook event: it is for the list's live streams, and {@code change} is exactly what
     * the change log keeps, and {@code GET /lists/{id}/changes} serves, for that version.
     */
    public record ListChanged(String listId, String clientId, long version, ListChange change) {
    }
}
