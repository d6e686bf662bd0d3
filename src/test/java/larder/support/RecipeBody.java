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
        RecipeBody recipe = new RecipeBody();
        recipe.set("name", name);
        return recipe;
    }

    public RecipeBody servings(int servings) {
        set("servings", servings);
        return this;
    }

    public RecipeBody prepTimeMinutes(int minutes) {
        set("prep_time_minutes", minutes);
        return this;
    }

    public RecipeBody cookTimeMinutes(int minutes) {
        set("cook_time_minutes", minutes);
        return this;
    }

    /** Ingredients given as text, each {@code {"text"}}, for the server to analyse. */
    public RecipeBody ingredients(String... lines) {
        return ingredients(Arrays.stream(lines).map(ItemBody::line).toList());
    }

    public RecipeBody ingredients(ItemBody... ingredients) {
        return ingredients(List.of(ingredients));
    }

    public RecipeBody ingredients(List<ItemBody> ingredients) {
        set("ingredients", List.copyOf(ingredients));
        return this;
    }

    public RecipeBody instructions(String... steps) {
        set("instructions", Arrays.stream(steps).map(step -> Map.of("text", step)).toList());
        return this;
    }

    public RecipeBody tags(List<String> tags) {
        set("tags", List.copyOf(tags));
        return this;
    }
}
