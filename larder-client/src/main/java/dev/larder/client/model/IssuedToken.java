package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code IssuedTokenView} of the OpenAPI document. */
public record IssuedToken(
        String id,
        String name,
        String token,
        Instant createdAt) {
}
