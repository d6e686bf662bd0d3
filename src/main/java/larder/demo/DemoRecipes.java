package larder.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeInput;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The demo recipes (written for this project), as stored in {@code demo/recipes.json}. */
final class DemoRecipes {

    record DemoIngredient(String text, String group) {
    }

    record DemoRecipe(String name, String description, Integer servings, Integer prepTimeMinutes,
                      Integer cookTimeMinutes, Integer totalTimeMinutes, List<String> tags,
                      List<DemoIngredient> ingredients, List<String> instructions) {

        RecipeInput input() {
            return new RecipeInput(name, description, null, List.of(), servings, prepTimeMinutes, cookTimeMinutes,
                    totalTimeMinutes,
                    ingredients.stream().map(i -> RecipeInput.IngredientInput.ofText(i.text(), i.group())).toList(),
                    instructions.stream().map(RecipeInput.InstructionInput::new).toList(),
                    tags);
        }
    }

    private DemoRecipes() {
    }

    static List<DemoRecipe> load(JsonMapper json) {
        try (InputStream in = DemoRecipes.class.getResourceAsStream("/demo/recipes.json")) {
            if (in == null) {
                throw new IllegalStateException("demo/recipes.json is missing from the jar");
            }
            return json.readValue(in, new TypeReference<>() {
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<RecipeContent> contents(JsonMapper json) {
        return load(json).stream().map(r -> RecipeContent.from(r.input())).toList();
    }
}
