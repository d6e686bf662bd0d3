package larder.support;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A recipe, or a change to one: {@code {"name", "servings", "prep_time_minutes", "cook_time_minutes",
 * "ingredients", "instructions", "tags"}}. Named recipes ready to use are in {@link TestRecipes}.
 */
public final class RecipeBody extends Body {

    private RecipeBody() {
    }

    public static RecipeBody named(String name) {
        return new RecipeBody().set("name", name);
    }

    public RecipeBody servings(int servings) {
        return set("servings", servings);
    }

    public RecipeBody prepTimeMinutes(int minutes) {
        return set("prep_time_minutes", minutes);
    }

    public RecipeBody cookTimeMinutes(int minutes) {
        return set("cook_time_minutes", minutes);
    }

    /** Ingredients given as text, each {@code {"text"}}, for the server to analyse. */
    public RecipeBody ingredients(String... lines) {
        return ingredients(Arrays.stream(lines).map(ItemBody::line).toList());
    }

    public RecipeBody ingredients(ItemBody... ingredients) {
        return ingredients(List.of(ingredients));
    }

    public RecipeBody ingredients(List<ItemBody> ingredients) {
        return set("ingredients", List.copyOf(ingredients));
    }

    public RecipeBody instructions(String... steps) {
        return set("instructions", Arrays.stream(steps).map(step -> Map.of("text", step)).toList());
    }

    public RecipeBody tags(List<String> tags) {
        return set("tags", List.copyOf(tags));
    }
}
