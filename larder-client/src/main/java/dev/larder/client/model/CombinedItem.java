package dev.larder.client.model;

import java.util.List;

/** Schema {@code CombinedItemView} of the OpenAPI document. */
public record CombinedItem(
        String id,
        String name,
        Double quantity,
        String unit,
        String category,
        Boolean checked,
        List<String> itemIds) {
}
