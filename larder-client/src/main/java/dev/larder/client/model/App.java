package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code AppView} of the OpenAPI document. */
public record App(
        String clientId,
        String name,
        List<String> allowedOrigins,
        Boolean disabled,
        Instant createdAt,
        Instant updatedAt) {
}
