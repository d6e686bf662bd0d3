package larder.support;

import java.util.List;
import java.util.Map;

/** Recipe request bodies for tests: builders, not copied JSON. */
public final class TestRecipes {

    private TestRecipes() {
    }

    public static Map<String, Object> pancakes() {
        return recipe("Buttermilk Pancakes", List.of("breakfast", "american"),
                "1 1/2 cups all-purpose flour", "2 tbsp sugar", "1 1/4 cups buttermilk", "2 eggs", "salt to taste");
    }

    public static Map<String, Object> recipe(String name, List<String> tags, String... ingredientLines) {
        return Map.of(
                "name", name,
                "servings", 4,
                "prep_time_minutes", 10,
                "cook_time_minutes", 20,
                "ingredients", java.util.Arrays.stream(ingredientLines).map(line -> Map.of("text", line)).toList(),
                "instructions", List.of(Map.of("text", "Mix."), Map.of("text", "Cook.")),
                "tags", tags);
    }
}
