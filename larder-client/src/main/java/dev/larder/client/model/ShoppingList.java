package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code ShoppingListView} of the OpenAPI document. */
public record ShoppingList(
        String id,
        String name,
        Boolean primary,
        Long version,
        String userId,
        Integer itemCount,
        List<ListItem> items,
        List<ListRecipe> recipes,
        List<CombinedItem> combinedItems,
        Instant createdAt,
        Instant updatedAt,
        /** Only in the answer of a request with pantry "subtract": what the pantry covered; null otherwise. */
        List<PantryCovered> pantryCovered) {
}
