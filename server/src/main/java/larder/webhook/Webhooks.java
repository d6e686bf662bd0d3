package larder.webhook;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.http.OutboundHttp;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * An app's webhook endpoints (docs/api.md §11): registering, changing and removing them, rotating their
 * secrets, pinging them, and reading and repeating their deliveries. Every method takes the app's client id; an
 * endpoint of another app is not found.
 */
@Service
public class Webhooks {

    /** How long a rotated-out secret keeps signing beside the new one. */
    public static final Duration ROTATION_OVERLAP = Duration.ofHours(24);

    private final WebhookStore store;
    private final DeliveryStore deliveries;
    private final Outbox outbox;
    private final OutboundHttp http;
    private final WebhookSettings settings;
    private final Clock clock;

    Webhooks(WebhookStore store, DeliveryStore deliveries, Outbox outbox, OutboundHttp http,
             WebhookSettings settings, Clock clock) {
        this.store = store;
        this.deliveries = deliveries;
        this.outbox = outbox;
        this.http = http;
        this.settings = settings;
        this.clock = clock;
    }

    /** A change to an endpoint; null members stay as they are. */
    public record Change(String url, List<String> events, Boolean enabled) {
    }

    @Transactional
    public WithSecret create(String clientId, String url, List<String> events) {
        List<FieldProblem> problems = new ArrayList<>();
        EndpointUrl endpointUrl = checkedUrl(url, problems);
        Subscription subscription = Subscription.parse(events, "/events", problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        if (!store.takePlace(clientId, settings.maxEndpoints())) {
            throw new TooManyEndpoints(settings.maxEndpoints());
        }
        Instant now = clock.instant();
        WebhookEndpoint endpoint = new WebhookEndpoint(Ids.next("whk"), clientId, endpointUrl.toString(),
                subscription, true, null, now, now);
        String secret = SigningSecrets.newSecret();
        store.insert(endpoint, secret);
        return new WithSecret(endpoint, secret);
    }

    @Transactional(readOnly = true)
    public Page<WebhookEndpoint> list(String clientId, PageRequest page) {
        return Page.of(store.list(clientId, page), page, e -> Cursor.of(e.id()));
    }

    @Transactional(readOnly = true)
    public WebhookEndpoint get(String clientId, String id) {
        return store.find(clientId, id).orElseThrow(() -> new NotFound("The webhook endpoint"));
    }

    @Transactional
    public WebhookEndpoint update(String clientId, String id, Change change) {
        WebhookEndpoint endpoint = get(clientId, id);
        List<FieldProblem> problems = new ArrayList<>();
        EndpointUrl url = change.url() == null ? null : checkedUrl(change.url(), problems);
        Subscription events = change.events() == null ? null : Subscription.parse(change.events(), "/events",
                problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        Instant now = clock.instant();
        boolean enabled = change.enabled() == null ? endpoint.enabled() : change.enabled();
        WebhookEndpoint changed = new WebhookEndpoint(endpoint.id(), clientId,
                url == null ? endpoint.url() : url.toString(), events == null ? endpoint.events() : events, enabled,
                enabled ? null : endpoint.disabledReason(), endpoint.createdAt(), now);
        store.update(changed);
        if (endpoint.enabled() && !enabled) {
            deliveries.failPending(id, "The endpoint was disabled.", now);
        }
        return changed;
    }

    @Transactional
    public void delete(String clientId, String id) {
        if (!store.delete(clientId, id)) {
            throw new NotFound("The webhook endpoint");
        }
    }

    @Transactional
    public WithSecret rotateSecret(String clientId, String id) {
        WebhookEndpoint endpoint = get(clientId, id);
        Instant now = clock.instant();
        String secret = SigningSecrets.newSecret();
        store.rotate(clientId, id, secret, now.plus(ROTATION_OVERLAP), now);
        return new WithSecret(endpoint, secret);
    }

    /** Sends a {@code webhook.ping} event to this endpoint alone; answers its delivery. */
    @Transactional
    public Delivery ping(String clientId, String id) {
        WebhookEndpoint endpoint = get(clientId, id);
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("id", endpoint.id());
        object.put("url", endpoint.url());
        String deliveryId = outbox.recordFor(endpoint.id(), clientId, EventTypes.PING, object);
        return deliveries.find(endpoint.id(), deliveryId).orElseThrow();
    }

    /** Sends a delivery's event again, as a new delivery; answers it. */
    @Transactional
    public Delivery redeliver(String clientId, String id, String deliveryId) {
        WebhookEndpoint endpoint = get(clientId, id);
        Delivery delivery = deliveries.find(endpoint.id(), deliveryId)
                .orElseThrow(() -> new NotFound("The delivery"));
        String again = outbox.redeliver(endpoint.id(), delivery.eventId(), delivery.eventType())
                .orElseThrow(() -> new NotFound("The delivery's event"));
        return deliveries.find(endpoint.id(), again).orElseThrow();
    }

    /** A delivery with its recent attempts. */
    @Transactional(readOnly = true)
    public DeliveryHistory delivery(String clientId, String id, String deliveryId) {
        WebhookEndpoint endpoint = get(clientId, id);
        Delivery delivery = deliveries.find(endpoint.id(), deliveryId).orElseThrow(() -> new NotFound("The delivery"));
        return new DeliveryHistory(delivery, deliveries.recentAttempts(List.of(delivery.id()),
                DeliveryHistory.RECENT_ATTEMPTS).getOrDefault(delivery.id(), List.of()));
    }

    /** The endpoint's deliveries, newest first, each with its latest attempt and its recent attempts. */
    @Transactional(readOnly = true)
    public Page<DeliveryHistory> deliveries(String clientId, String id, PageRequest page) {
        WebhookEndpoint endpoint = get(clientId, id);
        Page<Delivery> found = Page.of(deliveries.page(endpoint.id(), page), page, DeliveryStore::cursorOf);
        Map<String, List<Attempt>> attempts = deliveries.recentAttempts(
                found.data().stream().map(Delivery::id).toList(), DeliveryHistory.RECENT_ATTEMPTS);
        return found.map(d -> new DeliveryHistory(d, attempts.getOrDefault(d.id(), List.of())));
    }

    /** A valid URL whose host does not resolve to an address the server refuses (checked again on connecting). */
    private EndpointUrl checkedUrl(String url, List<FieldProblem> problems) {
        EndpointUrl parsed = EndpointUrl.parse(url, "/url", problems);
        if (parsed != null && http.refuses(parsed.host())) {
            problems.add(FieldProblem.invalid("/url", "points at a private, loopback or link-local address, which "
                    + "this server does not send to"));
            return null;
        }
        return parsed;
    }
}
