package larder.platform.cluster;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.val;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import larder.platform.PlatformSettings;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Who is alive to finish work it has marked as in progress, such as an idempotency key's first request. Every mark
 * names its owner, this process's {@link #id()}; a mark whose owner is no longer alive is free at once, so a request
 * that died with its process (a {@code kill -9}, a crash) can be retried without waiting.
 *
 * <p>On PostgreSQL, shared by several nodes, each node holds a shared advisory lock on its id for as long as it runs,
 * on a session of its own outside the pool. PostgreSQL releases a session's locks when the session ends, and a killed
 * process's sessions end as soon as the kernel closes its sockets; so an owner whose lock can be taken exclusively is
 * gone. This is PostgreSQL's own mechanism, not a protocol between nodes: no clocks are compared and nothing is
 * renewed but the session itself. The embedded H2 database is opened by one process only (its file is locked), so
 * there a mark is alive only if this very process made it: one from before this process started is free. The id is
 * one per JVM, so that two application contexts in one JVM (tests) are one owner, as they share the H2 database.
 */
@Component
public class ProcessLease implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(ProcessLease.class);
    /** Positive, so that it reads the same in logs and columns; random, so that a restart is a new owner. */
    private static final long ID = new SecureRandom().nextLong() & Long.MAX_VALUE;

    private final PlatformSettings.Database database;
    private final boolean postgres;
    private Connection session;

    public ProcessLease(PlatformSettings settings) {
        this.database = settings.database();
        this.postgres = database.external() && database.url().startsWith("jdbc:postgresql:");
        if (postgres) {
            try {
                session = lockedSession();
            } catch (SQLException e) {
                throw new IllegalStateException("Cannot open the database session that shows this process is alive",
                        e);
            }
        }
    }

    /** This process, as the owner of the marks it writes. */
    public long id() {
        return ID;
    }

    /**
     * Whether the owner of a mark is alive, asked in the caller's transaction: on PostgreSQL an exclusive try of the
     * owner's lock, held to the end of that transaction (a concurrent asker then sees the owner as alive, and its
     * client retries).
     */
    public boolean alive(DSLContext db, long owner) {
        if (owner == ID) {
            return true;
        }
        if (db.dialect().family() != SQLDialect.POSTGRES) {
            return false;
        }
        Boolean taken = db.select(field("pg_try_advisory_xact_lock({0})", Boolean.class, val(owner))).fetchOne(0,
                Boolean.class);
        return !Boolean.TRUE.equals(taken);
    }

    /**
     * Checks the session that holds the lock, and opens a new one if it was lost (the database restarted, or the
     * network dropped it): until then other nodes see this one as gone, as they would if it had died.
     */
    @Scheduled(initialDelay = 5_000, fixedDelay = 5_000)
    synchronized void keepAlive() {
        if (!postgres) {
            return;
        }
        try {
            if (session != null && session.isValid(2)) {
                return;
            }
            closeQuietly();
            session = lockedSession();
            log.warn("Reopened the database session that shows this process is alive");
        } catch (SQLException e) {
            log.warn("Cannot reopen the database session that shows this process is alive: {}", e.getMessage());
        }
    }

    private Connection lockedSession() throws SQLException {
        Connection connection = DriverManager.getConnection(database.url(), database.user(), database.password());
        try (PreparedStatement lock = connection.prepareStatement("select pg_advisory_lock_shared(?)")) {
            lock.setLong(1, ID);
            lock.execute();
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    @Override
    public synchronized void destroy() {
        closeQuietly();
    }

    private void closeQuietly() {
        if (session != null) {
            try {
                session.close();
            } catch (SQLException ignored) {
                // A lost session holds no lock.
            }
            session = null;
        }
    }
}
