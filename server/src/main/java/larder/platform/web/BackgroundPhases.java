package larder.platform.web;

import org.springframework.context.SmartLifecycle;

/**
 * When each background engine starts and stops, in one place, as {@link FilterOrder} does for filters. These are
 * {@link SmartLifecycle} phases: a lower phase starts earlier and stops later. The sequence:
 * <ol>
 * <li>start: the grant writer, then the broadcast poller and the notification listener, so that no request is served
 *     without the revocations and no live stream opens before its notifications can come; then the web server takes
 *     requests; then the live feed, and last the webhook dispatcher and Spring's scheduler (the activity flush);</li>
 * <li>stop, the other way round: the dispatcher stops claiming and Spring's scheduler runs no further job; the live
 *     feed closes its streams before the web server's graceful wait starts, since a stream never ends by itself;
 *     the web server finishes the requests in flight and stops; only then broadcasts and notifications stop, and the
 *     grant writer writes its last batch, as requests in flight needed all three; the connection pool closes after
 *     every phase, with the beans.</li>
 * </ol>
 * docs/architecture.md ("The background engines") describes each engine's thread, queue and shutdown.
 */
public final class BackgroundPhases {

    /** The grant writer: it writes the grants of requests in flight until the web server has stopped. */
    public static final int GRANT_WRITER = -200;
    /** The broadcast poller: revocations are known before the first request and until the last. */
    public static final int BROADCASTS = -100;
    /** The notification listener and sender: listening before the first live stream opens. */
    public static final int NOTIFICATIONS = -100;
    /** Spring Boot's web server starts taking requests, and stops once its graceful wait is over. */
    public static final int WEB_SERVER = SmartLifecycle.DEFAULT_PHASE - 2048;
    /** Spring Boot's graceful shutdown: it waits for the requests in flight. */
    public static final int GRACEFUL_WAIT = SmartLifecycle.DEFAULT_PHASE - 1024;
    /** The live feed: its streams are closed before the graceful wait, which they would otherwise hold up. */
    public static final int LIVE_FEED = SmartLifecycle.DEFAULT_PHASE - 512;
    /** The webhook dispatcher: deliveries wait in the database, so it stops first and loses nothing. */
    public static final int WEBHOOK_DISPATCHER = SmartLifecycle.DEFAULT_PHASE;
    /** Spring's scheduler, which runs the activity flush: pending rows wait in the database for the next fold. */
    public static final int SCHEDULER = SmartLifecycle.DEFAULT_PHASE;

    private BackgroundPhases() {
    }
}
