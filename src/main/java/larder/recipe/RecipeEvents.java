package larder.recipe;

/** What happened to recipes, published in the transaction of the change (for the feed and webhooks). */
public final class RecipeEvents {

    private RecipeEvents() {
    }

    public record RecipeCreated(Recipe recipe) {
    }

    public record RecipeUpdated(Recipe recipe) {
    }

    public record RecipeDeleted(String recipeId, String clientId, String ownerUserId) {
    }
}
