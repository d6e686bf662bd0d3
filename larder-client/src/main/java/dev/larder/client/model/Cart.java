package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code CartView} of the OpenAPI document. */
public record Cart(
        String id,
        RetailerRef retailer,
        String status,
        Long version,
        String userId,
        List<CartItem> items,
        List<CartRecipe> recipes,
        Money subtotal,
        Instant createdAt,
        Instant updatedAt,
        /** Only in the answer of a request with pantry "subtract": what the pantry covered; null otherwise. */
        List<PantryCovered> pantryCovered) {
}
