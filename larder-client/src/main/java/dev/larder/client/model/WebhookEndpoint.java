package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/** Schema {@code Webhook} of the OpenAPI document. */
public record WebhookEndpoint(
        String id,
        String url,
        List<String> events,
        Boolean enabled,
        String disabledReason,
        Instant createdAt,
        Instant updatedAt) {
}
