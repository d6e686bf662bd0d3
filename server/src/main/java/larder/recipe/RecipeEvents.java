package larder.recipe;

import larder.platform.event.ApiEvent;

/** What happened to recipes, published in the transaction of the change (for the feed and webhooks). */
public final class RecipeEvents {

    private RecipeEvents() {
    }

    /**
     * An event that shows the recipe as it now is, to the recipe's app: its object is the recipe, which the recipe's
     * web package renders as the API shows it.
     */
    public sealed interface OfRecipe extends ApiEvent permits RecipeCreated, RecipeUpdated {
        Recipe recipe();

        @Override
        default String clientId() {
            return recipe().clientId();
        }

        @Override
        default Object object() {
            return recipe();
        }
    }

    public record RecipeCreated(Recipe recipe) implements OfRecipe {
        @Override
        public String type() {
            return "recipe.created";
        }
    }

    public record RecipeUpdated(Recipe recipe) implements OfRecipe {
        @Override
        public String type() {
            return "recipe.updated";
        }
    }

    public record RecipeDeleted(String recipeId, String clientId, String ownerUserId) implements ApiEvent {
        @Override
        public String type() {
            return "recipe.deleted";
        }

        @Override
        public Object object() {
            return java.util.Map.of("id", recipeId, "owner", ownerUserId == null ? "app" : "user");
        }
    }
}
