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
        /** The codes of the diet and allergen labels that are true of the recipe ("vegan", "peanut_free"). */
        List<String> trueLabels,
        /** Only in a search with pantry=true: the ingredients the pantry does not cover whole. */
        List<String> missingIngredients,
        /** Only in a search with pantry=true: how many ingredients the pantry does not cover whole. */
        Integer missingCount) {
}
