package larder.recipe;

import larder.platform.ApiEvent;

/** What happened to recipes, published in the transaction of the change (for the feed and webhooks). */
public final class RecipeEvents {

    private RecipeEvents() {
    }

    public record RecipeCreated(Recipe recipe) implements ApiEvent {
        @Override
        public String type() {
            return "recipe.created";
        }

        @Override
        public String clientId() {
            return recipe.clientId();
        }

        @Override
        public Object object() {
            return RecipeView.of(recipe);
        }
    }

    public record RecipeUpdated(Recipe recipe) implements ApiEvent {
        @Override
        public String type() {
            return "recipe.updated";
        }

        @Override
        public String clientId() {
            return recipe.clientId();
        }

        @Override
        public Object object() {
            return RecipeView.of(recipe);
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
