package larder.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.platform.db.MemoryDatabase;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code larder backup} against a stand-in operator API on a local port, and {@code larder restore} of a real backup
 * of the in-memory database.
 */
class BackupCliTest {

    private static final byte[] BACKUP = {31, -117, 8, 0, 42, 43, 44};

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> asked = new ArrayList<>();
    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    /** An operator API that answers every backup request with this status and body. */
    private int serve(int status, byte[] body) throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            asked.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + exchange.getRequestHeaders().getFirst("Authorization"));
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server.getAddress().getPort();
    }

    private int run(Map<String, String> env, String... args) {
        return BackupCli.run(args, env, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    private String refusal() {
        return err.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void itHandlesTheBackupAndRestoreCommandsOnly() {
        assertThat(BackupCli.handles(new String[] {"backup", "--to", "x"})).isTrue();
        assertThat(BackupCli.handles(new String[] {"restore"})).isTrue();
        assertThat(BackupCli.handles(new String[] {"apps"})).isFalse();
        assertThat(BackupCli.handles(new String[] {})).isFalse();
    }

    @Test
    void aMissingOptionIsAUsageErrorAndHelpIsPrinted() {
        assertThat(run(Map.of(), "backup")).isEqualTo(2);
        assertThat(refusal()).contains("--to");
        assertThat(out.size()).isZero();

        err.reset();
        assertThat(run(Map.of(), "restore", "--help")).isZero();
        assertThat(printed()).contains("--from").contains("--larder.data-dir");
        assertThat(err.size()).isZero();
    }

    @Test
    void aBackupIsAskedOfTheServerWithTheAdminKeyAndWrittenToTheFile() throws Exception {
        int port = serve(200, BACKUP);
        Path to = dir.resolve("larder.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "k3y", "LARDER_PORT", String.valueOf(port)), "backup", "--to",
                to.toString())).isZero();

        assertThat(asked).containsExactly("POST /admin/v1/backup Bearer k3y");
        assertThat(Files.readAllBytes(to)).isEqualTo(BACKUP);
        assertThat(dir.resolve("larder.sql.gz.part")).doesNotExist();
        assertThat(printed()).isEqualTo("{\"backup\":\"" + to + "\",\"bytes\":7}");
    }

    @Test
    void aPathWithQuotesAndBackslashesIsPrintedAsAJsonString() throws Exception {
        int port = serve(200, BACKUP);
        Path to = dir.resolve("weekly \"backup\" \\ 1.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "k3y", "LARDER_PORT", String.valueOf(port)), "backup", "--to",
                to.toString())).isZero();

        tools.jackson.databind.JsonNode printed = tools.jackson.databind.json.JsonMapper.shared().readTree(printed());
        assertThat(printed.get("backup").asString()).isEqualTo(to.toString());
        assertThat(printed.get("bytes").asLong()).isEqualTo(7);
    }

    @Test
    void theServerAndKeyGivenAsOptionsWin() throws Exception {
        int port = serve(200, BACKUP);
        Path to = dir.resolve("larder.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "env key", "LARDER_PORT", "1"), "backup", "--to", to.toString(),
                "--server", "http://127.0.0.1:" + port, "--admin-key", "option key")).isZero();

        assertThat(asked).containsExactly("POST /admin/v1/backup Bearer option key");
        assertThat(to).exists();
    }

    @Test
    void aRefusalOfTheServerIsShownAndNoFileIsLeft() throws Exception {
        int port = serve(401, "{\"code\":\"auth.token_invalid\"}".getBytes(StandardCharsets.UTF_8));
        Path to = dir.resolve("larder.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "wrong", "LARDER_PORT", String.valueOf(port)), "backup", "--to",
                to.toString())).isEqualTo(1);

        assertThat(refusal()).isEqualTo("larder backup: the server answered 401: {\"code\":\"auth.token_invalid\"}");
        assertThat(to).doesNotExist();
        assertThat(dir.resolve("larder.sql.gz.part")).doesNotExist();
    }

    @Test
    void noServerAnsweringIsShownAndNoFileIsLeft() throws Exception {
        int port = serve(200, BACKUP);
        server.stop(0);
        server = null;
        Path to = dir.resolve("larder.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "k3y"), "backup", "--to", to.toString(), "--server",
                "http://127.0.0.1:" + port)).isEqualTo(1);

        assertThat(refusal()).startsWith("larder backup: no server answers at http://127.0.0.1:" + port + " (")
                .endsWith("); set --server or LARDER_PORT.");
        assertThat(to).doesNotExist();
        assertThat(dir.resolve("larder.sql.gz.part")).doesNotExist();
    }

    @Test
    void aBackupNeverOverwritesAFile() throws Exception {
        Path to = Files.writeString(dir.resolve("larder.sql.gz"), "keep me");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "k3y"), "backup", "--to", to.toString())).isEqualTo(1);

        assertThat(refusal()).isEqualTo("larder backup: " + to + " exists already; name a new file.");
        assertThat(Files.readString(to)).isEqualTo("keep me");
    }

    @Test
    void aBackupNeedsTheAdminKey() {
        for (Map<String, String> env : List.of(Map.<String, String>of(), Map.of("LARDER_ADMIN_KEY", " "))) {
            err.reset();
            assertThat(run(env, "backup", "--to", dir.resolve("x.sql.gz").toString())).isEqualTo(1);
            assertThat(refusal()).isEqualTo("larder backup: set LARDER_ADMIN_KEY (or --admin-key) to the server's "
                    + "operator key.");
        }
    }

    @Test
    void aBackupIsRestoredIntoTheDataDirectory() throws Exception {
        Path backup = dir.resolve("larder.sql.gz");
        MemoryDatabase.empty().db().execute("script to {0} compression gzip", DSL.inline(backup.toString()));
        Path data = dir.resolve("data");

        assertThat(run(Map.of("LARDER_DATA_DIR", data.toString()), "restore", "--from", backup.toString())).isZero();
        assertThat(printed()).isEqualTo("{\"restored\":\"" + data.resolve("larder.mv.db") + "\",\"kept\":null}");

        assertThat(data.resolve("larder.mv.db")).exists();
    }

    @Test
    void aRestoreOfSomethingElseIsRefusedWithTheReason() {
        Path missing = dir.resolve("missing.sql.gz");

        assertThat(run(Map.of(), "restore", "--from", missing.toString(), "--larder.data-dir",
                dir.resolve("data").toString())).isEqualTo(1);

        assertThat(refusal()).isEqualTo("larder restore: " + missing + " is not a file.");
    }

    @Test
    void anUnexpectedFailureIsShownWithItsKind() {
        Path to = dir.resolve("larder.sql.gz");

        assertThat(run(Map.of("LARDER_ADMIN_KEY", "k3y"), "backup", "--to", to.toString(), "--server",
                "http://a server with spaces")).isEqualTo(1);

        assertThat(refusal()).startsWith("larder backup: java.lang.IllegalArgumentException: ");
        assertThat(to).doesNotExist();
    }
}
