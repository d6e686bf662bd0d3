package larder.support;

import java.util.List;

/** Recipes ready to send, built with {@link RecipeBody}. */
public final class TestRecipes {

    private TestRecipes() {
    }

    public static RecipeBody pancakes() {
        return recipe("Buttermilk Pancakes", List.of("breakfast", "american"),
                "1 1/2 cups all-purpose flour", "2 tbsp sugar", "1 1/4 cups buttermilk", "2 eggs", "salt to taste");
    }

    public static RecipeBody recipe(String name, List<String> tags, String... ingredientLines) {
        return RecipeBody.named(name).servings(4).prepTimeMinutes(10).cookTimeMinutes(20)
                .ingredients(ingredientLines).instructions("Mix.", "Cook.").tags(tags);
    }
}
