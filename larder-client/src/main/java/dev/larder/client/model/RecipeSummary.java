package dev.larder.client.model;

import java.util.List;

/** Schema {@code RecipeSummaryView} of the OpenAPI document. */
public record RecipeSummary(
        String id,
        String name,
        List<Image> images,
        Integer totalTimeMinutes,
        List<String> tags,
        String owner,
        /** Only in a search with pantry=true: the ingredients the pantry does not cover whole. */
        List<String> missingIngredients,
        /** Only in a search with pantry=true: how many ingredients the pantry does not cover whole. */
        Integer missingCount) {
}
