package larder.item;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Published, in the transaction of the change, when a list or cart request adds recipes: what the feed learns a
 * user's taste and the app's popular recipes from. {@code userId} is null for an app-owned list or cart. An
 * internal event, not one of the API's webhook events.
 */
public record RecipesAdded(String clientId, String userId, List<Added> recipes, Instant at) {

    /** A recipe added; {@code catalogue} when it belongs to the app catalogue rather than to a user. */
    public record Added(String recipeId, boolean catalogue) {
    }

    public RecipesAdded {
        recipes = List.copyOf(recipes);
    }

    /** The event for a checked request, if it adds any recipe. */
    public static Optional<RecipesAdded> of(String clientId, String userId, NewItems.Checked checked, Instant at) {
        List<Added> added = checked.recipesOnce().stream()
                .map(r -> new Added(r.recipe().id(), r.recipe().ownerUserId() == null)).toList();
        return added.isEmpty() ? Optional.empty() : Optional.of(new RecipesAdded(clientId, userId, added, at));
    }
}
