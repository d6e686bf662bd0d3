package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import larder.Larder;
import larder.support.IntegrationTest;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Backup of the embedded database while it is written to, through the CLI and the operator API, and restore into a
 * fresh data directory, where a server started on it answers every write acknowledged before the backup began.
 */
class BackupIT extends IntegrationTest {

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = BackupCli.run(args, Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String createApp(String name) {
        return fixtures.admin().contentType(ContentType.JSON).body(Map.of("name", name)).post("/admin/v1/apps")
                .then().statusCode(201).extract().path("client_id");
    }

    @Test
    void aBackupTakenDuringWritesRestoresIntoAServerThatHasEveryWriteAcknowledgedBeforeIt() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "PostgreSQL is backed up with its own tools");
        List<String> acknowledged = new CopyOnWriteArrayList<>();
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = Thread.ofPlatform().start(() -> {
            for (int i = 0; writing.get(); i++) {
                acknowledged.add(createApp("backed up " + i));
            }
        });
        while (acknowledged.size() < 20) {
            Thread.sleep(10);
        }
        List<String> beforeBackup = new ArrayList<>(acknowledged);
        Path backup = dir.resolve("larder.sql.gz");
        Run backedUp = cli("backup", "--to", backup.toString(), "--server", "http://127.0.0.1:" + port,
                "--admin-key", ADMIN_KEY);
        int afterBackup = acknowledged.size();
        while (acknowledged.size() < afterBackup + 5 && writer.isAlive()) {
            Thread.sleep(10);
        }
        writing.set(false);
        writer.join();
        assertThat(backedUp.exitCode()).as(backedUp.err()).isZero();
        assertThat(acknowledged.size()).as("writes went on during and after the backup").isGreaterThan(afterBackup);

        Path dataDir = dir.resolve("restored");
        Run restored = cli("restore", "--from", backup.toString(), "--larder.data-dir=" + dataDir);
        assertThat(restored.exitCode()).as(restored.err()).isZero();
        assertThat(restored.out()).contains("\"kept\":null");

        ConfigurableApplicationContext server = new SpringApplicationBuilder(Larder.class).run("--server.port=0",
                "--larder.data-dir=" + dataDir, "--larder.admin-key=" + ADMIN_KEY, "--larder.rate-limits=off");
        try {
            int restoredPort = ((WebServerApplicationContext) server).getWebServer().getPort();
            for (String clientId : beforeBackup) {
                RestAssured.given().port(restoredPort).header("Authorization", "Bearer " + ADMIN_KEY)
                        .get("/admin/v1/apps/" + clientId).then().statusCode(200).body("client_id", equalTo(clientId));
            }
            // The backup is of one moment: an app acknowledged after the backup answered is not in it.
            String last = acknowledged.getLast();
            RestAssured.given().port(restoredPort).header("Authorization", "Bearer " + ADMIN_KEY)
                    .get("/admin/v1/apps/" + last).then().statusCode(404);
        } finally {
            server.close();
        }

        // A second restore keeps the database it replaces beside it rather than overwriting it.
        Run again = cli("restore", "--from", backup.toString(), "--larder.data-dir=" + dataDir);
        assertThat(again.exitCode()).as(again.err()).isZero();
        try (var files = Files.list(dataDir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .anyMatch(name -> name.startsWith("larder.mv.db.before-restore-"));
        }
    }

    @Test
    void concurrentBackupsAreMadeOneAfterAnotherAndEachAnswersAWholeBackup() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "PostgreSQL is backed up with its own tools");
        createApp("present in every backup");
        try (var pool = Executors.newFixedThreadPool(3)) {
            List<Future<byte[]>> backups = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                backups.add(pool.submit(() -> api().header("Authorization", "Bearer " + ADMIN_KEY)
                        .post("/admin/v1/backup").then().statusCode(200).contentType("application/gzip")
                        .header("Content-Disposition", startsWith("attachment; filename=\"larder-backup-"))
                        .extract().asByteArray()));
            }
            for (int i = 0; i < backups.size(); i++) {
                Path file = Files.write(dir.resolve("concurrent-" + i + ".sql.gz"), backups.get(i).get());
                Run restored = cli("restore", "--from", file.toString(), "--larder.data-dir=" + dir.resolve("d" + i));
                assertThat(restored.exitCode()).as(restored.err()).isZero();
            }
        }
        try (var files = Files.list(TestDatabase.connection().dataDir())) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no backup file is left behind")
                    .noneMatch(name -> name.endsWith(".sql.gz"));
        }
    }

    @Test
    void theCliRefusesWhatIsNotABackupAndChangesNothing() throws Exception {
        Path dataDir = dir.resolve("data");
        Path notGzip = Files.writeString(dir.resolve("notes.txt"), "drop table app;");
        Run refused = cli("restore", "--from", notGzip.toString(), "--larder.data-dir=" + dataDir);
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("is not a Larder backup");

        Path emptyDump = dir.resolve("empty.sql.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(emptyDump))) {
            out.write("create table unrelated(id int);".getBytes(StandardCharsets.UTF_8));
        }
        Run noDatabase = cli("restore", "--from", emptyDump.toString(), "--larder.data-dir=" + dataDir);
        assertThat(noDatabase.exitCode()).isEqualTo(1);
        assertThat(noDatabase.err()).contains("holds no Larder database");
        try (var files = Files.list(dataDir)) {
            assertThat(files.toList()).as("a refused restore leaves nothing behind").isEmpty();
        }

        Run exists = cli("backup", "--to", notGzip.toString(), "--admin-key", ADMIN_KEY);
        assertThat(exists.exitCode()).isEqualTo(1);
        assertThat(exists.err()).contains("exists already");
    }

    @Test
    void onPostgreSqlTheApiSaysToUsePgDump() {
        assumeTrue(TestDatabase.kind() != TestDatabase.Kind.H2, "the embedded database is backed up by Larder");
        api().header("Authorization", "Bearer " + ADMIN_KEY).post("/admin/v1/backup").then().statusCode(422)
                .body("code", equalTo("request.invalid"))
                .body("detail", containsString("pg_dump"));
    }
}
