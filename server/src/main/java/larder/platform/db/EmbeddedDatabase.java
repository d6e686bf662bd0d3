package larder.platform.db;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;

/**
 * The embedded H2 database: where it lives in the data directory, how it is opened, and how a backup made by
 * {@link DatabaseBackup} is put back with the server stopped.
 */
public final class EmbeddedDatabase {

    static final String NAME = "larder";
    public static final String USER = "larder";
    /** PostgreSQL mode, so that one set of migrations and queries serves both databases. */
    private static final String MODE = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH";
    /** H2 error 90020: the database is open in another process (its files have one owner). */
    private static final int IN_USE = 90020;

    private EmbeddedDatabase() {
    }

    /**
     * The server's URL. {@code WRITE_DELAY=0} writes every commit before it is acknowledged, so an answered request
     * survives {@code kill -9}; the application closes the database on shutdown, not H2's own shutdown hook.
     */
    public static String url(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.resolve(NAME) + MODE + ";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";
    }

    /** Why a restore did not happen; the message is fit to show the operator. Nothing was changed. */
    public static final class RestoreRefused extends Exception {
        RestoreRefused(String message) {
            super(message, null, false, false);
        }
    }

    /** Where the restored database now is, and where the one it replaced was kept (null when there was none). */
    public record Restored(Path database, Path keptAside) {
    }

    /**
     * Puts a backup into the data directory. The backup is replayed into a new database beside the current one
     * first, so a backup that cannot be read changes nothing; only then is the current database renamed aside
     * (never deleted) and the new one moved into its place. Refused while a server holds the data directory.
     * A backup is SQL that this replays: restore only backups that this server's operator made.
     */
    public static Restored restore(Path backup, Path dataDir, Instant now) throws RestoreRefused, IOException {
        if (!Files.isRegularFile(backup)) {
            throw new RestoreRefused(backup + " is not a file.");
        }
        Path dir = dataDir.toAbsolutePath().normalize();
        Path current = dir.resolve(NAME + ".mv.db");
        if (Files.exists(current)) {
            refuseIfInUse(dir);
        }
        try (InputStream in = Files.newInputStream(backup)) {
            byte[] magic = in.readNBytes(2);
            if (magic.length < 2 || (magic[0] & 0xff) != 0x1f || (magic[1] & 0xff) != 0x8b) {
                throw new RestoreRefused(backup + " is not a Larder backup (not gzip-compressed).");
            }
        }
        Files.createDirectories(dir);
        String staging = NAME + "-restoring-" + now.toEpochMilli();
        Path staged = dir.resolve(staging + ".mv.db");
        try {
            replay(backup, dir.resolve(staging));
        } catch (SQLException e) {
            deleteStaged(dir, staging);
            throw new RestoreRefused(backup + " is not a Larder backup, or is damaged: "
                    + e.getMessage().lines().findFirst().orElse(""));
        } catch (RuntimeException | RestoreRefused e) {
            deleteStaged(dir, staging);
            throw e;
        }
        Path aside = null;
        if (Files.exists(current)) {
            aside = dir.resolve(NAME + ".mv.db.before-restore-" + now.toEpochMilli());
            Files.move(current, aside);
        }
        Files.move(staged, current, StandardCopyOption.ATOMIC_MOVE);
        return new Restored(current, aside);
    }

    private static void replay(Path backup, Path database) throws SQLException, RestoreRefused {
        String url = "jdbc:h2:file:" + database + MODE + ";DB_CLOSE_ON_EXIT=FALSE";
        try (Connection connection = DriverManager.getConnection(url, USER, "")) {
            var sql = DSL.using(connection, SQLDialect.H2);
            sql.execute("runscript from {0} compression gzip", DSL.inline(backup.toAbsolutePath().toString()));
            // Every Larder database has Flyway's history, which is also what lets the server start on it.
            if (sql.meta().getTables("flyway_schema_history").isEmpty()) {
                throw new RestoreRefused(backup + " holds no Larder database.");
            }
        } catch (org.jooq.exception.DataAccessException e) {
            // jOOQ wraps H2's own error (a script that is not SQL, a damaged file): the caller refuses on that one.
            throw e.getCause() instanceof SQLException cause ? cause : new SQLException(e.getMessage(), e);
        }
        // Closing the only connection closes the database, so its file can be moved.
    }

    private static void deleteStaged(Path dir, String staging) throws IOException {
        Files.deleteIfExists(dir.resolve(staging + ".mv.db"));
        Files.deleteIfExists(dir.resolve(staging + ".trace.db"));
    }

    /** The embedded database allows one process: if it opens here, no server has it. */
    private static void refuseIfInUse(Path dir) throws RestoreRefused {
        try (Connection connection = DriverManager.getConnection(url(dir) + ";IFEXISTS=TRUE", USER, "")) {
            connection.isValid(1);
        } catch (SQLException e) {
            if (e.getErrorCode() == IN_USE) {
                throw new RestoreRefused("The database in " + dir + " is in use; stop the server first.");
            }
            throw new RestoreRefused("The database in " + dir + " cannot be opened: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
    }
}
