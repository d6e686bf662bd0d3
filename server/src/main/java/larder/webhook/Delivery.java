package larder.webhook;

import java.time.Instant;

/**
 * One event for one endpoint, and how its latest attempt went. {@code state} is {@code pending} (waiting for its
 * first or next attempt, or being attempted), {@code delivered} (a 2xx came back) or {@code failed} (24 hours of
 * retries, a 410, or the endpoint was disabled).
 */
public record Delivery(String id, String endpointId, String eventId, String eventType, String state, int attempts,
                       Integer lastStatus, Integer lastDurationMs, String lastError, Instant nextAttemptAt,
                       Instant createdAt, Instant updatedAt) {

    public static final String PENDING = "pending";
    public static final String DELIVERED = "delivered";
    public static final String FAILED = "failed";
}
