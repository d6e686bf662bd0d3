package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code UserView} of the OpenAPI document. */
public record User(
        String id,
        Instant createdAt,
        String clientId) {
}
