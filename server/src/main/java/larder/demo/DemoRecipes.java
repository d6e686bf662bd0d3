package larder.demo;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import larder.recipe.RecipeContent;
import larder.recipe.RecipeDraft;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The demo recipes (written for this project), as stored in {@code demo/recipes.json}. */
final class DemoRecipes {

    record DemoIngredient(String text, String group) {
    }

    record DemoRecipe(String name, String description, Integer servings, Integer prepTimeMinutes,
                      Integer cookTimeMinutes, Integer totalTimeMinutes, List<String> tags,
                      List<DemoIngredient> ingredients, List<String> instructions) {

        /** The recipe without a picture (the generator's seeds). */
        RecipeDraft input() {
            return input(List.of());
        }

        /** The recipe, with its picture served by the server at {@code origin}. */
        RecipeDraft input(String origin) {
            String picture = origin + "/app/food/" + DemoPictures.codeFor(name,
                    ingredients.stream().map(DemoIngredient::text).toList(), tags) + ".svg";
            return input(List.of(new RecipeDraft.ImageInput(picture, 72, 72)));
        }

        private RecipeDraft input(List<RecipeDraft.ImageInput> images) {
            return new RecipeDraft(name, description, null, images, servings, prepTimeMinutes, cookTimeMinutes,
                    totalTimeMinutes,
                    ingredients.stream().map(i -> RecipeDraft.IngredientInput.ofText(i.text(), i.group())).toList(),
                    instructions.stream().map(RecipeDraft.InstructionInput::new).toList(),
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

    /** The demo recipes, their pictures served from {@code origin} (e.g. {@code http://localhost:8080}). */
    static List<RecipeContent> contents(JsonMapper json, String origin) {
        return load(json).stream().map(r -> RecipeContent.from(r.input(origin))).toList();
    }
}
