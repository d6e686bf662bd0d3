package larder.webhook;

import java.time.Instant;

/**
 * A registered webhook endpoint of one app, as anyone may see it: no secret. {@code disabledReason} says why
 * delivery stopped when the server disabled it (a {@code 410 Gone}); null when enabled or disabled by the app.
 */
public record WebhookEndpoint(String id, String clientId, String url, Subscription events, boolean enabled,
                              String disabledReason, Instant createdAt, Instant updatedAt) {
}
