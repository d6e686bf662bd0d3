package dev.larder.client.model;

import java.util.List;

/** Schema {@code ListContent} of the OpenAPI document. */
public record ListContent(
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes) {

    /** Lines of text to add ("2 lemons"). */
    public static ListContent rawItems(String... lines) {
        return new ListContent(null, List.of(lines), null);
    }

    /** Recipes to add. */
    public static ListContent recipes(RecipeRef... recipes) {
        return new ListContent(null, null, List.of(recipes));
    }
}
