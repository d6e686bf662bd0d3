package dev.larder.client.model;

import java.util.List;

/** Request body record ListInput of the OpenAPI document. */
public record ListInput(
        String name,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes) {
}
