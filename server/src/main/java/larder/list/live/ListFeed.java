package larder.list.live;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import larder.auth.Credential;
import larder.auth.Revocations;
import larder.list.ListChange;
import larder.list.ListChanges;
import larder.list.ListEvents.ListChanged;
import larder.list.ShoppingLists;
import larder.platform.cluster.NotificationReceiver;
import larder.platform.cluster.Notifications;
import larder.platform.problem.NotFound;
import larder.platform.problem.ProblemException;
import larder.platform.problem.Unavailable;
import larder.platform.web.BackgroundPhases;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;
import tools.jackson.databind.json.JsonMapper;

/**
 * This node's live streams, grouped by list. A change committed on any node notifies every node ({@code NOTIFY
 * larder_list, '<listId>:<version>'}, in the change's transaction); a node with streams on that list reads the log
 * once for all of them (one read per notification and list, and notifications that come during a read are served by
 * the next), turns each change into its event once, and hands the events to each stream's queue. Nothing polls per
 * stream: one sweep a second (or half a heartbeat) queues heartbeats and closes streams whose token expired or was
 * revoked.
 */
@Component
public class ListFeed implements NotificationReceiver, SmartLifecycle {

    static final String CHANNEL = "larder_list";
    private static final Logger log = LoggerFactory.getLogger(ListFeed.class);
    private static final Duration READ_RETRY = Duration.ofSeconds(1);
    static final Duration KEEP_DELETION = Duration.ofMinutes(10);
    static final int READERS = 2;

    private final ShoppingLists lists;
    private final Notifications notifications;
    private final Revocations revocations;
    private final ChangeRenderer renderer;
    private final JsonMapper json;
    private final Clock clock;
    private final LiveSettings settings;
    private final LiveMetrics metrics;
    private final ConcurrentHashMap<String, Topic> topics = new ConcurrentHashMap<>();
    private final Set<ListStream> streams = ConcurrentHashMap.newKeySet();
    private final Executor readers;
    private final Executor writers;
    private final Supplier<ScheduledExecutorService> sweepers;
    private final Semaphore readSlots = new Semaphore(READERS);
    private volatile ScheduledExecutorService sweeper;
    private volatile boolean running;
    private volatile boolean closing;

    @Autowired
    ListFeed(ShoppingLists lists, Notifications notifications, Revocations revocations, ChangeRenderer renderer,
             JsonMapper json, Clock clock, LiveSettings settings, MeterRegistry meters) {
        this(lists, notifications, revocations, renderer, json, clock, settings, meters,
                Executors.newVirtualThreadPerTaskExecutor(),
                writer -> Thread.ofVirtual().name("list-stream").start(writer),
                () -> Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("live-sweep").daemon()
                        .factory()));
    }

    /**
     * With who runs the reads of the log, who runs each stream's writer, and where the sweep (and a read's retry, and
     * forgetting a deletion) is scheduled: a unit test runs them itself, one step at a time.
     */
    ListFeed(ShoppingLists lists, Notifications notifications, Revocations revocations, ChangeRenderer renderer,
             JsonMapper json, Clock clock, LiveSettings settings, MeterRegistry meters, Executor readers,
             Executor writers, Supplier<ScheduledExecutorService> sweepers) {
        this.readers = readers;
        this.writers = writers;
        this.sweepers = sweepers;
        this.lists = lists;
        this.notifications = notifications;
        this.revocations = revocations;
        this.renderer = renderer;
        this.json = json;
        this.clock = clock;
        this.settings = settings;
        this.metrics = new LiveMetrics(meters, clock, streams::size);
    }

    /** In the change's transaction: every node hears of it when, and only if, it commits. */
    @EventListener
    void on(ListChanged changed) {
        notifications.publish(CHANNEL, changed.listId() + ":" + changed.version());
    }

    /** A stream subscribed, with what the log holds after its resume point; nothing is written yet. */
    record Opening(ListStream stream, long after, List<Frame> backlog) {
    }

    /**
     * Subscribes first, then reads the log after the resume point as the caller: a change that commits meanwhile is
     * in the backlog, or notified to the subscribed stream, or both (the stream sends each version once). A list the
     * caller may not read is a 404, a resume point past the kept history a 410, one past the list's version a 422, all
     * before the stream starts.
     */
    Opening open(Credential credential, String listId, ResumePoint resume) {
        if (closing) {
            throw Unavailable.shuttingDown();
        }
        ListStream stream = new ListStream(this, credential, listId, writers);
        subscribe(stream);
        try {
            if (closing) {
                throw Unavailable.shuttingDown();
            }
            long after = resume.after().isPresent() ? resume.after().getAsLong() : lists.version(credential, listId);
            ListChanges backlog = lists.changesAfter(credential, listId, after);
            return new Opening(stream, after, frames(backlog.changes()));
        } catch (RuntimeException e) {
            closed(stream);
            throw e;
        }
    }

    /**
     * Opens a stream after the resume point the request gives ({@code Last-Event-ID}, else {@code after_version},
     * else the list's version; see {@link ResumePoint}) and serves it: the HTTP edge's one call.
     */
    public void stream(Credential credential, String listId, String lastEventId, String afterVersion,
                       HttpServletRequest request, HttpServletResponse response) throws IOException {
        serve(open(credential, listId, ResumePoint.of(lastEventId, afterVersion)), request, response);
    }

    void serve(Opening opening, HttpServletRequest request, HttpServletResponse response) throws IOException {
        opening.stream().start(request, response, opening.after(), opening.backlog());
    }

    private void subscribe(ListStream stream) {
        streams.add(stream);
        topics.compute(stream.listId(), (id, topic) -> {
            Topic t = topic == null ? new Topic(id) : topic;
            t.streams.add(stream);
            return t;
        });
    }

    /** The stream ended, whatever the reason. */
    void closed(ListStream stream) {
        streams.remove(stream);
        topics.computeIfPresent(stream.listId(), (id, topic) -> {
            topic.streams.remove(stream);
            return topic.streams.isEmpty() ? null : topic;
        });
    }

    @Override
    public String channel() {
        return CHANNEL;
    }

    @Override
    public void receive(String payload) {
        int colon = payload.lastIndexOf(':');
        if (colon <= 0) {
            return;
        }
        long version;
        try {
            version = Long.parseLong(payload.substring(colon + 1));
        } catch (NumberFormatException e) {
            return;
        }
        Topic topic = topics.get(payload.substring(0, colon));
        if (topic != null && topic.notified(version)) {
            readers.execute(() -> read(topic));
        }
    }

    /** Notifications may have been lost while the listener was away: each list is read from its furthest-behind stream. */
    @Override
    public void resumed() {
        for (Topic topic : topics.values()) {
            long behind = topic.streams.stream().mapToLong(ListStream::lastSent).min().orElse(-1);
            if (behind >= 0 && topic.catchUp(behind)) {
                readers.execute(() -> read(topic));
            }
        }
    }

    /**
     * Reads the log for one list until it has read every version notified, and hands the events to its streams. At
     * most {@link #READERS} lists are read at once, so that reads cannot take every pooled connection from the
     * requests that make the changes; notifications that come meanwhile are read together, by the next read.
     */
    private void read(Topic topic) {
        try {
            readSlots.acquire();
        } catch (InterruptedException e) {
            topic.done();
            return;
        }
        try {
            readAll(topic);
        } finally {
            readSlots.release();
        }
    }

    private void readAll(Topic topic) {
        for (Topic.Read next = topic.nextRead(); next != null; next = topic.nextRead()) {
            List<Frame> frames;
            try {
                frames = frames(lists.changesAfter(topic.listId, next.after()));
            } catch (RuntimeException e) {
                log.warn("Reading the changes of list {} failed; retrying in {} ms: {}", topic.listId,
                        READ_RETRY.toMillis(), e.toString());
                topic.retry(next.after());
                ScheduledExecutorService s = sweeper;
                if (s != null && !s.isShutdown()) {
                    s.schedule(() -> readers.execute(() -> read(topic)), READ_RETRY.toMillis(), TimeUnit.MILLISECONDS);
                } else {
                    topic.done();
                }
                return;
            }
            topic.read(next.upTo(), frames.isEmpty() ? next.after() : frames.getLast().version());
            if (!frames.isEmpty()) {
                for (ListStream stream : topic.streams) {
                    stream.offer(frames, settings.maxBehind());
                }
            }
        }
    }

    /**
     * The log keeps a deleted list's deletion, alone, for the streams of every node to read it; each node forgets the
     * deletions it made after {@link #KEEP_DELETION}, when every node has long read them (a node that dies before
     * leaves its few behind).
     */
    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
    void deleted(ListChanged changed) {
        ScheduledExecutorService s = sweeper;
        if (ListChange.LIST_DELETED.equals(changed.change().type()) && s != null && !s.isShutdown()) {
            s.schedule(() -> readers.execute(() -> {
                try {
                    lists.forgetDeleted(changed.listId());
                } catch (RuntimeException e) {
                    log.warn("Forgetting the deletion of list {} failed: {}", changed.listId(), e.toString());
                }
            }), KEEP_DELETION.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /**
     * The log after {@code after}, read as the stream's caller (to fill a gap); empty when the stream must close. A
     * list deleted meanwhile answers its caller 404, but its log still holds the deletion: the stream sends that
     * before it closes, as it would have without the gap.
     */
    Optional<List<Frame>> readAs(ListStream stream, long after) {
        try {
            return Optional.of(frames(lists.changesAfter(stream.credential(), stream.listId(), after).changes()));
        } catch (NotFound gone) {
            List<Frame> deletion = frames(lists.changesAfter(stream.listId(), after)).stream()
                    .filter(Frame::deletesList).toList();
            return deletion.isEmpty() ? Optional.empty() : Optional.of(deletion);
        } catch (ProblemException lostOrExpired) {
            return Optional.empty();
        } catch (RuntimeException e) {
            log.warn("Reading the changes of list {} for a stream failed; closing it: {}", stream.listId(),
                    e.toString());
            return Optional.empty();
        }
    }

    /** Whether the stream's caller may still read its list: asked when a change may have changed membership. */
    boolean stillReadable(ListStream stream) {
        try {
            return !revocations.revoked(stream.credential()) && lists.canRead(stream.credential(), stream.listId());
        } catch (RuntimeException e) {
            log.warn("Checking access to list {} for a stream failed; closing it: {}", stream.listId(), e.toString());
            return false;
        }
    }

    void sent(Frame frame, boolean live) {
        metrics.sent(frame, live);
    }

    private List<Frame> frames(List<ListChange> changes) {
        return changes.stream().map(change -> Frame.of(change, renderer, json)).toList();
    }

    /** Heartbeats, and the end of streams whose token expired or whose credential was revoked. */
    private void sweep() {
        Instant now = clock.instant();
        long nanos = System.nanoTime();
        long idle = settings.heartbeat().minus(settings.sweep()).toNanos();
        for (ListStream stream : streams) {
            if (stream.expiredAt(now)) {
                stream.close("closed: the access token expired; reconnect with a fresh one");
            } else if (revocations.revoked(stream.credential())) {
                stream.close("closed: the access token was revoked");
            } else {
                stream.heartbeatIfIdle(nanos, idle);
            }
        }
    }

    public int openStreams() {
        return streams.size();
    }

    @Override
    public void start() {
        ScheduledExecutorService s = sweepers.get();
        long period = settings.sweep().toMillis();
        s.scheduleWithFixedDelay(() -> {
            try {
                sweep();
            } catch (RuntimeException e) {
                log.error("The sweep of live streams failed", e);
            }
        }, period, period, TimeUnit.MILLISECONDS);
        sweeper = s;
        // A context stopped and started again (as the test framework does with a cached context) serves again.
        closing = false;
        running = true;
    }

    /**
     * Before the web server's graceful shutdown waits for requests in flight: every stream is told to close, so they
     * end at once instead of holding the shutdown for its whole grace period; streams that try to open from now on
     * get 503.
     */
    @Override
    public void stop() {
        closing = true;
        streams.forEach(s -> s.close("closed: the server is shutting down; reconnect"));
        ScheduledExecutorService s = sweeper;
        if (s != null) {
            s.shutdownNow();
        }
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Stopped before the web server's graceful shutdown starts to wait ({@link BackgroundPhases#LIVE_FEED}). */
    @Override
    public int getPhase() {
        return BackgroundPhases.LIVE_FEED;
    }
}
