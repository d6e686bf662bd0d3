package dev.larder.client.model;

import java.util.List;

/** Schema {@code ListInput} of the OpenAPI document. */
public record ListInput(
        String name,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes) {

    /** A list from its name, lines of text ("2 lemons") and recipes. */
    public static ListInput of(String name, List<String> rawItems, List<RecipeRef> recipes) {
        return new ListInput(name, null, rawItems, recipes);
    }
}
