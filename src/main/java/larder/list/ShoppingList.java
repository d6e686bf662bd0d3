package larder.list;

import java.time.Instant;
import java.util.List;
import larder.auth.AuthProblems;
import larder.auth.Credential;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.platform.ProblemException;

/**
 * A shopping list: a user's own, or the app's ({@code userId} null, created with the management token). Who may
 * see and change it (contract 3.3) is decided here.
 */
public record ShoppingList(String id, String clientId, String userId, String name, boolean primary, long version,
                           int itemCount, List<ListItem> items, List<ListRecipe> recipes, Instant createdAt,
                           Instant updatedAt) {

    public static final int MAX_ITEMS = 1000;

    public ShoppingList {
        items = List.copyOf(items);
        recipes = List.copyOf(recipes);
    }

    /** A user sees its own lists; the app's server sees every list of the app. */
    public boolean visibleTo(Credential credential) {
        return credential.sees(clientId, userId);
    }

    /** A user changes its own lists; the app's server only the lists it created itself. */
    public void checkChangeableBy(Credential credential) {
        if (!credential.changes(userId)) {
            throw new ProblemException(AuthProblems.FORBIDDEN,
                    "List " + id + " belongs to a user; only that user may change it.");
        }
    }

    /** Items with the same name combined (contract section 5); checked and unchecked apart. */
    public List<CombinedLine> combined() {
        return Combiner.combine(items.stream().map(ListItem::forCombining).toList());
    }
}
