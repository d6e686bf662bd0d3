package larder.auth.grant;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import larder.auth.AuthSettings;
import larder.auth.UserRegistry;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import larder.auth.token.RefreshTokenStore;
import larder.platform.PlatformSettings;
import larder.platform.db.HotStatement;
import larder.platform.problem.Unavailable;
import larder.platform.web.BackgroundPhases;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Writes anonymous grants' new users and refresh tokens in group transactions: every grant waiting when the writer
 * becomes free goes into its next transaction (up to {@value #MAX_BATCH}), with one multi-row insert per table and
 * one commit for them all. A grant still answers only after its own rows are committed, so nothing acknowledged is
 * lost; but where each grant cost two inserts and a commit of its own, the database's work per grant falls with
 * the number waiting. Alone, a grant is a batch of one, written at once. The two inserts go as one
 * {@link HotStatement.Group}: on PostgreSQL, one round trip for the whole transaction.
 *
 * <p>One writer thread runs: while it commits, the grants that arrive wait and go together into its next
 * transaction, so the busier the server, the larger the batches, and grants take one of the pool's connections.
 * Measured on two cores (docs/benchmarks/tokens.md), one writer served about 30% more grants than two
 * and half again as many as four, whose smaller batches cost the database more per grant. If a batch fails, each
 * of its grants is tried again alone, so that one grant's failure is never another's.
 */
@Component
class AnonymousGrantWriter implements SmartLifecycle, DisposableBean {

    static final int MAX_BATCH = 64;
    /** How long a grant waits for a writer before it is refused as busy: as a request waits for a connection. */
    static final Duration QUEUE_TIMEOUT = PlatformSettings.DATABASE_WAIT;
    /** How often an idle writer looks whether the server is shutting down. */
    private static final Duration IDLE_POLL = Duration.ofMillis(200);

    private static final Logger log = LoggerFactory.getLogger(AnonymousGrantWriter.class);

    /**
     * A grant waiting to be written: its user's app, its refresh token and family, and its request's observation
     * (none outside a request); completed with the user's id.
     */
    record Pending(String clientId, RefreshTokenFormat.Minted token, String familyId, Observation observation,
                   long queuedAt, CompletableFuture<String> userId) {
    }

    private final UserRegistry users;
    private final RefreshTokenStore refreshTokens;
    private final AuthSettings settings;
    private final HotStatement.Renderer hot;
    private final Clock clock;
    private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
    private final Thread writer;
    /**
     * Refuses the grants that waited longer than {@link #queueTimeout} for the writer (a stuck database, say). One
     * look a fraction of the timeout apart, rather than a timed wait per grant: a timed wait schedules a timer on
     * every grant's hot path.
     */
    private final ScheduledExecutorService expiry;
    private final DistributionSummary batchSizes;
    private final ObservationRegistry observations;
    private final Duration queueTimeout;
    private volatile boolean closed;

    @Autowired
    AnonymousGrantWriter(UserRegistry users, RefreshTokenStore refreshTokens, AuthSettings settings,
                         HotStatement.Renderer hot, Clock clock, MeterRegistry meters,
                         ObjectProvider<ObservationRegistry> observations) {
        this(users, refreshTokens, settings, hot, clock, meters,
                observations.getIfAvailable(() -> ObservationRegistry.NOOP), QUEUE_TIMEOUT);
    }

    /** With another wait for a writer than {@link #QUEUE_TIMEOUT}, for tests. */
    AnonymousGrantWriter(UserRegistry users, RefreshTokenStore refreshTokens, AuthSettings settings,
                         HotStatement.Renderer hot, Clock clock, MeterRegistry meters,
                         ObservationRegistry observations, Duration queueTimeout) {
        this.observations = observations;
        this.queueTimeout = queueTimeout;
        this.users = users;
        this.refreshTokens = refreshTokens;
        this.settings = settings;
        this.hot = hot;
        this.clock = clock;
        Gauge.builder("larder.grants.queued", queue, BlockingQueue::size)
                .description("Anonymous grants waiting for a writer on this node").register(meters);
        this.batchSizes = DistributionSummary.builder("larder.grants.batch.size")
                .description("Anonymous grants written per transaction").register(meters);
        this.writer = Thread.ofPlatform().daemon().name("grant-writer").start(this::run);
        this.expiry = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().daemon().name("grant-queue-expiry").factory());
        long period = Math.clamp(queueTimeout.toMillis() / 10, 10, 1_000);
        expiry.scheduleWithFixedDelay(this::refuseExpired, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * Stores a new user of the app and its first refresh token, and answers the user's id once both are committed.
     * Throws what the database threw, or {@link Unavailable} if the writer did not take the grant in time.
     */
    String write(String clientId, RefreshTokenFormat.Minted token, String familyId) {
        Pending pending = new Pending(clientId, token, familyId, observations.getCurrentObservation(),
                System.nanoTime(), new CompletableFuture<>());
        if (closed) {
            throw Unavailable.shuttingDown();
        }
        queue.add(pending);
        if (closed && queue.remove(pending)) {
            // Shut down meanwhile: no writer is left to take it.
            throw Unavailable.shuttingDown();
        }
        try {
            // Completed by the writer's transaction, or refused as busy if no writer took it in time.
            return pending.userId().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            queue.remove(pending);
            throw Unavailable.shuttingDown();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * Refuses, from the head of the queue, the grants that have waited for a writer longer than the timeout; the
     * writer never sees them. A grant the writer has taken meanwhile is its transaction's to answer.
     */
    private void refuseExpired() {
        long now = System.nanoTime();
        long timeout = queueTimeout.toNanos();
        for (Pending oldest; (oldest = queue.peek()) != null && now - oldest.queuedAt() >= timeout; ) {
            if (queue.remove(oldest)) {
                oldest.userId().completeExceptionally(Unavailable.busy());
            }
        }
    }

    /** How many grants wait for the writer. */
    int queued() {
        return queue.size();
    }

    /** Whether new grants are still taken, until the server shuts down. */
    boolean accepting() {
        return !closed;
    }

    private void run() {
        List<Pending> batch = new ArrayList<>(MAX_BATCH);
        while (!closed) {
            try {
                take(batch);
            } catch (InterruptedException e) {
                break;
            }
            if (batch.isEmpty()) {
                continue;
            }
            try {
                writeAll(batch);
            } finally {
                batch.clear();
            }
        }
    }

    /** Waits a while for a grant, then takes it and every grant waiting behind it, up to the batch limit. */
    private void take(List<Pending> batch) throws InterruptedException {
        Pending first = queue.poll(IDLE_POLL.toMillis(), TimeUnit.MILLISECONDS);
        if (first != null) {
            batch.add(first);
            queue.drainTo(batch, MAX_BATCH - 1);
        }
    }

    /** Writes the batch in one transaction; if it fails, each grant alone, so that each gets its own answer. */
    void writeAll(List<Pending> batch) {
        try {
            List<String> ids = commit(batch);
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).userId().complete(ids.get(i));
            }
        } catch (RuntimeException | Error failure) {
            if (batch.size() == 1) {
                batch.getFirst().userId().completeExceptionally(failure);
                return;
            }
            log.debug("A batch of {} anonymous grants failed; writing each alone", batch.size(), failure);
            for (Pending pending : batch) {
                writeAll(List.of(pending));
            }
        }
    }

    /**
     * The batch's transaction, in the scope of the observation of the grant that opened it: its statements are spans
     * of that request's trace (a batch's statements belong to one trace; the other grants' traces show their wait).
     */
    private List<String> commit(List<Pending> batch) {
        batchSizes.record(batch.size());
        Observation opener = batch.getFirst().observation();
        return opener == null ? inTransaction(batch) : opener.scoped(() -> inTransaction(batch));
    }

    private List<String> inTransaction(List<Pending> batch) {
        HotStatement.Group group = hot.group();
        Instant now = clock.instant();
        List<String> ids = users.createAnonymousUsers(batch.stream().map(Pending::clientId).toList(), now, group);
        Instant expiresAt = now.plus(settings.refreshTokenTtl());
        List<NewRefreshToken> tokens = new ArrayList<>(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            Pending pending = batch.get(i);
            tokens.add(new NewRefreshToken(pending.token(), pending.familyId(), ids.get(i), pending.clientId(),
                    expiresAt));
        }
        refreshTokens.insertAll(tokens, group);
        group.commit();
        return ids;
    }

    /** The writer runs from the bean's creation, so that it serves the first grant whenever it comes. */
    @Override
    public void start() {
    }

    /**
     * After the web server has finished its requests ({@link BackgroundPhases#GRANT_WRITER}), before the pool closes:
     * the writer finishes the batch it writes, grants still queued are refused, and the writer stops.
     */
    @Override
    public void stop() {
        destroy();
    }

    @Override
    public boolean isRunning() {
        return accepting();
    }

    @Override
    public int getPhase() {
        return BackgroundPhases.GRANT_WRITER;
    }

    /**
     * Stopping is final (the writer thread ends and queued grants are refused), so a context that is only paused (a
     * cached test context, or {@code ConfigurableApplicationContext.pause()}) must not stop it.
     */
    @Override
    public boolean isPauseable() {
        return false;
    }

    /** As {@link #stop}; a second call finds nothing left to do. */
    @Override
    public void destroy() {
        closed = true;
        expiry.shutdownNow();
        try {
            writer.join(queueTimeout.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Pending pending; (pending = queue.poll()) != null; ) {
            pending.userId().completeExceptionally(Unavailable.shuttingDown());
        }
    }
}
