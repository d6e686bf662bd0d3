package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code TokenView} of the OpenAPI document. */
public record ManagementTokenInfo(
        String id,
        String name,
        Instant createdAt,
        Instant lastUsedAt) {
}
