package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code ListItemView} of the OpenAPI document. */
public record ListItem(
        String id,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String brand,
        String text,
        String category,
        Boolean checked,
        ItemRecipe recipe,
        FoodRef food,
        Double grams,
        Instant createdAt,
        Instant updatedAt) {
}
