package larder.webhook;

import static larder.webhook.db.Tables.OUTBOX_EVENT;
import static larder.webhook.db.Tables.WEBHOOK_DELIVERY;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.platform.event.ApiEvent;
import larder.platform.event.ApiEventBatch;
import larder.platform.Ids;
import larder.platform.db.AfterCommit;
import larder.platform.db.HotStatement;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records every {@link ApiEvent} as it is published: synchronously, so in the transaction of the change that
 * caused it (a crash loses neither or both). The row holds the webhook body itself,
 * {@code {"id", "type", "created_at", "data": {"object": …}}}, its object rendered as the API shows it by the event's
 * module ({@link EventObjects}). In the same transaction it writes one delivery for
 * each of the app's enabled endpoints that hears the type, and once that commits it wakes this node's dispatcher.
 */
@Component
class Outbox {

    static final Duration RETENTION = Duration.ofDays(7);

    private final DSLContext db;
    private final JsonMapper json;
    private final Clock clock;
    private final WebhookStore webhooks;
    private final DeliveryStore deliveries;
    private final Dispatcher dispatcher;
    private final EventObjects objects;
    /** Every change runs it. */
    private final HotStatement insert;

    Outbox(DSLContext db, JsonMapper json, Clock clock, WebhookStore webhooks, DeliveryStore deliveries,
           Dispatcher dispatcher, EventObjects objects, HotStatement.Renderer renderer) {
        this.db = db;
        this.json = json;
        this.clock = clock;
        this.webhooks = webhooks;
        this.deliveries = deliveries;
        this.dispatcher = dispatcher;
        this.objects = objects;
        this.insert = renderer.render(db.insertInto(OUTBOX_EVENT, OUTBOX_EVENT.ID, OUTBOX_EVENT.CLIENT_ID,
                        OUTBOX_EVENT.TYPE, OUTBOX_EVENT.PAYLOAD, OUTBOX_EVENT.CREATED_AT)
                .values(DSL.param("id", OUTBOX_EVENT.ID), DSL.param("clientId", OUTBOX_EVENT.CLIENT_ID),
                        DSL.param("type", OUTBOX_EVENT.TYPE), DSL.param("payload", OUTBOX_EVENT.PAYLOAD),
                        DSL.param("createdAt", OUTBOX_EVENT.CREATED_AT)));
    }

    @EventListener
    void record(ApiEvent event) {
        record(List.of(event));
    }

    /**
     * Records a batch of events as {@link #record(ApiEvent)} records each: their rows in one JDBC batch, and the
     * endpoints that hear them looked up once per app and type. First among the batch's listeners, so that a batch's
     * events (user.deleted) are recorded before the events of what the other modules do on hearing it (list.deleted):
     * the order is stated here, not left to the order in which packages are scanned.
     */
    @EventListener
    @Order(Ordered.HIGHEST_PRECEDENCE)
    void record(ApiEventBatch batch) {
        record(batch.events());
    }

    private void record(List<? extends ApiEvent> events) {
        if (events.isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        List<Recorded> rows = events.stream().map(e -> new Recorded(Ids.next("evt"), e)).toList();
        if (rows.size() == 1) {
            // Every change records one event: a plain statement, not a batch of one.
            Recorded row = rows.getFirst();
            values(row.id(), row.event().clientId(), row.event().type(), objects.of(row.event()), now).update();
        } else {
            insert.batch(rows, r -> values(r.id(), r.event().clientId(), r.event().type(), objects.of(r.event()),
                    now));
        }
        Map<List<String>, List<String>> hearing = new HashMap<>();
        Set<String> woken = new LinkedHashSet<>();
        for (Recorded row : rows) {
            ApiEvent event = row.event();
            List<String> endpoints = hearing.computeIfAbsent(List.of(event.clientId(), event.type()),
                    key -> webhooks.hearing(key.get(0), key.get(1)));
            if (!endpoints.isEmpty()) {
                deliveries.insert(endpoints, row.id(), event.type(), now, now);
                woken.addAll(endpoints);
            }
        }
        if (!woken.isEmpty()) {
            wakeAfterCommit(List.copyOf(woken));
        }
    }

    private record Recorded(String id, ApiEvent event) {
    }

    /** Records an event for one endpoint alone (a ping); answers its delivery's id. Runs in a transaction. */
    String recordFor(String endpointId, String clientId, String type, Object object) {
        Instant now = clock.instant();
        String id = insert(clientId, type, object, now);
        String delivery = deliveries.insert(List.of(endpointId), id, type, now, now).getFirst();
        wakeAfterCommit(List.of(endpointId));
        return delivery;
    }

    /** Sends a recorded event again to one endpoint, if the outbox still has it. Runs in a transaction. */
    java.util.Optional<String> redeliver(String endpointId, String eventId, String type) {
        return deliveries.eventCreatedAt(eventId).map(createdAt -> {
            String delivery = deliveries.insert(List.of(endpointId), eventId, type, createdAt,
                    clock.instant()).getFirst();
            wakeAfterCommit(List.of(endpointId));
            return delivery;
        });
    }

    private String insert(String clientId, String type, Object object, Instant now) {
        String id = Ids.next("evt");
        values(id, clientId, type, object, now).update();
        return id;
    }

    private HotStatement.Values values(String id, String clientId, String type, Object object, Instant now) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", id);
        body.put("type", type);
        body.put("created_at", now.toString());
        body.put("data", Map.of("object", object));
        return insert.with("id", id).with("clientId", clientId).with("type", type)
                .with("payload", json.writeValueAsString(body)).with("createdAt", now);
    }

    private void wakeAfterCommit(List<String> endpoints) {
        AfterCommit.run(() -> dispatcher.wake(endpoints));
    }

    /**
     * Forgets events after a week, except those a delivery still waits to send, and deliveries that ended a week
     * ago.
     */
    @Scheduled(initialDelay = 600_000, fixedDelay = 3_600_000)
    void forgetOld() {
        Instant before = clock.instant().minus(RETENTION);
        deliveries.forgetEnded(before);
        db.deleteFrom(OUTBOX_EVENT)
                .where(OUTBOX_EVENT.CREATED_AT.lt(before))
                .andNotExists(DSL.selectOne().from(WEBHOOK_DELIVERY)
                        .where(WEBHOOK_DELIVERY.EVENT_ID.eq(OUTBOX_EVENT.ID))
                        .and(WEBHOOK_DELIVERY.STATE.eq(Delivery.PENDING)))
                .execute();
    }
}
