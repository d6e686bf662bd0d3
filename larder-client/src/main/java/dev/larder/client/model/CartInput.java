package dev.larder.client.model;

import java.util.List;

/** Schema {@code CartInput} of the OpenAPI document. */
public record CartInput(
        String retailerId,
        List<ItemInput> items,
        List<String> rawItems,
        List<RecipeRef> recipes,
        String listId) {

    /** A cart at a retailer (null when the app has one) from lines of text and recipes. */
    public static CartInput of(String retailerId, List<String> rawItems, List<RecipeRef> recipes) {
        return new CartInput(retailerId, null, rawItems, recipes, null);
    }

    /** A cart of a list's unchecked items; checking it out checks on the list what it bought. */
    public static CartInput fromList(String retailerId, String listId) {
        return new CartInput(retailerId, null, null, null, listId);
    }
}
