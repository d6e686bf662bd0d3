package larder.list;

import java.time.Instant;
import java.util.List;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;

/**
 * A shopping list as read: a user's own, or the app's ({@code userId} null, created with the management token),
 * with its items and recipes. Changes go through its row, {@link ListHeader}, which holds the list's rules.
 */
public record ShoppingList(String id, String clientId, String userId, String name, boolean primary, long version,
                           int itemCount, List<ListItem> items, List<ListRecipe> recipes, Instant createdAt,
                           Instant updatedAt) {

    public static final int MAX_ITEMS = 1000;

    public ShoppingList {
        items = List.copyOf(items);
        recipes = List.copyOf(recipes);
    }

    static ShoppingList of(ListHeader list, boolean primary, List<ListItem> items, List<ListRecipe> recipes) {
        return new ShoppingList(list.id(), list.clientId(), list.userId(), list.name(), primary, list.version(),
                list.itemCount(), items, recipes, list.createdAt(), list.updatedAt());
    }

    /** Items with the same name combined (contract section 5); checked and unchecked apart. */
    public List<CombinedLine> combined() {
        return Combiner.combine(items.stream().map(ListItem::forCombining).toList());
    }
}
