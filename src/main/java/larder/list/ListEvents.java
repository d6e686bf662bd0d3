package larder.list;

import java.util.Map;
import larder.platform.ApiEvent;

/** {@code list.created}, {@code list.updated}, {@code list.deleted}: published in the transaction of the change. */
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
            return ShoppingListView.of(list);
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
            return ShoppingListView.of(list);
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
