package dev.larder.client.model;

import java.time.Instant;

/** Response record UserView of the OpenAPI document. */
public record User(
        String id,
        Instant createdAt,
        String clientId) {
}
