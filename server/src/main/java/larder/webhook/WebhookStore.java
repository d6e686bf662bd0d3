package larder.webhook;

import static larder.webhook.db.Tables.WEBHOOK_ENDPOINT;
import static larder.webhook.db.Tables.WEBHOOK_QUOTA;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import larder.platform.PageRequest;
import larder.platform.db.HotStatement;
import larder.platform.db.Sql;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.SelectField;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * The table of webhook endpoints, and each app's count of them. Statements that carry a signing secret are run
 * through {@link HotStatement}, plain JDBC, so that jOOQ's execute logger, which prints bind values, never sees one.
 */
@Repository
class WebhookStore {

    private static final List<SelectField<?>> VISIBLE = List.of(WEBHOOK_ENDPOINT.ID, WEBHOOK_ENDPOINT.CLIENT_ID,
            WEBHOOK_ENDPOINT.URL, WEBHOOK_ENDPOINT.EVENTS, WEBHOOK_ENDPOINT.ENABLED,
            WEBHOOK_ENDPOINT.DISABLED_REASON, WEBHOOK_ENDPOINT.CREATED_AT, WEBHOOK_ENDPOINT.UPDATED_AT);

    private final DSLContext db;
    private final DeliveryStore deliveries;
    private final HotStatement insert;
    private final HotStatement rotate;
    /** Every change's event asks it. */
    private final HotStatement hearing;

    WebhookStore(DSLContext db, DeliveryStore deliveries, HotStatement.Renderer renderer) {
        this.db = db;
        this.deliveries = deliveries;
        this.insert = renderer.render(db.insertInto(WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINT.ID, WEBHOOK_ENDPOINT.CLIENT_ID,
                        WEBHOOK_ENDPOINT.URL, WEBHOOK_ENDPOINT.EVENTS, WEBHOOK_ENDPOINT.ENABLED,
                        WEBHOOK_ENDPOINT.SECRET, WEBHOOK_ENDPOINT.CREATED_AT, WEBHOOK_ENDPOINT.UPDATED_AT)
                .values(DSL.param("id", WEBHOOK_ENDPOINT.ID), DSL.param("clientId", WEBHOOK_ENDPOINT.CLIENT_ID),
                        DSL.param("url", WEBHOOK_ENDPOINT.URL), DSL.param("events", WEBHOOK_ENDPOINT.EVENTS),
                        DSL.param("enabled", WEBHOOK_ENDPOINT.ENABLED), DSL.param("secret", WEBHOOK_ENDPOINT.SECRET),
                        DSL.param("createdAt", WEBHOOK_ENDPOINT.CREATED_AT),
                        DSL.param("updatedAt", WEBHOOK_ENDPOINT.UPDATED_AT)));
        this.rotate = renderer.render(db.update(WEBHOOK_ENDPOINT)
                .set(WEBHOOK_ENDPOINT.PREVIOUS_SECRET, WEBHOOK_ENDPOINT.SECRET)
                .set(WEBHOOK_ENDPOINT.PREVIOUS_SECRET_UNTIL,
                        DSL.param("previousUntil", WEBHOOK_ENDPOINT.PREVIOUS_SECRET_UNTIL))
                .set(WEBHOOK_ENDPOINT.SECRET, DSL.param("secret", WEBHOOK_ENDPOINT.SECRET))
                .set(WEBHOOK_ENDPOINT.UPDATED_AT, DSL.param("now", WEBHOOK_ENDPOINT.UPDATED_AT))
                .where(WEBHOOK_ENDPOINT.ID.eq(DSL.param("id", WEBHOOK_ENDPOINT.ID)))
                .and(WEBHOOK_ENDPOINT.CLIENT_ID.eq(DSL.param("clientId", WEBHOOK_ENDPOINT.CLIENT_ID))));
        this.hearing = renderer.render(db.select(WEBHOOK_ENDPOINT.ID).from(WEBHOOK_ENDPOINT)
                .where(WEBHOOK_ENDPOINT.CLIENT_ID.eq(DSL.param("clientId", WEBHOOK_ENDPOINT.CLIENT_ID)))
                .and(WEBHOOK_ENDPOINT.ENABLED.isTrue())
                .and(WEBHOOK_ENDPOINT.EVENTS.eq(DSL.inline("*"))
                        .or(WEBHOOK_ENDPOINT.EVENTS.like(DSL.param("typePattern", WEBHOOK_ENDPOINT.EVENTS)))));
    }

    // --- endpoints

    /** Takes one of the app's places; false when it has {@code max} endpoints already. */
    boolean takePlace(String clientId, int max) {
        Sql.insertIfAbsent(db.insertInto(WEBHOOK_QUOTA, WEBHOOK_QUOTA.CLIENT_ID, WEBHOOK_QUOTA.ENDPOINTS)
                .values(clientId, 0).onConflictDoNothing());
        return db.update(WEBHOOK_QUOTA).set(WEBHOOK_QUOTA.ENDPOINTS, WEBHOOK_QUOTA.ENDPOINTS.plus(1))
                .where(WEBHOOK_QUOTA.CLIENT_ID.eq(clientId)).and(WEBHOOK_QUOTA.ENDPOINTS.lt(max))
                .execute() == 1;
    }

    void insert(WebhookEndpoint endpoint, String secret) {
        insert.with("id", endpoint.id()).with("clientId", endpoint.clientId()).with("url", endpoint.url())
                .with("events", endpoint.events().stored()).with("enabled", endpoint.enabled()).with("secret", secret)
                .with("createdAt", endpoint.createdAt()).with("updatedAt", endpoint.updatedAt()).update();
    }

    Optional<WebhookEndpoint> find(String clientId, String id) {
        return db.select(VISIBLE).from(WEBHOOK_ENDPOINT)
                .where(WEBHOOK_ENDPOINT.ID.eq(id)).and(WEBHOOK_ENDPOINT.CLIENT_ID.eq(clientId))
                .fetchOptional(WebhookStore::endpoint);
    }

    List<WebhookEndpoint> list(String clientId, PageRequest page) {
        var condition = WEBHOOK_ENDPOINT.CLIENT_ID.eq(clientId);
        if (page.after().isPresent()) {
            condition = condition.and(WEBHOOK_ENDPOINT.ID.gt(page.after().get().key(0)));
        }
        return db.select(VISIBLE).from(WEBHOOK_ENDPOINT).where(condition).orderBy(WEBHOOK_ENDPOINT.ID)
                .limit(page.fetchSize()).fetch(WebhookStore::endpoint);
    }

    void update(WebhookEndpoint endpoint) {
        db.update(WEBHOOK_ENDPOINT)
                .set(WEBHOOK_ENDPOINT.URL, endpoint.url())
                .set(WEBHOOK_ENDPOINT.EVENTS, endpoint.events().stored())
                .set(WEBHOOK_ENDPOINT.ENABLED, endpoint.enabled())
                .set(WEBHOOK_ENDPOINT.DISABLED_REASON, endpoint.disabledReason())
                .set(WEBHOOK_ENDPOINT.UPDATED_AT, endpoint.updatedAt())
                .where(WEBHOOK_ENDPOINT.ID.eq(endpoint.id()))
                .execute();
    }

    /** Disables an endpoint (a 410 Gone) and fails its pending deliveries. */
    void disable(String endpointId, String reason, Instant now) {
        db.update(WEBHOOK_ENDPOINT)
                .set(WEBHOOK_ENDPOINT.ENABLED, false)
                .set(WEBHOOK_ENDPOINT.DISABLED_REASON, reason)
                .set(WEBHOOK_ENDPOINT.UPDATED_AT, now)
                .where(WEBHOOK_ENDPOINT.ID.eq(endpointId)).and(WEBHOOK_ENDPOINT.ENABLED.isTrue())
                .execute();
        deliveries.failPending(endpointId, "The endpoint was disabled.", now);
    }

    boolean delete(String clientId, String id) {
        int deleted = db.deleteFrom(WEBHOOK_ENDPOINT)
                .where(WEBHOOK_ENDPOINT.ID.eq(id)).and(WEBHOOK_ENDPOINT.CLIENT_ID.eq(clientId)).execute();
        if (deleted == 0) {
            return false;
        }
        deliveries.deleteOf(id);
        db.update(WEBHOOK_QUOTA).set(WEBHOOK_QUOTA.ENDPOINTS, WEBHOOK_QUOTA.ENDPOINTS.minus(1))
                .where(WEBHOOK_QUOTA.CLIENT_ID.eq(clientId)).execute();
        return true;
    }

    boolean rotate(String clientId, String id, String secret, Instant previousUntil, Instant now) {
        return rotate.with("previousUntil", previousUntil).with("secret", secret).with("now", now).with("id", id)
                .with("clientId", clientId).update() == 1;
    }

    /** The app's enabled endpoints that hear events of {@code type}. */
    List<String> hearing(String clientId, String type) {
        return hearing.with("clientId", clientId).with("typePattern", "%," + type + ",%")
                .query((rs, row) -> rs.getString(1));
    }

    private static WebhookEndpoint endpoint(Record r) {
        return new WebhookEndpoint(r.get(WEBHOOK_ENDPOINT.ID), r.get(WEBHOOK_ENDPOINT.CLIENT_ID),
                r.get(WEBHOOK_ENDPOINT.URL), Subscription.ofStored(r.get(WEBHOOK_ENDPOINT.EVENTS)),
                r.get(WEBHOOK_ENDPOINT.ENABLED), r.get(WEBHOOK_ENDPOINT.DISABLED_REASON),
                r.get(WEBHOOK_ENDPOINT.CREATED_AT), r.get(WEBHOOK_ENDPOINT.UPDATED_AT));
    }
}
