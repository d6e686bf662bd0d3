package larder.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;

/**
 * The database the integration tests of this JVM run on, chosen by {@code -Dlarder.test.database=h2|postgres}
 * (the build runs them once with each). PostgreSQL comes from embedded binaries, so that a fresh machine needs
 * nothing installed; {@code LARDER_TEST_DATABASE_URL} (a server URL with a user allowed to create databases)
 * points the tests at a running server instead. Each JVM gets a database of its own.
 */
public final class TestDatabase {

    public enum Kind { H2, POSTGRES }

    public record Connection(String url, String user, String password, Path dataDir) {
    }

    private static Connection connection;
    private static EmbeddedPostgres embedded;
    /** The URL of {@code LARDER_TEST_DATABASE_URL}'s server, when the tests run on one. */
    private static String externalServer;

    private TestDatabase() {
    }

    public static Kind kind() {
        return Kind.valueOf(System.getProperty("larder.test.database", "h2").toUpperCase(Locale.ROOT));
    }

    public static synchronized Connection connection() {
        if (connection == null) {
            connection = kind() == Kind.H2 ? h2() : postgres();
        }
        return connection;
    }

    private static Connection h2() {
        try {
            Path dir = Files.createTempDirectory("larder-it-h2");
            return new Connection(null, null, null, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Connection postgres() {
        String external = System.getenv("LARDER_TEST_DATABASE_URL");
        String database = "larder_it_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try {
            if (external != null && !external.isBlank()) {
                String user = System.getenv().getOrDefault("LARDER_TEST_DATABASE_USER", "postgres");
                String password = System.getenv().getOrDefault("LARDER_TEST_DATABASE_PASSWORD", "");
                createDatabase(external, user, password, database);
                externalServer = external;
                dropAtExit(external, user, password, database);
                String url = onDatabase(external, database);
                return new Connection(url, user, password, null);
            }
            // The library gives the server 10 s to start, which a busy machine can miss; it polls, so this is a limit.
            embedded = EmbeddedPostgres.builder().setPGStartupWait(Patience.of(Duration.ofMinutes(2))).start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    embedded.close();
                } catch (IOException ignored) {
                    // The JVM is going away; the temporary cluster directory goes with it.
                }
            }));
            String admin = embedded.getJdbcUrl("postgres", "postgres");
            createDatabase(admin, "postgres", "", database);
            return new Connection(embedded.getJdbcUrl("postgres", database), "postgres", "", null);
        } catch (IOException | SQLException e) {
            throw new IllegalStateException("Cannot start or reach PostgreSQL for the integration tests", e);
        }
    }

    private static void createDatabase(String url, String user, String password, String database)
            throws SQLException {
        try (java.sql.Connection c = DriverManager.getConnection(url, user, password);
             Statement s = c.createStatement()) {
            s.execute("create database " + database);
        }
    }

    /**
     * Drops a database made on an external server when this JVM exits, so that test runs do not pile them up there
     * (an embedded cluster goes away with its directory). {@code with (force)} ends the sessions of pools that are
     * still open while the application shuts down.
     */
    private static void dropAtExit(String server, String user, String password, String database) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (java.sql.Connection c = DriverManager.getConnection(server, user, password);
                 Statement s = c.createStatement()) {
                s.execute("drop database if exists " + database + " with (force)");
            } catch (SQLException e) {
                System.err.println("Could not drop the test database " + database + ": " + e.getMessage());
            }
        }));
    }

    /**
     * Another, empty database of the same kind, for tests that run the migrations themselves: in memory for H2, a new
     * database on the same server for PostgreSQL.
     */
    public static Connection freshDatabase() {
        String database = "larder_fresh_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        if (kind() == Kind.H2) {
            return new Connection("jdbc:h2:mem:" + database + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE"
                    + ";DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1", "sa", "", null);
        }
        Connection c = connection();
        try {
            createDatabase(c.url(), c.user(), c.password(), database);
            if (externalServer != null) {
                dropAtExit(externalServer, c.user(), c.password(), database);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot create a database for the test", e);
        }
        return new Connection(onDatabase(c.url(), database), c.user(), c.password(), null);
    }

    /** The JDBC URL of another database on the same server. */
    private static String onDatabase(String url, String database) {
        return url.replaceFirst("/[^/?]*(\\?|$)", "/" + database + "$1");
    }

    /** The command-line settings that put another node (a second application context) on the test database. */
    public static java.util.List<String> nodeArguments() {
        Connection c = connection();
        return c.url() != null ? java.util.List.of("--larder.database.url=" + c.url(), "--larder.database.user="
                + c.user(), "--larder.database.password=" + c.password())
                : java.util.List.of("--larder.data-dir=" + c.dataDir());
    }

    /** A raw JDBC connection to the test database, for tests that check what was (not) written. */
    public static java.sql.Connection open() throws SQLException {
        Connection c = connection();
        if (c.url() != null) {
            return DriverManager.getConnection(c.url(), c.user(), c.password());
        }
        throw new UnsupportedOperationException("Use the application's DataSource for H2 (one process holds the file)");
    }
}
