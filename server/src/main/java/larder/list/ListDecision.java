package larder.list;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import larder.ingredient.Combiner;
import larder.item.ScaledRecipe;
import larder.list.ListEvents.ListChanged;
import larder.platform.event.ApiEvent;

/**
 * What a change of a list decided ({@link ListHeader}), before anything is written: the row as it is to be saved,
 * who the change is by, the change still to be completed with the saved list ({@code draft}), the events recorded so
 * far, and how the saved list is announced (list.created or list.updated). A deletion has no saved list: its change
 * ({@code deletion}) is whole at once. {@code ShoppingLists} commits a decision as one, so that no change forgets to
 * save its row, log its change or publish its events.
 */
record ListDecision(ListHeader header, String by, ChangeDraft draft, List<Object> events,
                    Function<ShoppingList, ApiEvent> announce, ListChange deletion) {

    ListDecision {
        events = List.copyOf(events);
    }

    ListDecision(ListHeader header, String by, ChangeDraft draft, List<Object> events,
                 Function<ShoppingList, ApiEvent> announce) {
        this(header, by, draft, events, announce, null);
    }

    /** The list is gone: {@code change} is its last, logged with {@code deleted} and the change's own event. */
    static ListDecision deleted(ListHeader header, String by, ListChange change, Object deleted) {
        return new ListDecision(header, by, null, List.of(deleted, changed(header, change)), null, change);
    }

    /** What a saved change leaves: the list as it is now, the change to log (none for a new list), the events. */
    record Saved(ShoppingList list, Optional<ListChange> change, List<Object> events) {
    }

    /**
     * The change completed with what lives outside the row (the primary flag, items and recipes): the list as saved,
     * which list.created or list.updated shows, and the change of the list ({@link ListChange}) with the combined
     * lines it touched. Events come in the order they happened: those of the decision, the announcement, the change.
     */
    Saved saved(boolean primary, List<ListItem> items, List<ScaledRecipe> recipes, Combiner combiner) {
        if (deletion != null) {
            throw new IllegalStateException("A deleted list is not saved: " + header.id());
        }
        ShoppingList list = ShoppingList.of(header, primary, items, recipes);
        List<Object> all = new ArrayList<>(events.size() + 2);
        all.addAll(events);
        all.add(announce.apply(list));
        ListChange change = null;
        if (draft != null) {
            change = draft.change(header.version(), by, list, new ListChange.State(header.id(), header.name(),
                    header.version(), header.itemCount(), header.updatedAt()), combiner);
            all.add(changed(header, change));
        }
        return new Saved(list, Optional.ofNullable(change), all);
    }

    private static ListChanged changed(ListHeader header, ListChange change) {
        return new ListChanged(header.id(), header.clientId(), change.version(), change);
    }
}
