package dev.larder.client.model;

import java.util.List;

/** Response record CombinedItemView of the OpenAPI document. */
public record CombinedItem(
        String id,
        String name,
        Double quantity,
        String unit,
        String category,
        Boolean checked,
        List<String> itemIds) {
}
