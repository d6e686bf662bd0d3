package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code CartSummaryView} of the OpenAPI document. */
public record CartSummary(
        String id,
        RetailerRef retailer,
        String status,
        Long version,
        String userId,
        Integer itemCount,
        Money subtotal,
        Instant createdAt,
        Instant updatedAt) {
}
