package larder.platform.cluster;

import static larder.platform.schema.Tables.BROADCAST;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import larder.platform.PlatformSettings;
import larder.platform.db.AfterCommit;
import larder.platform.schema.tables.records.BroadcastRecord;
import larder.platform.web.BackgroundPhases;
import org.jooq.DSLContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * A log of small facts that every node must learn quickly (a token family revoked, an app disabled), kept in the
 * shared database. A fact is written in the transaction of the change that causes it, delivered to this node's
 * receivers at commit, and picked up by every other node's poller within one poll interval. This keeps token
 * validation free of database round trips while revocation still reaches every node within seconds.
 *
 * <p>Ids come from an identity column, and a transaction that took a lower id may commit after one that took a
 * higher id. The poller therefore remembers the ids it skipped over and keeps asking for them for a minute.
 */
@Component
public class Broadcasts implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(Broadcasts.class);
    private static final Duration GAP_PATIENCE = Duration.ofMinutes(1);

    private final DSLContext db;
    private final Clock clock;
    private final Duration pollInterval;
    private final ObjectProvider<BroadcastReceiver> receiverProvider;
    private volatile Map<String, List<BroadcastReceiver>> receivers;
    private volatile Duration retention;

    private final Object pollLock = new Object();
    private long maxSeen;
    private final TreeMap<Long, Instant> gaps = new TreeMap<>();
    private Instant lastPrune = Instant.EPOCH;

    private ScheduledExecutorService poller;
    private volatile boolean running;

    public Broadcasts(DSLContext db, Clock clock, PlatformSettings settings,
                      ObjectProvider<BroadcastReceiver> receiverProvider) {
        this.db = db;
        this.clock = clock;
        this.pollInterval = settings.broadcastPollInterval();
        this.receiverProvider = receiverProvider;
    }

    /** Receivers are looked up on first use: some of them publish too, and so depend on this bean. */
    private Map<String, List<BroadcastReceiver>> receivers() {
        Map<String, List<BroadcastReceiver>> found = receivers;
        if (found == null) {
            synchronized (this) {
                if (receivers == null) {
                    Map<String, List<BroadcastReceiver>> byTopic = new HashMap<>();
                    Duration longest = Duration.ofHours(1);
                    for (BroadcastReceiver receiver : receiverProvider.orderedStream().toList()) {
                        byTopic.computeIfAbsent(receiver.topic(), t -> new ArrayList<>()).add(receiver);
                        if (receiver.history().compareTo(longest) > 0) {
                            longest = receiver.history();
                        }
                    }
                    retention = longest.plusHours(1);
                    receivers = byTopic;
                }
                found = receivers;
            }
        }
        return found;
    }

    private Duration retention() {
        receivers();
        return retention;
    }

    /**
     * Records a fact in the current transaction. This node's receivers hear of it once the transaction commits
     * (at once when there is none); the other nodes at their next poll.
     */
    public void publish(String topic, String subject) {
        Instant now = clock.instant();
        db.insertInto(BROADCAST)
                .set(BROADCAST.TOPIC, topic)
                .set(BROADCAST.SUBJECT, subject)
                .set(BROADCAST.CREATED_AT, now)
                .execute();
        AfterCommit.run(() -> dispatch(topic, subject, now));
    }

    private void dispatch(String topic, String subject, Instant at) {
        for (BroadcastReceiver receiver : receivers().getOrDefault(topic, List.of())) {
            try {
                receiver.receive(subject, at);
            } catch (RuntimeException e) {
                log.error("Broadcast receiver for {} failed on {}", topic, subject, e);
            }
        }
    }

    /** Replays the retained log, so a node that starts knows every revocation still in force. */
    void replay() {
        synchronized (pollLock) {
            Instant since = clock.instant().minus(retention());
            List<BroadcastRecord> rows = db.selectFrom(BROADCAST)
                    .where(BROADCAST.CREATED_AT.ge(since))
                    .orderBy(BROADCAST.ID)
                    .fetch();
            for (BroadcastRecord row : rows) {
                dispatch(row.getTopic(), row.getSubject(), row.getCreatedAt());
            }
            Long max = db.select(org.jooq.impl.DSL.max(BROADCAST.ID)).from(BROADCAST).fetchOne(0, Long.class);
            maxSeen = max == null ? 0 : max;
        }
    }

    /** Reads what other nodes have written since the last poll. */
    public void poll() {
        synchronized (pollLock) {
            Instant now = clock.instant();
            long floor = gaps.isEmpty() ? maxSeen : gaps.firstKey() - 1;
            List<BroadcastRecord> rows = db.selectFrom(BROADCAST)
                    .where(BROADCAST.ID.gt(floor))
                    .orderBy(BROADCAST.ID)
                    .fetch();
            for (BroadcastRecord row : rows) {
                long id = row.getId();
                if (id <= maxSeen) {
                    if (gaps.remove(id) != null) {
                        dispatch(row.getTopic(), row.getSubject(), row.getCreatedAt());
                    }
                    continue;
                }
                for (long missing = maxSeen + 1; missing < id; missing++) {
                    gaps.put(missing, now);
                }
                maxSeen = id;
                dispatch(row.getTopic(), row.getSubject(), row.getCreatedAt());
            }
            gaps.values().removeIf(noticed -> noticed.isBefore(now.minus(GAP_PATIENCE)));
            if (lastPrune.isBefore(now.minus(Duration.ofMinutes(10)))) {
                lastPrune = now;
                db.deleteFrom(BROADCAST).where(BROADCAST.CREATED_AT.lt(now.minus(retention()))).execute();
            }
        }
    }

    @Override
    public void start() {
        replay();
        poller = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("broadcast-poller").daemon()
                .factory());
        long millis = Math.max(50, pollInterval.toMillis());
        poller.scheduleWithFixedDelay(() -> {
            try {
                poll();
            } catch (RuntimeException e) {
                log.warn("Polling the broadcast log failed; retrying in {} ms: {}", millis, e.toString());
            }
        }, millis, millis, TimeUnit.MILLISECONDS);
        running = true;
    }

    @Override
    public void stop() {
        running = false;
        if (poller != null) {
            poller.shutdownNow();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Before the web server starts taking requests, so that no request is served without the revocations. */
    @Override
    public int getPhase() {
        return BackgroundPhases.BROADCASTS;
    }
}
