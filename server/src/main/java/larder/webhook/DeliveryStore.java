package larder.webhook;

import static larder.webhook.db.Tables.OUTBOX_EVENT;
import static larder.webhook.db.Tables.WEBHOOK_ATTEMPT;
import static larder.webhook.db.Tables.WEBHOOK_DELIVERY;
import static larder.webhook.db.Tables.WEBHOOK_ENDPOINT;

import java.net.URI;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.PageRequest;
import larder.platform.db.HotStatement;
import org.jooq.DSLContext;
import org.jooq.Record1;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.SelectField;
import org.jooq.impl.DSL;
import org.springframework.jdbc.support.SqlArrayValue;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The table of webhook deliveries: one row per event and endpoint, its state the delivery's whole state (what is due
 * when, how many attempts were made, how the last one ended). Statements that fetch a signing secret (the claims)
 * run through {@link HotStatement}, plain JDBC, so that jOOQ's execute logger, which prints fetched rows, never sees
 * one.
 */
@Repository
class DeliveryStore {

    /** What a claim answers per delivery, in {@link #claimed}'s order. */
    private static final List<SelectField<?>> CLAIMED = List.of(WEBHOOK_DELIVERY.ID, WEBHOOK_DELIVERY.ENDPOINT_ID,
            WEBHOOK_DELIVERY.ATTEMPTS, WEBHOOK_DELIVERY.EVENT_ID, WEBHOOK_DELIVERY.EVENT_TYPE,
            WEBHOOK_DELIVERY.EVENT_CREATED_AT, WEBHOOK_DELIVERY.CREATED_AT, OUTBOX_EVENT.PAYLOAD, WEBHOOK_ENDPOINT.URL,
            WEBHOOK_ENDPOINT.SECRET, WEBHOOK_ENDPOINT.PREVIOUS_SECRET, WEBHOOK_ENDPOINT.PREVIOUS_SECRET_UNTIL);

    /**
     * The claim on PostgreSQL, for several endpoints at once in one round trip: for each (endpoint, count) pair of
     * the two arrays, the endpoint's oldest due rows not locked by another node; those rows move to the end of
     * their lease; and they come back joined to their event's body and their endpoint's URL and secrets.
     */
    private static final String POSTGRES_CLAIM = """
            with picked as (
              select p.id, p.next_attempt_at as due
              from unnest(cast({0} as varchar[]), cast({1} as integer[])) as wanted(endpoint_id, n)
              cross join lateral (
                select d.id, d.next_attempt_at from webhook_delivery d
                where d.endpoint_id = wanted.endpoint_id and d.state = 'pending' and d.next_attempt_at <= {2}
                order by d.next_attempt_at
                limit wanted.n
                for update skip locked) p
            ), claimed as (
              update webhook_delivery d
              set attempts = d.attempts + 1, next_attempt_at = {3}, updated_at = {2}
              from picked
              where d.id = picked.id
              returning d.id, d.endpoint_id, d.attempts, d.event_id, d.event_type, d.event_created_at, d.created_at,
                picked.due
            )
            select c.id, c.endpoint_id, c.attempts, c.event_id, c.event_type, c.event_created_at, c.created_at,
              o.payload, e.url, e.secret, e.previous_secret, e.previous_secret_until
            from claimed c
            join webhook_endpoint e on e.id = c.endpoint_id
            left join outbox_event o on o.id = c.event_id
            order by c.endpoint_id, c.due, c.id""";

    private final DSLContext db;
    private final TransactionTemplate tx;
    private final HotStatement insert;
    private final HotStatement complete;
    private final HotStatement attempted;
    /** On PostgreSQL only. */
    private final HotStatement postgresClaim;
    /** On H2: the rows just claimed, by id. */
    private final HotStatement claimedRows;

    /** A claimed attempt: everything needed to send it (the body, where to and how to sign), without another read. */
    record Claimed(String deliveryId, String endpointId, int attempts, String eventId, String eventType,
                   Instant eventCreatedAt, Instant createdAt, String payload, Target target) {
    }

    /** Where and how to send an endpoint's deliveries. */
    record Target(URI url, SigningSecrets secrets) {
        @Override
        public String toString() {
            return "Target[" + url + "]";
        }
    }

    /** The result of one attempt, written back in batches. */
    record Completion(String deliveryId, int attempts, String state, Instant nextAttemptAt, Integer status,
                      int durationMs, String error, Instant at) {
    }

    DeliveryStore(DSLContext db, TransactionTemplate tx, HotStatement.Renderer renderer) {
        this.db = db;
        this.tx = tx;
        this.insert = renderer.render(db.insertInto(WEBHOOK_DELIVERY, WEBHOOK_DELIVERY.ID,
                        WEBHOOK_DELIVERY.ENDPOINT_ID, WEBHOOK_DELIVERY.EVENT_ID, WEBHOOK_DELIVERY.EVENT_TYPE,
                        WEBHOOK_DELIVERY.STATE, WEBHOOK_DELIVERY.ATTEMPTS, WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT,
                        WEBHOOK_DELIVERY.EVENT_CREATED_AT, WEBHOOK_DELIVERY.CREATED_AT, WEBHOOK_DELIVERY.UPDATED_AT)
                .values(DSL.param("id", WEBHOOK_DELIVERY.ID), DSL.param("endpointId", WEBHOOK_DELIVERY.ENDPOINT_ID),
                        DSL.param("eventId", WEBHOOK_DELIVERY.EVENT_ID),
                        DSL.param("type", WEBHOOK_DELIVERY.EVENT_TYPE), DSL.inline(Delivery.PENDING),
                        DSL.inline(0), DSL.param("now", WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT),
                        DSL.param("eventCreatedAt", WEBHOOK_DELIVERY.EVENT_CREATED_AT),
                        DSL.param("now", WEBHOOK_DELIVERY.CREATED_AT), DSL.param("now", WEBHOOK_DELIVERY.UPDATED_AT)));
        // "and state = pending": an endpoint disabled meanwhile has failed its pending deliveries for good.
        this.complete = renderer.render(db.update(WEBHOOK_DELIVERY)
                .set(WEBHOOK_DELIVERY.STATE, DSL.param("state", WEBHOOK_DELIVERY.STATE))
                .set(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, DSL.param("next", WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT))
                .set(WEBHOOK_DELIVERY.LAST_STATUS, DSL.param("status", WEBHOOK_DELIVERY.LAST_STATUS))
                .set(WEBHOOK_DELIVERY.LAST_DURATION_MS, DSL.param("millis", WEBHOOK_DELIVERY.LAST_DURATION_MS))
                .set(WEBHOOK_DELIVERY.LAST_ERROR, DSL.param("error", WEBHOOK_DELIVERY.LAST_ERROR))
                .set(WEBHOOK_DELIVERY.UPDATED_AT, DSL.param("at", WEBHOOK_DELIVERY.UPDATED_AT))
                .where(WEBHOOK_DELIVERY.ID.eq(DSL.param("id", WEBHOOK_DELIVERY.ID)))
                .and(WEBHOOK_DELIVERY.ATTEMPTS.eq(DSL.param("attempts", WEBHOOK_DELIVERY.ATTEMPTS)))
                .and(WEBHOOK_DELIVERY.STATE.eq(DSL.inline(Delivery.PENDING))));
        this.attempted = renderer.render(db.insertInto(WEBHOOK_ATTEMPT, WEBHOOK_ATTEMPT.DELIVERY_ID,
                        WEBHOOK_ATTEMPT.ATTEMPT, WEBHOOK_ATTEMPT.STATUS, WEBHOOK_ATTEMPT.DURATION_MS,
                        WEBHOOK_ATTEMPT.ERROR, WEBHOOK_ATTEMPT.ATTEMPTED_AT)
                .values(DSL.param("id", WEBHOOK_ATTEMPT.DELIVERY_ID), DSL.param("attempt", WEBHOOK_ATTEMPT.ATTEMPT),
                        DSL.param("status", WEBHOOK_ATTEMPT.STATUS), DSL.param("millis", WEBHOOK_ATTEMPT.DURATION_MS),
                        DSL.param("error", WEBHOOK_ATTEMPT.ERROR), DSL.param("at", WEBHOOK_ATTEMPT.ATTEMPTED_AT)));
        this.postgresClaim = db.dialect().family() != SQLDialect.POSTGRES ? null
                : renderer.render(db.resultQuery(POSTGRES_CLAIM, DSL.param("endpoints"), DSL.param("counts"),
                        DSL.param("now"), DSL.param("leaseEnd")));
        this.claimedRows = renderer.render(db.select(CLAIMED).from(WEBHOOK_DELIVERY)
                .join(WEBHOOK_ENDPOINT).on(WEBHOOK_ENDPOINT.ID.eq(WEBHOOK_DELIVERY.ENDPOINT_ID))
                .leftJoin(OUTBOX_EVENT).on(OUTBOX_EVENT.ID.eq(WEBHOOK_DELIVERY.EVENT_ID))
                // jOOQ renders "= any" of an unbound array as "false"; the template keeps the placeholder.
                .where(DSL.condition("{0} = any({1})", WEBHOOK_DELIVERY.ID, DSL.param("ids", String[].class)))
                .orderBy(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, WEBHOOK_DELIVERY.ID));
    }

    /** New deliveries of one event, due at once; answers their ids. */
    List<String> insert(List<String> endpointIds, String eventId, String type, Instant eventCreatedAt, Instant now) {
        List<String> ids = new ArrayList<>(endpointIds.size());
        Map<String, String> endpointOf = new HashMap<>();
        for (String endpointId : endpointIds) {
            String id = Ids.next("dlv");
            ids.add(id);
            endpointOf.put(id, endpointId);
        }
        insert.batch(ids, id -> insert.with("id", id).with("endpointId", endpointOf.get(id))
                .with("eventId", eventId).with("type", type).with("eventCreatedAt", eventCreatedAt).with("now", now));
        return ids;
    }

    Optional<Delivery> find(String endpointId, String id) {
        return db.selectFrom(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.ID.eq(id)).and(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId))
                .fetchOptional(DeliveryStore::delivery);
    }

    /** Newest first. */
    List<Delivery> page(String endpointId, PageRequest page) {
        var condition = WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId);
        if (page.after().isPresent()) {
            condition = condition.and(WEBHOOK_DELIVERY.ID.lt(page.after().get().key(0)));
        }
        return db.selectFrom(WEBHOOK_DELIVERY).where(condition).orderBy(WEBHOOK_DELIVERY.ID.desc())
                .limit(page.fetchSize()).fetch(DeliveryStore::delivery);
    }

    static Cursor cursorOf(Delivery delivery) {
        return Cursor.of(delivery.id());
    }

    /** When an event was recorded, if the outbox still has it. */
    Optional<Instant> eventCreatedAt(String eventId) {
        return db.select(OUTBOX_EVENT.CREATED_AT).from(OUTBOX_EVENT).where(OUTBOX_EVENT.ID.eq(eventId))
                .fetchOptional(Record1::value1);
    }

    /**
     * Claims due deliveries for this node, up to {@code wanted.get(endpoint)} of each endpoint, oldest due first:
     * rows another node is claiming are skipped ({@code FOR UPDATE SKIP LOCKED}), and each claimed row's next
     * attempt moves to the end of the {@code lease}, so that no one else takes it meanwhile; if this node dies, the
     * row is due again then. The attempt count is the claim's version: a result is written back only for the
     * attempt that was claimed. Each claimed row comes with its event's body and its endpoint's URL and secrets.
     *
     * <p>On PostgreSQL this is one statement for all endpoints ({@link #POSTGRES_CLAIM}), atomic by itself; on H2,
     * which runs in this process, three per endpoint, in a transaction.
     */
    List<Claimed> claim(Map<String, Integer> wanted, Instant now, Duration lease) {
        if (wanted.isEmpty()) {
            return List.of();
        }
        if (postgresClaim != null) {
            String[] endpoints = wanted.keySet().toArray(String[]::new);
            Integer[] counts = new Integer[endpoints.length];
            for (int i = 0; i < endpoints.length; i++) {
                counts[i] = wanted.get(endpoints[i]);
            }
            return postgresClaim.with("endpoints", new SqlArrayValue("varchar", (Object[]) endpoints))
                    .with("counts", new SqlArrayValue("integer", (Object[]) counts))
                    .with("now", now).with("leaseEnd", now.plus(lease))
                    .query((rs, row) -> claimed(rs));
        }
        return tx.execute(status -> {
            List<Claimed> claimed = new ArrayList<>();
            wanted.forEach((endpointId, max) -> claimed.addAll(claimOne(endpointId, max, now, lease)));
            return claimed;
        });
    }

    private List<Claimed> claimOne(String endpointId, int max, Instant now, Duration lease) {
        List<String> ids = db.select(WEBHOOK_DELIVERY.ID).from(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId))
                .and(WEBHOOK_DELIVERY.STATE.eq(Delivery.PENDING))
                .and(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT.le(now))
                .orderBy(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT)
                .limit(max)
                .forUpdate().skipLocked()
                .fetch(WEBHOOK_DELIVERY.ID);
        if (ids.isEmpty()) {
            return List.of();
        }
        db.update(WEBHOOK_DELIVERY)
                .set(WEBHOOK_DELIVERY.ATTEMPTS, WEBHOOK_DELIVERY.ATTEMPTS.plus(1))
                .set(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, now.plus(lease))
                .set(WEBHOOK_DELIVERY.UPDATED_AT, now)
                .where(WEBHOOK_DELIVERY.ID.in(ids))
                .execute();
        return claimedRows.with("ids", new SqlArrayValue("varchar", ids.toArray()))
                .query((rs, row) -> claimed(rs));
    }

    /** Reads a row of {@link #CLAIMED}'s columns, in that order. */
    private static Claimed claimed(ResultSet rs) throws SQLException {
        return new Claimed(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                instant(rs.getObject(6, OffsetDateTime.class)), instant(rs.getObject(7, OffsetDateTime.class)),
                rs.getString(8), new Target(URI.create(rs.getString(9)), new SigningSecrets(rs.getString(10),
                        rs.getString(11), instant(rs.getObject(12, OffsetDateTime.class)))));
    }

    /**
     * Writes the outcomes of attempts back, and keeps each attempt in the delivery's history (even one whose claim
     * was lost meanwhile, or whose delivery was deleted: it was made; {@link #forgetEnded} sweeps the latter). The
     * caller's transaction, if any, holds both.
     */
    void complete(List<Completion> completions) {
        complete.batch(completions, c -> complete.with("state", c.state()).with("next", c.nextAttemptAt())
                .with("status", c.status()).with("millis", c.durationMs()).with("error", c.error())
                .with("at", c.at()).with("id", c.deliveryId()).with("attempts", c.attempts()));
        attempted.batch(completions, c -> attempted.with("id", c.deliveryId()).with("attempt", c.attempts())
                .with("status", c.status()).with("millis", c.durationMs()).with("error", c.error())
                .with("at", c.at()));
    }

    /**
     * The latest {@code each} attempts of each delivery, newest first. Attempt numbers are the claims' counts, so
     * the latest are those above the delivery's count less {@code each} (fewer where a claim died unanswered).
     */
    Map<String, List<Attempt>> recentAttempts(Collection<String> deliveryIds, int each) {
        Map<String, List<Attempt>> attempts = new HashMap<>();
        if (deliveryIds.isEmpty()) {
            return attempts;
        }
        db.select(WEBHOOK_ATTEMPT.DELIVERY_ID, WEBHOOK_ATTEMPT.ATTEMPT, WEBHOOK_ATTEMPT.ATTEMPTED_AT,
                        WEBHOOK_ATTEMPT.STATUS, WEBHOOK_ATTEMPT.DURATION_MS, WEBHOOK_ATTEMPT.ERROR)
                .from(WEBHOOK_ATTEMPT)
                .join(WEBHOOK_DELIVERY).on(WEBHOOK_DELIVERY.ID.eq(WEBHOOK_ATTEMPT.DELIVERY_ID))
                .where(WEBHOOK_ATTEMPT.DELIVERY_ID.in(deliveryIds))
                .and(WEBHOOK_ATTEMPT.ATTEMPT.gt(WEBHOOK_DELIVERY.ATTEMPTS.minus(each)))
                .orderBy(WEBHOOK_ATTEMPT.DELIVERY_ID, WEBHOOK_ATTEMPT.ATTEMPT.desc())
                .forEach(r -> attempts.computeIfAbsent(r.value1(), id -> new ArrayList<>())
                        .add(new Attempt(r.value2(), r.value3(), r.value4(), r.value5(), r.value6())));
        return attempts;
    }

    /** An endpoint's pending deliveries fail for good (it was disabled). */
    void failPending(String endpointId, String reason, Instant now) {
        db.update(WEBHOOK_DELIVERY)
                .set(WEBHOOK_DELIVERY.STATE, Delivery.FAILED)
                .set(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, (Instant) null)
                .set(WEBHOOK_DELIVERY.LAST_ERROR, reason)
                .set(WEBHOOK_DELIVERY.UPDATED_AT, now)
                .where(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId))
                .and(WEBHOOK_DELIVERY.STATE.eq(Delivery.PENDING))
                .execute();
    }

    void deleteOf(String endpointId) {
        db.deleteFrom(WEBHOOK_ATTEMPT).where(WEBHOOK_ATTEMPT.DELIVERY_ID.in(DSL.select(WEBHOOK_DELIVERY.ID)
                .from(WEBHOOK_DELIVERY).where(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId)))).execute();
        db.deleteFrom(WEBHOOK_DELIVERY).where(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId)).execute();
    }

    /**
     * For every endpoint with pending deliveries, when the earliest is due (an index seek per endpoint, so a
     * backlog of one endpoint costs nothing here).
     */
    Map<String, Instant> dueTimes() {
        var d = WEBHOOK_DELIVERY.as("d");
        var earliest = DSL.field(DSL.select(DSL.min(d.NEXT_ATTEMPT_AT)).from(d)
                .where(d.ENDPOINT_ID.eq(WEBHOOK_ENDPOINT.ID)).and(d.STATE.eq(Delivery.PENDING)));
        Map<String, Instant> due = new HashMap<>();
        for (Record r : db.select(WEBHOOK_ENDPOINT.ID, earliest).from(WEBHOOK_ENDPOINT).fetch()) {
            Instant at = r.get(earliest);
            if (at != null) {
                due.put(r.get(WEBHOOK_ENDPOINT.ID), at);
            }
        }
        return due;
    }

    long pending() {
        return db.fetchCount(WEBHOOK_DELIVERY, WEBHOOK_DELIVERY.STATE.eq(Delivery.PENDING));
    }

    /**
     * Forgets deliveries that ended before {@code before}, with their attempts, and any attempt whose delivery is
     * gone (one that was in flight when its endpoint was deleted).
     */
    int forgetEnded(Instant before) {
        int forgotten = db.deleteFrom(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.STATE.ne(Delivery.PENDING))
                .and(WEBHOOK_DELIVERY.UPDATED_AT.lt(before))
                .execute();
        db.deleteFrom(WEBHOOK_ATTEMPT).whereNotExists(DSL.selectOne().from(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.ID.eq(WEBHOOK_ATTEMPT.DELIVERY_ID))).execute();
        return forgotten;
    }

    private static Delivery delivery(larder.webhook.db.tables.records.WebhookDeliveryRecord r) {
        return new Delivery(r.getId(), r.getEndpointId(), r.getEventId(), r.getEventType(), r.getState(),
                r.getAttempts(), r.getLastStatus(), r.getLastDurationMs(), r.getLastError(),
                Delivery.PENDING.equals(r.getState()) ? r.getNextAttemptAt() : null, r.getCreatedAt(),
                r.getUpdatedAt());
    }

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }
}
