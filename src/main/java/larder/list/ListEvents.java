package larder.list;

import java.util.Map;
import larder.platform.ApiEvent;

/**
 * {@code list.created}, {@code list.updated}, {@code list.deleted}: published in the transaction of the change.
 * They carry the list's summary (id, name, version, item_count, …), not its items: a list changes often and can hold
 * 1000 items, and a receiver reads the list when it wants them.
 */
public final class ListEvents {

    private ListEvents() {
    }

    public record ListCreated(ShoppingList list) implements ApiEvent {
        @Override
        public String type() {
            return "list.created";
        }

        @Override
        public String clientId() {
            return list.clientId();
        }

        @Override
        public Object object() {
            return ShoppingListView.SummaryView.of(list);
        }
    }

    public record ListUpdated(ShoppingList list) implements ApiEvent {
        @Override
        public String type() {
            return "list.updated";
        }

        @Override
        public String clientId() {
            return list.clientId();
        }

        @Override
        public Object object() {
            return ShoppingListView.SummaryView.of(list);
        }
    }

    public record ListDeleted(String listId, String clientId, String userId) implements ApiEvent {
        @Override
        public String type() {
            return "list.deleted";
        }

        @Override
        public Object object() {
            return Map.of("id", listId);
        }
    }
}
