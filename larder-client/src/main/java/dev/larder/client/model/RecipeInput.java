package dev.larder.client.model;

import java.util.List;

/** Schema {@code RecipeInput} of the OpenAPI document. */
public record RecipeInput(
        String name,
        String description,
        SourceInput source,
        List<ImageInput> images,
        Integer servings,
        Integer prepTimeMinutes,
        Integer cookTimeMinutes,
        Integer totalTimeMinutes,
        List<IngredientInput> ingredients,
        List<InstructionInput> instructions,
        List<String> tags) {

    /** A recipe from its name, ingredient lines ("2 cups flour") and steps; the server analyses the lines. */
    public static RecipeInput of(String name, List<String> ingredientLines, List<String> steps) {
        return new RecipeInput(name, null, null, null, null, null, null, null,
                ingredientLines.stream().map(IngredientInput::text).toList(),
                steps.stream().map(InstructionInput::new).toList(), null);
    }

    /** A patch that changes the name alone. */
    public static RecipeInput rename(String name) {
        return new RecipeInput(name, null, null, null, null, null, null, null, null, null, null);
    }
}
