package larder.event;

import static larder.event.db.Tables.OUTBOX_EVENT;
import static larder.event.db.Tables.WEBHOOK_DELIVERY;
import static larder.event.db.Tables.WEBHOOK_ENDPOINT;
import static larder.event.db.Tables.WEBHOOK_QUOTA;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.PageRequest;
import larder.platform.Sql;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.Record1;
import org.jooq.SQLDialect;
import org.jooq.SelectField;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The tables of webhook endpoints and deliveries. Statements that carry a signing secret are run through plain
 * JDBC (their SQL rendered by jOOQ once, without values), so that jOOQ's execute logger, which prints bind values
 * and fetched rows, never sees one.
 */
@Repository
class WebhookStore {

    private static final List<SelectField<?>> VISIBLE = List.of(WEBHOOK_ENDPOINT.ID, WEBHOOK_ENDPOINT.CLIENT_ID,
            WEBHOOK_ENDPOINT.URL, WEBHOOK_ENDPOINT.EVENTS, WEBHOOK_ENDPOINT.ENABLED,
            WEBHOOK_ENDPOINT.DISABLED_REASON, WEBHOOK_ENDPOINT.CREATED_AT, WEBHOOK_ENDPOINT.UPDATED_AT);

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
              from unnest(cast(? as varchar[]), cast(? as integer[])) as wanted(endpoint_id, n)
              cross join lateral (
                select d.id, d.next_attempt_at from webhook_delivery d
                where d.endpoint_id = wanted.endpoint_id and d.state = 'pending' and d.next_attempt_at <= ?
                order by d.next_attempt_at
                limit wanted.n
                for update skip locked) p
            ), claimed as (
              update webhook_delivery d
              set attempts = d.attempts + 1, next_attempt_at = ?, updated_at = ?
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
    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;
    private final String insertEndpointSql;
    private final String rotateSql;
    private final String matchingSql;
    private final String insertDeliverySql;
    private final String completeSql;
    private final String claimSql;

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

    WebhookStore(DSLContext db, JdbcTemplate jdbc, TransactionTemplate tx) {
        this.db = db;
        this.jdbc = jdbc;
        this.tx = tx;
        this.claimSql = db.dialect().family() == SQLDialect.POSTGRES ? POSTGRES_CLAIM : null;
        this.insertEndpointSql = db.insertInto(WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINT.ID, WEBHOOK_ENDPOINT.CLIENT_ID,
                        WEBHOOK_ENDPOINT.URL, WEBHOOK_ENDPOINT.EVENTS, WEBHOOK_ENDPOINT.ENABLED,
                        WEBHOOK_ENDPOINT.SECRET, WEBHOOK_ENDPOINT.CREATED_AT, WEBHOOK_ENDPOINT.UPDATED_AT)
                .values((String) null, null, null, null, null, null, null, null).getSQL();
        this.rotateSql = db.update(WEBHOOK_ENDPOINT)
                .set(WEBHOOK_ENDPOINT.PREVIOUS_SECRET, WEBHOOK_ENDPOINT.SECRET)
                .set(WEBHOOK_ENDPOINT.PREVIOUS_SECRET_UNTIL, (Instant) null)
                .set(WEBHOOK_ENDPOINT.SECRET, (String) null)
                .set(WEBHOOK_ENDPOINT.UPDATED_AT, (Instant) null)
                .where(WEBHOOK_ENDPOINT.ID.eq((String) null)).and(WEBHOOK_ENDPOINT.CLIENT_ID.eq((String) null))
                .getSQL();
        this.matchingSql = db.select(WEBHOOK_ENDPOINT.ID).from(WEBHOOK_ENDPOINT)
                .where(WEBHOOK_ENDPOINT.CLIENT_ID.eq((String) null))
                .and(WEBHOOK_ENDPOINT.ENABLED.isTrue())
                .and(WEBHOOK_ENDPOINT.EVENTS.eq(DSL.inline("*")).or(WEBHOOK_ENDPOINT.EVENTS.like((String) null)))
                .getSQL();
        this.insertDeliverySql = db.insertInto(WEBHOOK_DELIVERY, WEBHOOK_DELIVERY.ID, WEBHOOK_DELIVERY.ENDPOINT_ID,
                        WEBHOOK_DELIVERY.EVENT_ID, WEBHOOK_DELIVERY.EVENT_TYPE, WEBHOOK_DELIVERY.STATE,
                        WEBHOOK_DELIVERY.ATTEMPTS, WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, WEBHOOK_DELIVERY.EVENT_CREATED_AT,
                        WEBHOOK_DELIVERY.CREATED_AT, WEBHOOK_DELIVERY.UPDATED_AT)
                .values((String) null, null, null, null, null, null, null, null, null, null).getSQL();
        // "and state = pending": an endpoint disabled meanwhile has failed its pending deliveries for good.
        this.completeSql = db.update(WEBHOOK_DELIVERY)
                .set(WEBHOOK_DELIVERY.STATE, (String) null)
                .set(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, (Instant) null)
                .set(WEBHOOK_DELIVERY.LAST_STATUS, (Integer) null)
                .set(WEBHOOK_DELIVERY.LAST_DURATION_MS, (Integer) null)
                .set(WEBHOOK_DELIVERY.LAST_ERROR, (String) null)
                .set(WEBHOOK_DELIVERY.UPDATED_AT, (Instant) null)
                .where(WEBHOOK_DELIVERY.ID.eq((String) null))
                .and(WEBHOOK_DELIVERY.ATTEMPTS.eq((Integer) null))
                .and(WEBHOOK_DELIVERY.STATE.eq(DSL.inline(Delivery.PENDING)))
                .getSQL();
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
        jdbc.update(insertEndpointSql, endpoint.id(), endpoint.clientId(), endpoint.url(),
                endpoint.events().stored(), endpoint.enabled(), secret, Sql.timestamp(endpoint.createdAt()),
                Sql.timestamp(endpoint.updatedAt()));
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
        failPending(endpointId, "The endpoint was disabled.", now);
    }

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

    boolean delete(String clientId, String id) {
        int deleted = db.deleteFrom(WEBHOOK_ENDPOINT)
                .where(WEBHOOK_ENDPOINT.ID.eq(id)).and(WEBHOOK_ENDPOINT.CLIENT_ID.eq(clientId)).execute();
        if (deleted == 0) {
            return false;
        }
        db.deleteFrom(WEBHOOK_DELIVERY).where(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(id)).execute();
        db.update(WEBHOOK_QUOTA).set(WEBHOOK_QUOTA.ENDPOINTS, WEBHOOK_QUOTA.ENDPOINTS.minus(1))
                .where(WEBHOOK_QUOTA.CLIENT_ID.eq(clientId)).execute();
        return true;
    }

    boolean rotate(String clientId, String id, String secret, Instant previousUntil, Instant now) {
        return jdbc.update(rotateSql, Sql.timestamp(previousUntil), secret, Sql.timestamp(now), id, clientId) == 1;
    }

    // --- deliveries

    /** The app's enabled endpoints that hear events of {@code type}. */
    List<String> hearing(String clientId, String type) {
        return jdbc.queryForList(matchingSql, String.class, clientId, "%," + type + ",%");
    }

    /** New deliveries of one event, due at once; answers their ids. */
    List<String> insertDeliveries(List<String> endpointIds, String eventId, String type, Instant eventCreatedAt,
                                  Instant now) {
        List<Object[]> rows = new ArrayList<>(endpointIds.size());
        List<String> ids = new ArrayList<>(endpointIds.size());
        for (String endpointId : endpointIds) {
            String id = Ids.next("dlv");
            ids.add(id);
            rows.add(new Object[] {id, endpointId, eventId, type, Delivery.PENDING, 0, Sql.timestamp(now),
                    Sql.timestamp(eventCreatedAt), Sql.timestamp(now), Sql.timestamp(now)});
        }
        if (rows.size() == 1) {
            jdbc.update(insertDeliverySql, rows.getFirst());
        } else if (!rows.isEmpty()) {
            jdbc.batchUpdate(insertDeliverySql, rows);
        }
        return ids;
    }

    Optional<Delivery> delivery(String endpointId, String id) {
        return db.selectFrom(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.ID.eq(id)).and(WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId))
                .fetchOptional(WebhookStore::delivery);
    }

    /** Newest first. */
    List<Delivery> deliveries(String endpointId, PageRequest page) {
        var condition = WEBHOOK_DELIVERY.ENDPOINT_ID.eq(endpointId);
        if (page.after().isPresent()) {
            condition = condition.and(WEBHOOK_DELIVERY.ID.lt(page.after().get().key(0)));
        }
        return db.selectFrom(WEBHOOK_DELIVERY).where(condition).orderBy(WEBHOOK_DELIVERY.ID.desc())
                .limit(page.fetchSize()).fetch(WebhookStore::delivery);
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
        if (claimSql != null) {
            String[] endpoints = wanted.keySet().toArray(String[]::new);
            Integer[] counts = new Integer[endpoints.length];
            for (int i = 0; i < endpoints.length; i++) {
                counts[i] = wanted.get(endpoints[i]);
            }
            return jdbc.query(con -> {
                var ps = con.prepareStatement(claimSql);
                ps.setArray(1, con.createArrayOf("varchar", endpoints));
                ps.setArray(2, con.createArrayOf("integer", counts));
                ps.setObject(3, Sql.timestamp(now));
                ps.setObject(4, Sql.timestamp(now.plus(lease)));
                ps.setObject(5, Sql.timestamp(now));
                return ps;
            }, (rs, row) -> claimed(rs));
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
        // Plain JDBC: the row carries the endpoint's secrets (see the class comment).
        String sql = db.select(CLAIMED).from(WEBHOOK_DELIVERY)
                .join(WEBHOOK_ENDPOINT).on(WEBHOOK_ENDPOINT.ID.eq(WEBHOOK_DELIVERY.ENDPOINT_ID))
                .leftJoin(OUTBOX_EVENT).on(OUTBOX_EVENT.ID.eq(WEBHOOK_DELIVERY.EVENT_ID))
                .where(WEBHOOK_DELIVERY.ID.in(ids))
                .orderBy(WEBHOOK_DELIVERY.NEXT_ATTEMPT_AT, WEBHOOK_DELIVERY.ID)
                .getSQL();
        return jdbc.query(sql, (rs, row) -> claimed(rs), ids.toArray());
    }

    /** Reads a row of {@link #CLAIMED}'s columns, in that order. */
    private static Claimed claimed(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new Claimed(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getString(4), rs.getString(5),
                instant(rs.getObject(6, OffsetDateTime.class)), instant(rs.getObject(7, OffsetDateTime.class)),
                rs.getString(8), new Target(URI.create(rs.getString(9)), new SigningSecrets(rs.getString(10),
                        rs.getString(11), instant(rs.getObject(12, OffsetDateTime.class)))));
    }

    void complete(List<Completion> completions) {
        List<Object[]> rows = new ArrayList<>(completions.size());
        for (Completion c : completions) {
            rows.add(new Object[] {c.state(), Sql.timestamp(c.nextAttemptAt()), c.status(), c.durationMs(),
                    c.error(), Sql.timestamp(c.at()), c.deliveryId(), c.attempts()});
        }
        jdbc.batchUpdate(completeSql, rows);
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

    /** Forgets deliveries that ended more than {@code retention} ago. */
    int forgetEnded(Instant before) {
        return db.deleteFrom(WEBHOOK_DELIVERY)
                .where(WEBHOOK_DELIVERY.STATE.ne(Delivery.PENDING))
                .and(WEBHOOK_DELIVERY.UPDATED_AT.lt(before))
                .execute();
    }

    private static WebhookEndpoint endpoint(Record r) {
        return new WebhookEndpoint(r.get(WEBHOOK_ENDPOINT.ID), r.get(WEBHOOK_ENDPOINT.CLIENT_ID),
                r.get(WEBHOOK_ENDPOINT.URL), Subscription.ofStored(r.get(WEBHOOK_ENDPOINT.EVENTS)),
                r.get(WEBHOOK_ENDPOINT.ENABLED), r.get(WEBHOOK_ENDPOINT.DISABLED_REASON),
                r.get(WEBHOOK_ENDPOINT.CREATED_AT), r.get(WEBHOOK_ENDPOINT.UPDATED_AT));
    }

    private static Delivery delivery(larder.event.db.tables.records.WebhookDeliveryRecord r) {
        return new Delivery(r.getId(), r.getEndpointId(), r.getEventId(), r.getEventType(), r.getState(),
                r.getAttempts(), r.getLastStatus(), r.getLastDurationMs(), r.getLastError(),
                Delivery.PENDING.equals(r.getState()) ? r.getNextAttemptAt() : null, r.getCreatedAt(),
                r.getUpdatedAt());
    }

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }

}
