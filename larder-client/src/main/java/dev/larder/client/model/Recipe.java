package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/**
 * Schema {@code RecipeView} of the OpenAPI document. {@code nutrition} is null unless the recipe was read with
 * {@code include=nutrition}.
 */
public record Recipe(
        String id,
        String name,
        String description,
        RecipeSource source,
        List<Image> images,
        Integer servings,
        Integer prepTimeMinutes,
        Integer cookTimeMinutes,
        Integer totalTimeMinutes,
        List<Ingredient> ingredients,
        List<Instruction> instructions,
        List<String> tags,
        String owner,
        Instant createdAt,
        Instant updatedAt,
        Labels labels,
        Nutrition nutrition) {
}
