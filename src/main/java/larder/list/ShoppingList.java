package larder.list;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.item.NewItems;
import larder.item.ScaledRecipe;

/**
 * A shopping list as read: a user's own, or the app's ({@code userId} null, created with the management token),
 * with its items and recipes. Changes go through its row, {@link ListHeader}, which holds the list's rules.
 */
public record ShoppingList(String id, String clientId, String userId, String name, boolean primary, long version,
                           int itemCount, List<ListItem> items, List<ScaledRecipe> recipes, Instant createdAt,
                           Instant updatedAt) {

    public static final int MAX_ITEMS = 1000;

    public ShoppingList {
        items = List.copyOf(items);
        recipes = List.copyOf(recipes);
    }

    static ShoppingList of(ListHeader list, boolean primary, List<ListItem> items, List<ScaledRecipe> recipes) {
        return new ShoppingList(list.id(), list.clientId(), list.userId(), list.name(), primary, list.version(),
                list.itemCount(), items, recipes, list.createdAt(), list.updatedAt());
    }

    /** The recipes a request adds, in the order a list shows them: by when they were added, then by id. */
    static List<ScaledRecipe> recipesAdded(NewItems.Checked content) {
        return ScaledRecipe.allOf(content).stream().sorted(Comparator.comparing(ScaledRecipe::recipeId)).toList();
    }

    /** Items with the same name combined (contract section 5); checked and unchecked apart. */
    public List<CombinedLine> combined() {
        return Combiner.combine(items.stream().map(ListItem::forCombining).toList());
    }
}
