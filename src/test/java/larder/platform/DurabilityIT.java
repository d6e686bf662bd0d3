package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded database keeps every acknowledged write through {@code kill -9}: the real jar is started, answers
 * writes, is killed without warning, and started again on the same data directory. Also checks the CLI on the
 * same jar, which must refuse politely while the server holds the embedded database.
 */
class DurabilityIT {

    private static final Path JAR = Path.of("target", "larder.jar");
    private static final String ADMIN = "durability-admin-key";

    @TempDir
    Path dataDir;

    @Test
    void acknowledgedWritesSurviveKillDashNine() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "durability of PostgreSQL is PostgreSQL's own");
        assumeTrue(Files.exists(JAR), "the jar is built in the package phase, before the integration tests");
        int port = freePort();
        Process server = start(port);
        List<String> acknowledged = new ArrayList<>();
        try {
            CliRun locked = cli("apps", "list");
            assertThat(locked.exitCode()).isEqualTo(1);
            assertThat(locked.stderr()).contains("stop the server first");
            // Killed right after the last answer: a write held back for a delayed flush would be lost.
            for (int i = 0; i < 40; i++) {
                String clientId = RestAssured.given().port(port).header("Authorization", "Bearer " + ADMIN)
                        .contentType(ContentType.JSON).body(Map.of("name", "durable " + i))
                        .post("/admin/v1/apps").then().statusCode(201).extract().path("client_id");
                acknowledged.add(clientId);
            }
        } finally {
            server.destroyForcibly();
            assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(server.exitValue()).as("killed by SIGKILL").isEqualTo(137);

        CliRun listed = cli("apps", "list", "--limit", "100");
        assertThat(listed.exitCode()).as(listed.stderr()).isZero();
        for (String clientId : acknowledged) {
            assertThat(listed.stdout()).contains(clientId);
        }

        Process again = start(port);
        try {
            List<String> names = RestAssured.given().port(port).header("Authorization", "Bearer " + ADMIN)
                    .queryParam("limit", 100).get("/admin/v1/apps").then().statusCode(200)
                    .extract().path("data.client_id");
            assertThat(names).containsAll(acknowledged);
        } finally {
            again.destroy();
            again.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private Process start(int port) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(java(), "-jar", JAR.toString(), "serve",
                "--port", String.valueOf(port), "--larder.data-dir=" + dataDir,
                "--larder.admin-key=" + ADMIN, "--larder.rate-limits=off")
                .redirectErrorStream(true)
                .redirectOutput(dataDir.resolve("server-" + port + "-" + System.nanoTime() + ".log").toFile());
        Process process = builder.start();
        try {
            Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
            while (Instant.now().isBefore(deadline)) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("The server exited with " + process.exitValue());
                }
                try {
                    if (RestAssured.given().port(port).get("/health/ready").statusCode() == 200) {
                        return process;
                    }
                } catch (Exception notYet) {
                    // Not listening yet (REST Assured throws ConnectException undeclared).
                }
                Thread.sleep(200);
            }
            throw new IllegalStateException("The server did not become ready");
        } catch (RuntimeException | InterruptedException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    private record CliRun(int exitCode, String stdout, String stderr) {
    }

    private CliRun cli(String... command) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(java(), "-jar", JAR.toString()));
        args.addAll(List.of(command));
        args.add("--larder.data-dir=" + dataDir);
        Path out = Files.createTempFile(dataDir, "cli", ".out");
        Path err = Files.createTempFile(dataDir, "cli", ".err");
        Process process = new ProcessBuilder(args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(90, TimeUnit.SECONDS)).isTrue();
        return new CliRun(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
