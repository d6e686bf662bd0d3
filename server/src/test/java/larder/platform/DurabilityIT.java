package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.platform.db.EmbeddedDatabase;
import larder.support.Patience;
import larder.support.ServerJar;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database keeps every acknowledged write through {@code kill -9}: the real jar is started, answers
 * writes, is killed without warning, and the operator CLI of the same jar then opens the same data directory and
 * finds every acknowledged write. The CLI must also refuse politely while the server holds the embedded database,
 * and so must a restore into its data directory.
 * The jar runs extracted ({@link ServerJar}).
 */
class DurabilityIT {

    private static final String ADMIN = "durability-admin-key";

    @TempDir
    Path dataDir;

    @TempDir
    Path appDir;

    /** The extracted jar that every child JVM runs. */
    private Path jar;

    @Test
    void acknowledgedWritesSurviveKillDashNine() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "durability of PostgreSQL is PostgreSQL's own");
        assumeTrue(Files.exists(ServerJar.JAR),
                "the jar is built in the package phase, before the integration tests");
        int port = ServerJar.freePort();
        long began = System.nanoTime();
        jar = ServerJar.extract(appDir);
        long extracted = System.nanoTime();
        ServerJar.Server server = ServerJar.start(jar, port, dataDir, List.of("--larder.data-dir=" + dataDir,
                "--larder.admin-key=" + ADMIN, "--larder.rate-limits=off"));
        long ready = System.nanoTime();
        List<String> acknowledged = new ArrayList<>();
        List<String> grantedUsers = new ArrayList<>();
        long refused;
        try {
            CliRun locked = cli("apps", "list");
            assertThat(locked.exitCode()).as(locked.stderr()).isEqualTo(1);
            assertThat(locked.stderr()).contains("stop the server first");
            Path notOverwritten = Files.writeString(appDir.resolve("any.zip"), "any");
            CliRun restoreRefused = cli("restore", "--from", notOverwritten.toString());
            assertThat(restoreRefused.exitCode()).as(restoreRefused.stderr()).isEqualTo(1);
            assertThat(restoreRefused.stderr()).contains("is in use; stop the server first");
            refused = System.nanoTime();
            // Killed right after the last answer: a write held back for a delayed flush would be lost.
            for (int i = 0; i < 40; i++) {
                String clientId = RestAssured.given().port(port).header("Authorization", "Bearer " + ADMIN)
                        .contentType(ContentType.JSON).body(Map.of("name", "durable " + i))
                        .post("/admin/v1/apps").then().statusCode(201).extract().path("client_id");
                acknowledged.add(clientId);
            }
            // Anonymous grants at once, which are written together in shared transactions; killed right after.
            try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
                List<Future<String>> grants = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    grants.add(clients.submit(() -> subject(RestAssured.given().port(port)
                            .contentType(ContentType.JSON)
                            .body(Map.of("client_id", acknowledged.getFirst(), "grant_type", "anonymous"))
                            .post("/v1beta/auth/access_token").then().statusCode(200)
                            .extract().<String>path("access_token"))));
                }
                for (Future<String> grant : grants) {
                    grantedUsers.add(grant.get());
                }
            }
        } finally {
            server.kill();
        }
        long killed = System.nanoTime();

        CliRun listed = cli("apps", "list", "--limit", "100");
        assertThat(listed.exitCode()).as(listed.stderr()).isZero();
        assertThat(acknowledged).hasSize(40);
        for (String clientId : acknowledged) {
            assertThat(listed.stdout()).contains(clientId);
        }
        assertThat(grantedUsers).hasSize(20).doesNotHaveDuplicates();
        try (Connection db = DriverManager.getConnection(EmbeddedDatabase.url(dataDir), EmbeddedDatabase.USER, "")) {
            for (String userId : grantedUsers) {
                assertThat(count(db, "select count(*) from users where id = ?", userId)).as(userId).isOne();
                assertThat(count(db, "select count(*) from refresh_token_v2 where user_id = ?", userId)).as(userId)
                        .isOne();
            }
        }
        long done = System.nanoTime();
        // Printed, not asserted: speed is measured by benchmarks. This says where a slow run spent its time.
        System.out.printf(Locale.ROOT, "DurabilityIT: jar extracted %.1f s, server ready %.1f s, CLI refused "
                + "%.1f s, 60 writes and kill %.1f s, CLI listed %.1f s%n", ServerJar.seconds(extracted - began),
                ServerJar.seconds(ready - extracted), ServerJar.seconds(refused - ready),
                ServerJar.seconds(killed - refused), ServerJar.seconds(done - killed));
    }

    /** The user an access token was given to: its subject, read without the server. */
    private static String subject(String accessToken) {
        String payload = new String(Base64.getUrlDecoder().decode(accessToken.split("\\.")[1]),
                StandardCharsets.UTF_8);
        Matcher subject = Pattern.compile("\"sub\":\"([^\"]+)\"").matcher(payload);
        assertThat(subject.find()).as(payload).isTrue();
        return subject.group(1);
    }

    private static int count(Connection db, String sql, String value) throws SQLException {
        try (PreparedStatement statement = db.prepareStatement(sql)) {
            statement.setString(1, value);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }

    private record CliRun(int exitCode, String stdout, String stderr) {
    }

    private CliRun cli(String... command) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(ServerJar.java()));
        args.addAll(ServerJar.FAST_START);
        args.addAll(List.of("-jar", jar.toString()));
        args.addAll(List.of(command));
        args.add("--larder.data-dir=" + dataDir);
        Path out = Files.createTempFile(dataDir, "cli", ".out");
        Path err = Files.createTempFile(dataDir, "cli", ".err");
        Process process = new ProcessBuilder(args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        Duration limit = Patience.of(ServerJar.EXIT);
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.format(Locale.ROOT, "The CLI did not finish within %.1f s (set "
                    + "larder.test.patience or LARDER_TEST_PATIENCE to wait longer):%n%s",
                    ServerJar.seconds(limit.toNanos()), ServerJar.tail(err)));
        }
        return new CliRun(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
