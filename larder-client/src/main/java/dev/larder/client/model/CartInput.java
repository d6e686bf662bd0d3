package dev.larder.client.model;

import java.util.List;

/** Request body record CartInput of the OpenAPI document. */
public record CartInput(
        String retailerId,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes) {
}
