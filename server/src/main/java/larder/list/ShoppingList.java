package larder.list;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import larder.item.NewItems;
import larder.item.ScaledRecipe;

/**
 * A shopping list as read: a user's own, or the app's ({@code userId} null, created with the management token),
 * with its items and recipes. Changes go through its row, {@link ListHeader}, which holds the list's rules.
 * {@code primary} is the owner's choice, and {@code role} what the reader is to the list (null for the app's server
 * reading a user's list, and in events).
 */
public record ShoppingList(String id, String clientId, String userId, String name, boolean primary, long version,
                           int itemCount, List<ListItem> items, List<ScaledRecipe> recipes, Instant createdAt,
                           Instant updatedAt, @Nullable ListRole role) {

    public static final int MAX_ITEMS = 1000;

    public ShoppingList {
        items = List.copyOf(items);
        recipes = List.copyOf(recipes);
    }

    static ShoppingList of(ListHeader list, boolean primary, List<ListItem> items, List<ScaledRecipe> recipes) {
        return new ShoppingList(list.id(), list.clientId(), list.userId(), list.name(), primary, list.version(),
                list.itemCount(), items, recipes, list.createdAt(), list.updatedAt(), null);
    }

    /** The list as {@code role} reads it: a member sees {@code primary} false, as it is the owner's choice. */
    ShoppingList seenAs(@Nullable ListRole role) {
        return new ShoppingList(id, clientId, userId, name, primary && role != ListRole.MEMBER, version, itemCount,
                items, recipes, createdAt, updatedAt, role);
    }

    /** The recipes a request adds, in the order a list shows them: by when they were added, then by id. */
    static List<ScaledRecipe> recipesAdded(NewItems.Checked content) {
        return ScaledRecipe.allOf(content).stream().sorted(Comparator.comparing(ScaledRecipe::recipeId)).toList();
    }
}
