package dev.larder.client.model;

import java.util.List;

/** Request body record RecipeInput of the OpenAPI document. */
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
}
