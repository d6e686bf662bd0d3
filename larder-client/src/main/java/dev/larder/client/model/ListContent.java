package dev.larder.client.model;

import java.util.List;

/** Request body record ListContent of the OpenAPI document. */
public record ListContent(
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes) {
}
