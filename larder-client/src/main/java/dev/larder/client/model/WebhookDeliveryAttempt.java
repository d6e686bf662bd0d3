package dev.larder.client.model;

import java.time.Instant;

/** Schema {@code WebhookDeliveryAttempt} of the OpenAPI document: One attempt of a delivery. */
public record WebhookDeliveryAttempt(
        Integer attempt,
        Integer responseStatus,
        Integer durationMs,
        String error,
        Instant attemptedAt) {
}
