package larder.webhook.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import larder.auth.ManagementCredential;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.webhook.Attempt;
import larder.webhook.Delivery;
import larder.webhook.DeliveryHistory;
import larder.webhook.WebhookEndpoint;
import larder.webhook.Webhooks;
import larder.webhook.WithSecret;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** An app's webhook endpoints and their deliveries (docs/api.md §11), for its management token only. */
@RestController
@RequestMapping("/v1beta/webhooks")
@Tag(name = "Webhooks")
class WebhooksController {

    private static final String EVENTS = "Event types of the catalogue (list.created, list.updated, list.deleted, "
            + "cart.created, cart.updated, cart.deleted, checkout.submitted, recipe.created, recipe.updated, "
            + "recipe.deleted, user.deleted), or exactly [\"*\"] for all of them.";

    private final Webhooks webhooks;

    WebhooksController(Webhooks webhooks) {
        this.webhooks = webhooks;
    }

    @Schema(name = "WebhookCreate", requiredProperties = {"url", "events"})
    record CreateWebhook(
            @Schema(description = "Absolute http or https URL without user info; not on a private, loopback or "
                    + "link-local address unless the server allows those.", maxLength = 2048, format = "uri")
            String url,
            @ArraySchema(minItems = 1, schema = @Schema(description = EVENTS))
            List<String> events) {
    }

    @Schema(name = "WebhookChange", description = "Members left out stay as they are.")
    record ChangeWebhook(
            @Nullable @Schema(maxLength = 2048, format = "uri") String url,
            @Nullable @ArraySchema(minItems = 1, schema = @Schema(description = EVENTS)) List<String> events,
            @Nullable @Schema(description = "false stops deliveries and fails those pending; true resumes.")
            Boolean enabled) {
    }

    @Schema(name = "Webhook", requiredProperties = {"id", "url", "events", "enabled", "disabled_reason",
            "created_at", "updated_at"})
    record WebhookView(
            String id,
            String url,
            @ArraySchema(minItems = 1, schema = @Schema(description = EVENTS)) List<String> events,
            boolean enabled,
            @Nullable @Schema(description = "Why the server disabled the endpoint (it answered "
                    + "410 Gone); null otherwise.") String disabledReason,
            Instant createdAt,
            Instant updatedAt) {
        static WebhookView of(WebhookEndpoint e) {
            return new WebhookView(e.id(), e.url(), e.events().asList(), e.enabled(), e.disabledReason(),
                    e.createdAt(), e.updatedAt());
        }
    }

    @Schema(name = "WebhookWithSecret", requiredProperties = {"id", "url", "events", "enabled", "disabled_reason",
            "secret", "created_at", "updated_at"})
    record WebhookWithSecretView(
            String id,
            String url,
            @ArraySchema(minItems = 1, schema = @Schema(description = EVENTS)) List<String> events,
            boolean enabled,
            @Nullable String disabledReason,
            @Schema(description = "whsec_ and the base64 of 32 random bytes. Shown only in this answer. "
                    + "Larder-Signature is keyed by its UTF-8 bytes as shown; webhook-signature (Standard Webhooks) "
                    + "by the base64-decoded part after whsec_.", pattern = "^whsec_[A-Za-z0-9+/]{43}=$")
            String secret,
            Instant createdAt,
            Instant updatedAt) {
        static WebhookWithSecretView of(WithSecret w) {
            WebhookEndpoint e = w.endpoint();
            return new WebhookWithSecretView(e.id(), e.url(), e.events().asList(), e.enabled(), e.disabledReason(),
                    w.secret(), e.createdAt(), e.updatedAt());
        }

        @Override
        public String toString() {
            return "WebhookWithSecretView[" + id + ", secret=redacted]";
        }
    }

    @Schema(name = "WebhookDeliveryAttempt", description = "One attempt of a delivery.",
            requiredProperties = {"attempt", "response_status", "duration_ms", "error", "attempted_at"})
    record AttemptView(
            @Schema(description = "Its number: 1 for the first.", minimum = "1") int attempt,
            @Nullable @Schema(description = "The HTTP status that came back; null when no answer came.")
            Integer responseStatus,
            @Schema(minimum = "0", description = "How long it took, in milliseconds.") int durationMs,
            @Nullable @Schema(description = "Why it failed (timeout, connection refused, HTTP 500…); null when a 2xx "
                    + "came back.") String error,
            Instant attemptedAt) {
        static AttemptView of(Attempt a) {
            return new AttemptView(a.number(), a.status(), a.durationMs(), a.error(), a.at());
        }
    }

    @Schema(name = "WebhookDelivery", description = "One event for one endpoint, with its latest attempt and its "
            + "recent attempts.",
            requiredProperties = {"id", "event_id", "event_type", "attempt", "outcome", "response_status",
                    "duration_ms", "error", "next_attempt_at", "created_at", "updated_at", "recent_attempts"})
    record DeliveryView(
            String id,
            String eventId,
            String eventType,
            @Schema(description = "Attempts made so far (0 before the first).", minimum = "0") int attempt,
            @Schema(allowableValues = {"pending", "delivered", "failed"}, description = "pending: waiting for its "
                    + "first or next attempt, or being attempted; delivered: a 2xx came back; failed: 24 h of "
                    + "retries ran out, the endpoint answered 410, or it was disabled.") String outcome,
            @Nullable @Schema(description = "The HTTP status of the latest attempt; null before "
                    + "the first or when no answer came.") Integer responseStatus,
            @Nullable @Schema(minimum = "0", description = "How long the latest attempt took, "
                    + "in milliseconds.") Integer durationMs,
            @Nullable @Schema(description = "Why the latest attempt failed (timeout, connection "
                    + "refused, HTTP 500…).") String error,
            @Nullable @Schema(format = "date-time", description = "When the next attempt is due; "
                    + "null unless pending.") Instant nextAttemptAt,
            Instant createdAt,
            Instant updatedAt,
            @ArraySchema(maxItems = DeliveryHistory.RECENT_ATTEMPTS, arraySchema = @Schema(description = "The latest "
                    + "attempts, newest first: all of them, or the last " + DeliveryHistory.RECENT_ATTEMPTS
                    + " (attempt says how many there were). Empty before the first."))
            List<AttemptView> recentAttempts) {
        /** A delivery just made, which has no attempts yet. */
        static DeliveryView of(Delivery d) {
            return of(new DeliveryHistory(d, List.of()));
        }

        static DeliveryView of(DeliveryHistory h) {
            Delivery d = h.delivery();
            return new DeliveryView(d.id(), d.eventId(), d.eventType(), d.attempts(), d.state(), d.lastStatus(),
                    d.lastDurationMs(), d.lastError(), d.nextAttemptAt(), d.createdAt(), d.updatedAt(),
                    h.attempts().stream().map(AttemptView::of).toList());
        }
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createWebhook",
            summary = "Register a webhook endpoint", description = "Management token only (a user token gets "
            + "403). At most 20 endpoints per app. The answer carries the signing secret, which is never shown "
            + "again. Each event is POSTed as {id, type, created_at, data: {object}} with Larder-Event-Id, "
            + "Larder-Signature (t=<unix>,v1=<hex HMAC-SHA256 of \"<t>.<body>\">) and the Standard Webhooks "
            + "headers webhook-id, webhook-timestamp and webhook-signature. Any answer but 2xx, or none within 10 s, "
            + "is retried with exponential back-off and jitter (about 5 s, 30 s, …) for 24 h; 429 and 503 honour "
            + "Retry-After; 410 disables the endpoint; redirects are not followed.")
    ResponseEntity<WebhookWithSecretView> create(ManagementCredential credential, @RequestBody CreateWebhook body) {
        WithSecret created = webhooks.create(credential.clientId(), body.url(), body.events());
        return ResponseEntity.created(URI.create("/v1beta/webhooks/" + created.endpoint().id()))
                .body(WebhookWithSecretView.of(created));
    }

    @GetMapping
    @Operation(operationId = "listWebhooks",
            summary = "List the app's webhook endpoints", description = "Management token only. Oldest first.")
    Page<WebhookView> list(ManagementCredential credential, PageRequest page) {
        return webhooks.list(credential.clientId(), page).map(WebhookView::of);
    }

    @GetMapping("/{id}")
    @Operation(operationId = "getWebhook",
            summary = "Read a webhook endpoint", description = "Management token only. The secret is not shown.")
    WebhookView get(ManagementCredential credential, @PathVariable String id) {
        return WebhookView.of(webhooks.get(credential.clientId(), id));
    }

    @PatchMapping("/{id}")
    @Operation(operationId = "updateWebhook",
            summary = "Change a webhook endpoint's url, events or enabled", description = "Management token "
            + "only. Disabling fails the endpoint's pending deliveries; enabling again clears disabled_reason.")
    WebhookView update(ManagementCredential credential, @PathVariable String id, @RequestBody ChangeWebhook body) {
        return WebhookView.of(webhooks.update(credential.clientId(), id,
                new Webhooks.Change(body.url(), body.events(), body.enabled())));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteWebhook",
            summary = "Delete a webhook endpoint", description = "Management token only. Its pending deliveries "
            + "are dropped.")
    void delete(ManagementCredential credential, @PathVariable String id) {
        webhooks.delete(credential.clientId(), id);
    }

    @PostMapping("/{id}/rotate_secret")
    @Operation(operationId = "rotateWebhookSecret",
            summary = "Rotate a webhook endpoint's signing secret", description = "Management token only. "
            + "Answers the new secret, shown only here. For 24 hours the old secret keeps signing beside it: "
            + "Larder-Signature carries one v1= per secret and webhook-signature two space-separated signatures.")
    WebhookWithSecretView rotateSecret(ManagementCredential credential, @PathVariable String id) {
        return WebhookWithSecretView.of(webhooks.rotateSecret(credential.clientId(), id));
    }

    @PostMapping("/{id}/ping")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "pingWebhook",
            summary = "Send a webhook.ping event to this endpoint alone", description = "Management token only. "
            + "Answers the new delivery; its data.object is {id, url} of the endpoint. Sent even when the endpoint "
            + "is disabled.")
    ResponseEntity<DeliveryView> ping(ManagementCredential credential, @PathVariable String id) {
        Delivery delivery = webhooks.ping(credential.clientId(), id);
        return ResponseEntity.created(URI.create("/v1beta/webhooks/" + id + "/deliveries/" + delivery.id()))
                .body(DeliveryView.of(delivery));
    }

    @GetMapping("/{id}/deliveries")
    @Operation(operationId = "listWebhookDeliveries", summary = "List a webhook endpoint's deliveries", description = "Management token only. Newest "
            + "first, paged; each shows its latest attempt, and its recent attempts with their response status "
            + "(recent_attempts, newest first, at most " + DeliveryHistory.RECENT_ATTEMPTS + "). Deliveries are "
            + "kept 7 days after they end, with their attempts.")
    Page<DeliveryView> deliveries(ManagementCredential credential, @PathVariable String id,
                                  PageRequest page) {
        return webhooks.deliveries(credential.clientId(), id, page).map(DeliveryView::of);
    }

    @GetMapping("/{id}/deliveries/{deliveryId}")
    @Operation(operationId = "getWebhookDelivery", summary = "Read a delivery", description = "Management token only. With its recent attempts, as "
            + "in the list.")
    DeliveryView delivery(ManagementCredential credential, @PathVariable String id,
                          @PathVariable String deliveryId) {
        return DeliveryView.of(webhooks.delivery(credential.clientId(), id, deliveryId));
    }

    @PostMapping("/{id}/deliveries/{deliveryId}/redeliver")
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "redeliverWebhookDelivery",
            summary = "Send a delivery's event again", description = "Management token only. Creates and "
            + "answers a new delivery of the same event (same event id, so receivers de-duplicate), due at once. "
            + "404 when the event is no longer kept (7 days).")
    ResponseEntity<DeliveryView> redeliver(ManagementCredential credential, @PathVariable String id,
                                           @PathVariable String deliveryId) {
        Delivery delivery = webhooks.redeliver(credential.clientId(), id, deliveryId);
        return ResponseEntity.created(URI.create("/v1beta/webhooks/" + id + "/deliveries/" + delivery.id()))
                .body(DeliveryView.of(delivery));
    }
}
