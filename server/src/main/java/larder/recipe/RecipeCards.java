package larder.recipe;

import java.util.Map;

/**
 * Recipes as a meal plan's answer needs them ({@link Recipes#cards}): their summaries, and the recipes with their
 * ingredients, each by id.
 */
public record RecipeCards(Map<String, RecipeSummary> summaries, Map<String, Recipe> recipes) {

    public RecipeCards {
        summaries = Map.copyOf(summaries);
        recipes = Map.copyOf(recipes);
    }
}
