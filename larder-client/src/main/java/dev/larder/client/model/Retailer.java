package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code RetailerView} of the OpenAPI document. */
public record Retailer(
        String id,
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate,
        Instant createdAt,
        Instant updatedAt,
        List<String> postalCodes) {
}
