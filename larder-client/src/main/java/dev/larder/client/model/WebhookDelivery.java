package dev.larder.client.model;

import java.time.Instant;
import java.util.List;

/**
 * Schema {@code WebhookDelivery} of the OpenAPI document: One event for one endpoint, with its latest attempt and its
 * recent attempts.
 */
public record WebhookDelivery(
        String id,
        String eventId,
        String eventType,
        Integer attempt,
        String outcome,
        Integer responseStatus,
        Integer durationMs,
        String error,
        Instant nextAttemptAt,
        Instant createdAt,
        Instant updatedAt,
        List<WebhookDeliveryAttempt> recentAttempts) {
}
