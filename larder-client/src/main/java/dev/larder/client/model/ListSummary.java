package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code ListSummaryView} of the OpenAPI document. */
public record ListSummary(
        String id,
        String name,
        Boolean primary,
        Long version,
        String userId,
        String role,
        Integer itemCount,
        Instant createdAt,
        Instant updatedAt) {
}
