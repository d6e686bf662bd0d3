package larder.webhook;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import larder.platform.http.OutboundHttp;
import larder.platform.web.BackgroundPhases;
import larder.webhook.DeliveryStore.Claimed;
import larder.webhook.DeliveryStore.Completion;
import larder.webhook.DeliveryStore.Target;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Sends pending deliveries. One loop thread claims due deliveries for all endpoints that have free slots at once
 * ({@link DeliveryStore#claim}: one statement on PostgreSQL, {@code FOR UPDATE SKIP LOCKED}, so nodes sharing the
 * database never claim the same one; each claimed row comes with its body, URL and secrets), at most
 * {@code perEndpoint} in flight per endpoint and {@code inFlight} per node, so a slow or dead receiver holds only its
 * own few slots and only those rows are in memory. Each attempt runs on a virtual thread; results are written back
 * in batches by one writer thread.
 *
 * <p>The loop wakes when this node commits an event (through {@link #wake}), when an attempt ends, and every
 * {@code pollInterval}, when it also asks the database which endpoints have deliveries due: those another node
 * recorded, retries whose time has come, and claims of a node that died (due again once their lease ends).
 */
@Component
class Dispatcher implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(Dispatcher.class);
    private static final String USER_AGENT = "Larder-Webhooks/0.1";

    private final DeliveryStore store;
    private final WebhookStore endpoints;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final WebhookSettings settings;
    private final WebhookMetrics metrics;
    private final OutboundHttp http;
    private final Duration lease;

    private final Map<String, Lane> lanes = new ConcurrentHashMap<>();
    private final Semaphore slots;
    private final LinkedBlockingQueue<Completion> completions = new LinkedBlockingQueue<>();
    private final Object signal = new Object();
    private boolean signalled;
    private volatile boolean running;
    private volatile boolean writing;
    private long nextScanNanos;
    private Thread loop;
    private Thread writer;
    private ExecutorService senders;
    private OutboundHttp.Poster poster;

    /** One endpoint's share of this node: its attempts in flight, and when it next has something due. */
    private static final class Lane {
        final String endpointId;
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicReference<Instant> due = new AtomicReference<>();

        Lane(String endpointId) {
            this.endpointId = endpointId;
        }

        void dueBy(Instant at) {
            due.accumulateAndGet(at, (current, next) -> current == null || next.isBefore(current) ? next : current);
        }
    }

    Dispatcher(DeliveryStore store, WebhookStore endpoints, TransactionTemplate tx, Clock clock,
               WebhookSettings settings, WebhookMetrics metrics, OutboundHttp http) {
        this.store = store;
        this.endpoints = endpoints;
        this.tx = tx;
        this.clock = clock;
        this.settings = settings;
        this.metrics = metrics;
        this.http = http;
        this.lease = settings.timeout().multipliedBy(3).plusSeconds(10);
        this.slots = new Semaphore(settings.inFlight());
    }

    /** New deliveries for these endpoints were committed on this node: send them now. */
    void wake(Collection<String> endpointIds) {
        if (!running) {
            return;
        }
        Instant now = clock.instant();
        for (String id : endpointIds) {
            lanes.computeIfAbsent(id, Lane::new).dueBy(now);
        }
        signal();
    }

    private void signal() {
        synchronized (signal) {
            signalled = true;
            signal.notifyAll();
        }
    }

    private void awaitSignal(long millis) throws InterruptedException {
        synchronized (signal) {
            if (!signalled) {
                signal.wait(millis);
            }
            signalled = false;
        }
    }

    private void run() {
        long pollMillis = Math.max(10, settings.pollInterval().toMillis());
        while (running) {
            try {
                awaitSignal(pollMillis);
                if (running) {
                    round();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                log.warn("Webhook dispatch round failed; trying again shortly: {}", e.toString());
                try {
                    Thread.sleep(pollMillis);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private void round() {
        Instant now = clock.instant();
        if (System.nanoTime() - nextScanNanos >= 0) {
            nextScanNanos = System.nanoTime() + settings.pollInterval().toNanos();
            Map<String, Instant> due = store.dueTimes();
            due.forEach((id, at) -> lanes.computeIfAbsent(id, Lane::new).dueBy(at));
            lanes.values().removeIf(lane -> !due.containsKey(lane.endpointId) && lane.due.get() == null
                    && lane.inFlight.get() == 0);
        }
        int perEndpoint = settings.perEndpoint();
        // Claims are batched: a lane with attempts in flight claims again once a quarter of its slots are free.
        int batch = Math.max(1, perEndpoint / 4);
        Map<String, Integer> wanted = new HashMap<>();
        Map<String, Instant> asked = new HashMap<>();
        for (Lane lane : lanes.values()) {
            Instant due = lane.due.get();
            if (due == null || due.isAfter(now)) {
                continue;
            }
            int inFlight = lane.inFlight.get();
            int free = perEndpoint - inFlight;
            if (free <= 0 || (inFlight > 0 && free < batch)) {
                continue;
            }
            int permits = 0;
            while (permits < free && slots.tryAcquire()) {
                permits++;
            }
            if (permits == 0) {
                break;
            }
            wanted.put(lane.endpointId, permits);
            asked.put(lane.endpointId, due);
        }
        if (wanted.isEmpty()) {
            return;
        }
        List<Claimed> claimed;
        try {
            claimed = store.claim(wanted, now, lease);
        } catch (RuntimeException e) {
            wanted.values().forEach(slots::release);
            throw e;
        }
        Map<String, Integer> got = new HashMap<>();
        for (Claimed c : claimed) {
            got.merge(c.endpointId(), 1, Integer::sum);
            Lane lane = lanes.computeIfAbsent(c.endpointId(), Lane::new);
            lane.inFlight.incrementAndGet();
            senders.execute(() -> send(lane, c));
        }
        wanted.forEach((endpointId, permits) -> {
            int sent = got.getOrDefault(endpointId, 0);
            slots.release(permits - sent);
            if (sent < permits) {
                // Nothing more is due now; the next scan tells when something is.
                Lane lane = lanes.get(endpointId);
                if (lane != null) {
                    lane.due.compareAndSet(asked.get(endpointId), null);
                }
            }
        });
    }

    private void send(Lane lane, Claimed c) {
        try {
            Target target = c.target();
            if (c.payload() == null) {
                finish(new Completion(c.deliveryId(), c.attempts(), Delivery.FAILED, null, null, 0,
                        "The event is no longer kept.", clock.instant()));
                metrics.failed();
                return;
            }
            Instant start = clock.instant();
            byte[] body = c.payload().getBytes(StandardCharsets.UTF_8);
            Map<String, String> headers = Signatures.headers(c.eventId(), start.getEpochSecond(), body,
                    target.secrets().signingAt(start));
            long t0 = System.nanoTime();
            Integer status = null;
            String retryAfter = null;
            String error = null;
            try {
                OutboundHttp.Posted posted = poster.post(target.url(), headers, body);
                status = posted.status();
                retryAfter = posted.retryAfter();
            } catch (OutboundHttp.Failure f) {
                error = f.getMessage();
            }
            int millis = (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - t0) / 1_000_000);
            Instant at = clock.instant();
            if (status != null && status >= 200 && status <= 299) {
                metrics.delivered(Duration.between(c.eventCreatedAt(), at));
                finish(new Completion(c.deliveryId(), c.attempts(), Delivery.DELIVERED, null, status, millis, null,
                        at));
            } else if (status != null && status == 410) {
                metrics.gone();
                Completion gone = new Completion(c.deliveryId(), c.attempts(), Delivery.FAILED, null, status, millis,
                        "HTTP 410 Gone: the endpoint is disabled.", at);
                tx.executeWithoutResult(s -> {
                    store.complete(List.of(gone));
                    endpoints.disable(c.endpointId(), "The endpoint answered 410 Gone.", at);
                });
                log.info("Webhook endpoint {} answered 410 Gone and is disabled", c.endpointId());
            } else {
                Duration wait = status != null && (status == 429 || status == 503)
                        ? Backoff.retryAfter(retryAfter, at) : null;
                Instant next = Backoff.next(c.createdAt(), at, c.attempts(), wait,
                        () -> ThreadLocalRandom.current().nextDouble());
                String reason = error != null ? error : "HTTP " + status;
                if (next == null) {
                    metrics.failed();
                    finish(new Completion(c.deliveryId(), c.attempts(), Delivery.FAILED, null, status, millis,
                            reason, at));
                } else {
                    metrics.retried();
                    finish(new Completion(c.deliveryId(), c.attempts(), Delivery.PENDING, next, status, millis,
                            reason, at));
                    lane.dueBy(next);
                }
            }
        } catch (RuntimeException e) {
            log.error("Webhook delivery {} failed unexpectedly; it is tried again when its claim ends",
                    c.deliveryId(), e);
        } finally {
            lane.inFlight.decrementAndGet();
            slots.release();
            signal();
        }
    }

    private void finish(Completion completion) {
        completions.add(completion);
    }

    private void write() {
        List<Completion> batch = new ArrayList<>(512);
        while (writing || !completions.isEmpty()) {
            try {
                Completion first = completions.poll(200, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                completions.drainTo(batch, 511);
                writeWithRetry(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } finally {
                batch.clear();
            }
        }
    }

    private void writeWithRetry(List<Completion> batch) throws InterruptedException {
        for (int tries = 1; ; tries++) {
            try {
                tx.executeWithoutResult(s -> store.complete(batch));
                return;
            } catch (RuntimeException e) {
                if (tries == 5) {
                    // The rows stay claimed; they are attempted again when their claims end (at least once).
                    log.warn("Could not record {} webhook attempts; they will be attempted again: {}",
                            batch.size(), e.toString());
                    return;
                }
                Thread.sleep(200L * tries);
            }
        }
    }

    @Override
    public void start() {
        if (!settings.delivery()) {
            return;
        }
        poster = http.poster(settings.inFlight(), settings.inFlight(), settings.timeout(), USER_AGENT);
        senders = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("webhook-send-", 0).factory());
        running = true;
        writing = true;
        writer = Thread.ofPlatform().name("webhook-results").daemon().start(this::write);
        loop = Thread.ofPlatform().name("webhook-dispatcher").daemon().start(this::run);
    }

    /** Stops claiming, lets attempts in flight end (each within the timeout), and writes their results. */
    @Override
    public void stop() {
        if (!running) {
            return;
        }
        running = false;
        signal();
        try {
            loop.join(2_000);
            senders.shutdown();
            senders.awaitTermination(settings.timeout().toMillis() + 2_000, TimeUnit.MILLISECONDS);
            writing = false;
            writer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            poster.close();
        } catch (IOException e) {
            log.debug("Closing the webhook HTTP client: {}", e.toString());
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** Started last and stopped first: deliveries wait in the database ({@link BackgroundPhases#WEBHOOK_DISPATCHER}). */
    @Override
    public int getPhase() {
        return BackgroundPhases.WEBHOOK_DISPATCHER;
    }
}
