package larder.platform.cluster;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import larder.platform.PlatformSettings;
import larder.platform.db.AfterCommit;
import larder.platform.web.BackgroundPhases;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Tells every node, at once, that something committed: PostgreSQL's own {@code NOTIFY}. Payloads are tiny hints (a
 * list's id and version); nodes read what changed from the database.
 *
 * <p>On PostgreSQL a notification is sent inside the transaction that publishes it, on that transaction's own
 * connection: PostgreSQL delivers it to every listening node when, and only if, the transaction commits, so a node
 * that dies right after a commit cannot lose it. The price is PostgreSQL's: a transaction that has sent {@code NOTIFY}
 * takes a lock, one for the whole database, at its commit and holds it until the commit is on disk, so such commits
 * (list changes) are flushed one after another. {@code bench/live} measures what that costs at 200 changes a second
 * (docs/performance.md). A publication outside any transaction is sent at once by this node's sender, on a connection
 * of its own.
 *
 * <p>Each node holds one dedicated connection, outside the pool, that {@code LISTEN}s on every receiver's channel and
 * waits for notifications on one virtual thread. When that connection drops, the listener reconnects with back-off
 * and then tells every receiver it {@linkplain NotificationReceiver#resumed() resumed}, so that receivers read again
 * what they may have missed. On the embedded database there is one node: a notification is handed to this node's
 * receivers after the transaction commits.
 *
 * <p>This is not the {@link Broadcasts} log: a broadcast is a fact every node must apply even if it was down when it
 * was written (a revocation), so it is kept in a table and polled; a notification only makes a node look sooner at
 * data that is kept elsewhere, and costs no table and no poll.
 */
@Component
public class Notifications implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(Notifications.class);
    private static final Pattern CHANNEL = Pattern.compile("[a-z_]{1,63}");
    /** How long the listener waits for notifications before it checks that its connection still answers. */
    private static final int WAIT_MILLIS = 10_000;
    private static final Duration FIRST_RETRY = Duration.ofMillis(100);
    private static final Duration LAST_RETRY = Duration.ofSeconds(5);
    /** The listener's connection is named so that an operator (or a test) can find it in pg_stat_activity. */
    public static final String APPLICATION_NAME = "larder-notifications";

    private final PlatformSettings.Database database;
    private final boolean postgres;
    private final ObjectProvider<NotificationReceiver> receiverProvider;
    private final ObjectProvider<DataSource> dataSource;
    private final BlockingQueue<Notice> outbox = new LinkedBlockingQueue<>();
    private volatile Thread sender;
    private volatile Map<String, List<NotificationReceiver>> receivers;

    private volatile boolean running;
    private volatile Thread listener;
    private volatile Connection connection;
    private volatile boolean listening;
    private final java.util.concurrent.atomic.AtomicLong reconnects = new java.util.concurrent.atomic.AtomicLong();

    public Notifications(PlatformSettings settings, ObjectProvider<NotificationReceiver> receiverProvider,
                         ObjectProvider<DataSource> dataSource) {
        this.database = settings.database();
        this.postgres = database.external() && database.url().startsWith("jdbc:postgresql:");
        this.receiverProvider = receiverProvider;
        this.dataSource = dataSource;
    }

    /** Receivers are looked up on first use: they may depend on beans that publish through this one. */
    private Map<String, List<NotificationReceiver>> receivers() {
        Map<String, List<NotificationReceiver>> found = receivers;
        if (found == null) {
            Map<String, List<NotificationReceiver>> byChannel = new HashMap<>();
            for (NotificationReceiver receiver : receiverProvider.orderedStream().toList()) {
                if (!CHANNEL.matcher(receiver.channel()).matches()) {
                    throw new IllegalStateException("Not a channel name: " + receiver.channel());
                }
                byChannel.computeIfAbsent(receiver.channel(), c -> new ArrayList<>()).add(receiver);
            }
            found = Map.copyOf(byChannel);
            receivers = found;
        }
        return found;
    }

    /**
     * Notifies every node's receivers of {@code channel} once the current transaction commits (at once when there is
     * none). Nothing is sent if it rolls back. On PostgreSQL the {@code NOTIFY} is part of the transaction itself.
     */
    public void publish(String channel, String payload) {
        if (postgres && TransactionSynchronizationManager.isActualTransactionActive()) {
            DataSource pool = dataSource.getObject();
            Connection c = DataSourceUtils.getConnection(pool);
            try (PreparedStatement notify = c.prepareStatement("select pg_notify(?, ?)")) {
                notify.setString(1, channel);
                notify.setString(2, payload);
                notify.executeQuery().close();
            } catch (SQLException e) {
                throw new IllegalStateException("NOTIFY " + channel + " failed", e);
            } finally {
                DataSourceUtils.releaseConnection(c, pool);
            }
        } else {
            AfterCommit.run(() -> committed(channel, payload));
        }
    }

    private void committed(String channel, String payload) {
        if (postgres) {
            outbox.add(new Notice(channel, payload));
        } else {
            dispatch(channel, payload);
        }
    }

    private record Notice(String channel, String payload) {
    }

    /**
     * Sends what was published outside a transaction, in batches, on a connection of its own (outside the pool, so
     * that a busy pool cannot hold notifications back): one {@code pg_notify} statement, its own short transaction
     * that writes no WAL, for everything published since the last one.
     */
    private void send() {
        List<Notice> batch = new ArrayList<>();
        Duration retry = FIRST_RETRY;
        Connection c = null;
        while (running || !outbox.isEmpty()) {
            try {
                if (batch.isEmpty()) {
                    Notice first = outbox.poll(1, TimeUnit.SECONDS);
                    if (first == null) {
                        continue;
                    }
                    batch.add(first);
                    outbox.drainTo(batch, 999);
                }
                if (c == null) {
                    c = connect();
                }
                try (PreparedStatement notify = c.prepareStatement("select pg_notify(n.channel, n.payload)"
                        + " from unnest(?::text[], ?::text[]) as n(channel, payload)")) {
                    notify.setArray(1, c.createArrayOf("text", batch.stream().map(Notice::channel).toArray()));
                    notify.setArray(2, c.createArrayOf("text", batch.stream().map(Notice::payload).toArray()));
                    notify.executeQuery().close();
                }
                batch.clear();
                retry = FIRST_RETRY;
            } catch (InterruptedException e) {
                break;
            } catch (SQLException | RuntimeException e) {
                log.warn("Sending {} notifications failed; retrying in {} ms: {}", batch.size(), retry.toMillis(),
                        e.toString());
                close(c);
                c = null;
                try {
                    Thread.sleep(retry);
                } catch (InterruptedException interrupted) {
                    break;
                }
                retry = retry.multipliedBy(2).compareTo(LAST_RETRY) > 0 ? LAST_RETRY : retry.multipliedBy(2);
            }
        }
        close(c);
    }

    private static void close(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // going away either way
            }
        }
    }

    private void dispatch(String channel, String payload) {
        for (NotificationReceiver receiver : receivers().getOrDefault(channel, List.of())) {
            try {
                receiver.receive(payload);
            } catch (RuntimeException e) {
                log.error("Notification receiver for {} failed on {}", channel, payload, e);
            }
        }
    }

    private void resumed() {
        receivers().values().stream().flatMap(List::stream).forEach(receiver -> {
            try {
                receiver.resumed();
            } catch (RuntimeException e) {
                log.error("Notification receiver for {} failed to resume", receiver.channel(), e);
            }
        });
    }

    /** The listener's loop: connect, LISTEN, wait; on any failure, back off and start again. */
    private void listen() {
        Duration retry = FIRST_RETRY;
        boolean first = true;
        while (running) {
            try (Connection c = connect()) {
                connection = c;
                try (Statement s = c.createStatement()) {
                    for (String channel : receivers().keySet()) {
                        s.execute("LISTEN " + channel);
                    }
                }
                listening = true;
                if (!first) {
                    reconnects.incrementAndGet();
                    log.info("Listening for notifications again; receivers read what they may have missed");
                }
                resumed();
                first = false;
                retry = FIRST_RETRY;
                PGConnection pg = c.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] arrived = pg.getNotifications(WAIT_MILLIS);
                    if (arrived == null || arrived.length == 0) {
                        try (Statement s = c.createStatement()) {
                            s.execute("select 1"); // a dead connection shows itself here, not in a quiet wait
                        }
                        continue;
                    }
                    for (PGNotification n : arrived) {
                        dispatch(n.getName(), n.getParameter());
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!running) {
                    return;
                }
                log.warn("The notification listener lost its connection; reconnecting in {} ms: {}",
                        retry.toMillis(), e.toString());
                try {
                    Thread.sleep(retry);
                } catch (InterruptedException interrupted) {
                    return;
                }
                retry = retry.multipliedBy(2).compareTo(LAST_RETRY) > 0 ? LAST_RETRY : retry.multipliedBy(2);
            } finally {
                listening = false;
                connection = null;
            }
        }
    }

    private Connection connect() throws SQLException {
        Properties properties = new Properties();
        if (database.user() != null) {
            properties.setProperty("user", database.user());
        }
        if (database.password() != null) {
            properties.setProperty("password", database.password());
        }
        properties.setProperty("ApplicationName", APPLICATION_NAME);
        Connection c = DriverManager.getConnection(database.url(), properties);
        c.setAutoCommit(true);
        return c;
    }

    @Override
    public void start() {
        running = true;
        if (postgres) {
            sender = Thread.ofVirtual().name("notification-sender").start(this::send);
            if (!receivers().isEmpty()) {
                listener = Thread.ofVirtual().name("notification-listener").start(this::listen);
            }
        }
    }

    @Override
    public void stop() {
        running = false; // the sender sends what is left, then ends
        Thread thread = listener;
        if (thread != null) {
            Connection c = connection;
            if (c != null) {
                try {
                    c.abort(Runnable::run); // closes the socket under the wait, which close() would wait out
                } catch (SQLException ignored) {
                    // The listener is going away either way.
                }
            }
            thread.interrupt();
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** This node listens to PostgreSQL's notifications (it has a listener to run: PostgreSQL, and receivers). */
    public boolean listens() {
        return postgres && !receivers().isEmpty();
    }

    /** The listener holds its connection and has LISTENed on every channel. */
    public boolean listening() {
        return listening;
    }

    /** How often the listener has come back after losing its connection. */
    public long reconnects() {
        return reconnects.get();
    }

    /** Listening before the web server takes requests, so that no stream opens before its notifications can come. */
    @Override
    public int getPhase() {
        return BackgroundPhases.NOTIFICATIONS;
    }
}
