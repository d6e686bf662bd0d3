package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import larder.support.IntegrationTest;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Backup of the embedded database while it is written to, and restore into a fresh data directory: every write
 * acknowledged before the backup began is in the restored database.
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

    @Test
    void aBackupTakenDuringWritesRestoresEveryWriteAcknowledgedBeforeIt() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "PostgreSQL is backed up with its own tools");
        List<String> acknowledged = new CopyOnWriteArrayList<>();
        AtomicBoolean writing = new AtomicBoolean(true);
        Thread writer = Thread.ofPlatform().start(() -> {
            for (int i = 0; writing.get(); i++) {
                acknowledged.add(fixtures.admin().contentType(ContentType.JSON).body(Map.of("name", "backed up " + i))
                        .post("/admin/v1/apps").then().statusCode(201).extract().path("client_id"));
            }
        });
        while (acknowledged.size() < 20) {
            Thread.sleep(10);
        }
        List<String> beforeBackup = new ArrayList<>(acknowledged);
        Path backup = dir.resolve("larder.zip");
        Run backedUp = cli("backup", "--to", backup.toString(), "--server", "http://127.0.0.1:" + port,
                "--admin-key", ADMIN_KEY);
        int afterBackup = acknowledged.size();
        while (acknowledged.size() < afterBackup + 5) {
            Thread.sleep(10);
        }
        writing.set(false);
        writer.join();
        assertThat(backedUp.exitCode()).as(backedUp.err()).isZero();
        assertThat(backup).isRegularFile();

        Path dataDir = dir.resolve("restored");
        Run restored = cli("restore", "--from", backup.toString(), "--larder.data-dir=" + dataDir);
        assertThat(restored.exitCode()).as(restored.err()).isZero();
        List<String> found = new ArrayList<>();
        try (var connection = DriverManager.getConnection("jdbc:h2:file:" + dataDir.resolve("larder")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;IFEXISTS=TRUE", "larder", "");
             ResultSet rows = connection.createStatement().executeQuery("select client_id from app")) {
            while (rows.next()) {
                found.add(rows.getString(1));
            }
        }
        assertThat(found).containsAll(beforeBackup);
        // The copy is of one moment: what came after it was acknowledged is not in it.
        assertThat(found).doesNotContainAnyElementsOf(acknowledged.subList(acknowledged.size() - 1,
                acknowledged.size()));

        // A second restore keeps the first database beside it rather than overwriting it.
        Run again = cli("restore", "--from", backup.toString(), "--larder.data-dir=" + dataDir);
        assertThat(again.exitCode()).as(again.err()).isZero();
        try (var files = Files.list(dataDir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .anyMatch(name -> name.startsWith("larder.mv.db.before-restore-"));
        }
    }

    @Test
    void theOperatorApiAnswersAZipAndTheCliRefusesWhatIsNotABackup() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "PostgreSQL is backed up with its own tools");
        byte[] zip = api().header("Authorization", "Bearer " + ADMIN_KEY).post("/admin/v1/backup").then()
                .statusCode(200).contentType("application/zip")
                .header("Content-Disposition", org.hamcrest.Matchers.startsWith("attachment; filename=\"larder-backup-"))
                .extract().asByteArray();
        assertThat(zip).startsWith(0x50, 0x4b);

        Path notABackup = dir.resolve("evil.zip");
        try (var out = new java.util.zip.ZipOutputStream(Files.newOutputStream(notABackup))) {
            out.putNextEntry(new java.util.zip.ZipEntry("../escape.txt"));
            out.write("x".getBytes(StandardCharsets.UTF_8));
        }
        Run refused = cli("restore", "--from", notABackup.toString(), "--larder.data-dir=" + dir.resolve("data"));
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("is not a Larder backup");
        assertThat(dir.resolve("escape.txt")).doesNotExist();

        Run exists = cli("backup", "--to", notABackup.toString(), "--admin-key", ADMIN_KEY);
        assertThat(exists.exitCode()).isEqualTo(1);
        assertThat(exists.err()).contains("exists already");
    }

    @Test
    void onPostgreSqlTheApiSaysToUsePgDump() {
        assumeTrue(TestDatabase.kind() != TestDatabase.Kind.H2, "the embedded database is backed up by Larder");
        api().header("Authorization", "Bearer " + ADMIN_KEY).post("/admin/v1/backup").then().statusCode(422)
                .body("code", org.hamcrest.Matchers.equalTo("request.invalid"))
                .body("detail", org.hamcrest.Matchers.containsString("pg_dump"));
    }
}
