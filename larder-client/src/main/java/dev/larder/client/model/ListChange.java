package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code ListChange} of the OpenAPI document: One change of a list. One request is one change. Which members are present depends on type: item.added has items (every item the request added); recipe.added has recipes (those the request added, as they now stand on the list) and items (every item the request added, the recipes' included); item.updated has item; item.removed has item_id; recipe.removed has recipe, whose items left the list with it; list.updated (a rename, a new primary list, a member joining, leaving or removed) and list.deleted have list. Creating a list is not a change: a new list is at version 1. */
public record ListChange(
        Long version,
        String type,
        Instant at,
        String by,
        ListItem item,
        List<ListItem> items,
        String itemId,
        ListRecipe recipe,
        List<ListRecipe> recipes,
        ListChangeSummary list,
        List<CombinedItem> combinedItems,
        List<String> combinedItemsRemoved) {
}
