package larder.platform.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import larder.platform.PlatformSettings;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An online backup of the embedded database ({@link DatabaseBackup}) and putting one back with the server stopped
 * ({@link EmbeddedDatabase#restore}): a backup that cannot be read changes nothing, and the database it replaces is
 * kept aside.
 */
class BackupAndRestoreTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    @TempDir
    Path dataDir;

    @TempDir
    Path elsewhere;

    /**
     * The database backed up: in memory, migrated as the server's, and kept open by one connection held for the class
     * rather than by {@code DB_CLOSE_DELAY=-1}, which {@code SCRIPT} would write into the dump (a server's file
     * database has no such setting, and a database restored with it would stay open after its last connection).
     */
    private static JdbcDataSource source;
    private static Connection keepsItOpen;

    private DSLContext db;

    @BeforeAll
    static void migrate() throws Exception {
        source = new JdbcDataSource();
        source.setURL("jdbc:h2:mem:backup-" + System.nanoTime()
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH");
        keepsItOpen = source.getConnection();
        Flyway.configure().dataSource(source).locations("classpath:db/migration", "classpath:db/vendor/h2").load()
                .migrate();
    }

    @AfterAll
    static void close() throws Exception {
        keepsItOpen.close();
    }

    @BeforeEach
    void oneBroadcastInTheDatabase() {
        db = DSL.using(source, SQLDialect.H2);
        db.execute("delete from broadcast");
        db.execute("insert into broadcast (topic, subject, created_at) values ('t', 'before-backup', "
                + "current_timestamp)");
    }

    private DatabaseBackup backup(String databaseUrl) {
        return new DatabaseBackup(db, new PlatformSettings(dataDir,
                new PlatformSettings.Database(databaseUrl, null, null), null, "off", Duration.ofSeconds(1), false,
                null));
    }

    private Path gzip(String content) throws Exception {
        Path file = elsewhere.resolve("backup-" + System.nanoTime() + ".sql.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(content.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }

    private static List<String> subjects(Path dir) throws Exception {
        try (Connection c = DriverManager.getConnection(EmbeddedDatabase.url(dir) + ";IFEXISTS=TRUE",
                EmbeddedDatabase.USER, "");
             Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("select subject from broadcast order by id")) {
            List<String> subjects = new java.util.ArrayList<>();
            while (rows.next()) {
                subjects.add(rows.getString(1));
            }
            return subjects;
        }
    }

    private List<Path> filesIn(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(Path::getFileName).sorted().toList();
        }
    }

    @Test
    void aBackupIsAGzippedDumpInTheDataDirectory() throws Exception {
        Path file = backup(null).write();
        assertThat(file.getParent()).isEqualTo(dataDir.toAbsolutePath().normalize());
        assertThat(file.getFileName().toString()).startsWith("backup_").endsWith(".sql.gz");
        byte[] head = Files.readAllBytes(file);
        assertThat(head.length).isGreaterThan(2);
        assertThat(head[0] & 0xff).isEqualTo(0x1f);
        assertThat(head[1] & 0xff).isEqualTo(0x8b);
    }

    @Test
    void eachBackupIsANewFile() {
        DatabaseBackup backups = backup(null);
        assertThat(backups.write()).isNotEqualTo(backups.write());
    }

    @Test
    void aServerOnPostgresIsToldToUseItsTools() {
        assertThatThrownBy(() -> backup("jdbc:postgresql://db/larder").write())
                .isInstanceOfSatisfying(ProblemException.class, problem -> {
                    assertThat(problem.status().value()).isEqualTo(422);
                    assertThat(problem.code()).isEqualTo(ProblemCode.INVALID);
                    assertThat(problem.getMessage()).contains("pg_dump");
                });
    }

    @Test
    void aBackupIsRestoredIntoAnEmptyDataDirectory() throws Exception {
        Path file = backup(null).write();
        Path target = elsewhere.resolve("restored");
        EmbeddedDatabase.Restored restored = EmbeddedDatabase.restore(file, target, NOW);
        assertThat(restored.database()).isEqualTo(target.toAbsolutePath().resolve("larder.mv.db"));
        assertThat(restored.keptAside()).isNull();
        assertThat(subjects(target)).containsExactly("before-backup");
        assertThat(filesIn(target)).noneMatch(p -> p.toString().contains("restoring"));
    }

    @Test
    void theDatabaseARestoreReplacesIsKeptAside() throws Exception {
        Path first = backup(null).write();
        db.execute("insert into broadcast (topic, subject, created_at) values ('t', 'after-backup', "
                + "current_timestamp)");
        Path second = backup(null).write();
        Path target = elsewhere.resolve("replaced");
        EmbeddedDatabase.restore(second, target, NOW);
        EmbeddedDatabase.Restored restored = EmbeddedDatabase.restore(first, target, NOW.plusSeconds(1));
        assertThat(restored.keptAside()).isEqualTo(target.toAbsolutePath()
                .resolve("larder.mv.db.before-restore-" + NOW.plusSeconds(1).toEpochMilli()));
        assertThat(restored.keptAside()).exists();
        assertThat(subjects(target)).containsExactly("before-backup");
    }

    @Test
    void aFileThatIsNotThereIsRefused() {
        Path missing = elsewhere.resolve("missing.sql.gz");
        assertThatThrownBy(() -> EmbeddedDatabase.restore(missing, dataDir, NOW))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class).hasMessage(missing + " is not a file.");
        assertThatThrownBy(() -> EmbeddedDatabase.restore(elsewhere, dataDir, NOW))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class).hasMessageEndingWith("is not a file.");
    }

    @Test
    void aFileThatIsNotGzipIsRefusedAndNothingChanges() throws Exception {
        Path plain = elsewhere.resolve("plain.sql");
        Files.writeString(plain, "create table x (id int);");
        Path tiny = elsewhere.resolve("tiny");
        Files.write(tiny, new byte[] {0x1f});
        Path half = elsewhere.resolve("half");
        Files.write(half, new byte[] {0x1f, 0x00, 0x00});
        Path otherHalf = elsewhere.resolve("other-half");
        Files.write(otherHalf, new byte[] {0x00, (byte) 0x8b, 0x00});
        for (Path file : List.of(plain, tiny, half, otherHalf)) {
            assertThatThrownBy(() -> EmbeddedDatabase.restore(file, dataDir, NOW))
                    .isInstanceOf(EmbeddedDatabase.RestoreRefused.class)
                    .hasMessage(file + " is not a Larder backup (not gzip-compressed).");
        }
        assertThat(filesIn(dataDir)).isEmpty();
    }

    @Test
    void aDamagedBackupIsRefusedAndItsStagingRemoved() throws Exception {
        Path damaged = gzip("this is not SQL at all;");
        assertThatThrownBy(() -> EmbeddedDatabase.restore(damaged, dataDir, NOW))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class)
                .hasMessageStartingWith(damaged + " is not a Larder backup, or is damaged: ");
        assertThat(filesIn(dataDir)).isEmpty();
    }

    @Test
    void aDumpOfAnotherDatabaseIsRefusedAndItsStagingRemoved() throws Exception {
        Path other = gzip("create table unrelated (id int); insert into unrelated values (1);");
        assertThatThrownBy(() -> EmbeddedDatabase.restore(other, dataDir, NOW))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class)
                .hasMessage(other + " holds no Larder database.");
        assertThat(filesIn(dataDir)).isEmpty();
    }

    @Test
    void aRefusedRestoreLeavesTheCurrentDatabaseInPlace() throws Exception {
        EmbeddedDatabase.restore(backup(null).write(), dataDir, NOW);
        Path other = gzip("create table unrelated (id int);");
        assertThatThrownBy(() -> EmbeddedDatabase.restore(other, dataDir, NOW.plusSeconds(1)))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class);
        assertThat(filesIn(dataDir)).extracting(Path::toString).filteredOn(name -> name.endsWith(".mv.db"))
                .containsExactly("larder.mv.db");
        assertThat(subjects(dataDir)).containsExactly("before-backup");
    }

    @Test
    void aCurrentDatabaseThatCannotBeOpenedIsNotReplaced() throws Exception {
        Path current = dataDir.resolve("larder.mv.db");
        Files.writeString(current, "not an H2 file");
        Path file = backup(null).write();
        assertThatThrownBy(() -> EmbeddedDatabase.restore(file, dataDir, NOW))
                .isInstanceOf(EmbeddedDatabase.RestoreRefused.class)
                .hasMessageStartingWith("The database in " + dataDir.toAbsolutePath().normalize()
                        + " cannot be opened: ");
        assertThat(Files.readString(current)).isEqualTo("not an H2 file");
    }

    @Test
    void theServersUrlWritesEveryCommitAndLeavesClosingToTheApplication() {
        String url = EmbeddedDatabase.url(dataDir);
        assertThat(url).startsWith("jdbc:h2:file:" + dataDir.resolve("larder"))
                .contains(";MODE=PostgreSQL;", ";WRITE_DELAY=0", ";DB_CLOSE_ON_EXIT=FALSE");
    }
}
