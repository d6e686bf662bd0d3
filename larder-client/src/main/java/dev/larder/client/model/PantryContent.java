package dev.larder.client.model;

import java.util.List;

/** Schema {@code PantryContent} of the OpenAPI document: items and lines of text to add to the pantry. */
public record PantryContent(
        List<ItemInput> items,
        List<String> rawItems) {

    /** Lines of text to add ("500 g flour"). */
    public static PantryContent rawItems(String... lines) {
        return new PantryContent(null, List.of(lines));
    }

    /** Items to add. */
    public static PantryContent items(ItemInput... items) {
        return new PantryContent(List.of(items), null);
    }
}
