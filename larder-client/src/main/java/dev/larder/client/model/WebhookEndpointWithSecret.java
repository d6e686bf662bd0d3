package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code WebhookWithSecret} of the OpenAPI document. */
public record WebhookEndpointWithSecret(
        String id,
        String url,
        List<String> events,
        Boolean enabled,
        String disabledReason,
        String secret,
        Instant createdAt,
        Instant updatedAt) {
}
