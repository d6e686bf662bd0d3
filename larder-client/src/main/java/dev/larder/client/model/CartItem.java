package dev.larder.client.model;

import java.util.List;

/** Schema {@code CartItemView} of the OpenAPI document. */
public record CartItem(
        String id,
        String name,
        Double quantity,
        String unit,
        List<CartItemSource> sources,
        Product product,
        Integer packs,
        String status,
        Money lineTotal,
        Match match,
        FoodRef food,
        Double grams) {
}
