package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import larder.support.Patience;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code LARDER_LOG_FORMAT=json}: the real jar, started in its own JVM (the format is chosen once per JVM, before
 * logging starts), writes every line as a JSON object; the access line of a plain GET carries its request id, route
 * and status as fields; and no secret it issued appears anywhere in the log.
 */
class LogFormatIT {

    private static final Path JAR = Path.of("target", "larder.jar");
    private static final String ADMIN = "log-format-admin-key-0123";

    @TempDir
    Path dataDir;

    @Test
    void jsonLogsCarryTheRequestIdAsAFieldAndNoSecret() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.H2, "the format does not depend on the database");
        assumeTrue(Files.exists(JAR), "the jar is built in the package phase, before the integration tests");
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Path log = dataDir.resolve("server.log");
        ProcessBuilder builder = new ProcessBuilder(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", JAR.toString(), "serve",
                "--port", String.valueOf(port), "--larder.data-dir=" + dataDir.resolve("data"),
                "--larder.admin-key=" + ADMIN, "--larder.rate-limits=off", "--larder.webhook.delivery=false"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("LARDER_LOG_FORMAT", "json");
        Process server = builder.start();
        List<String> secrets = new ArrayList<>(List.of(ADMIN));
        try {
            awaitReady(server, port, log);
            RestAssured.port = port;
            String clientId = RestAssured.given().header("Authorization", "Bearer " + ADMIN)
                    .contentType(ContentType.JSON).body(Map.of("name", "json logs"))
                    .post("/admin/v1/apps").then().statusCode(201).extract().path("client_id");
            String access = RestAssured.given().contentType(ContentType.JSON)
                    .body(Map.of("client_id", clientId, "grant_type", "anonymous"))
                    .post("/v1beta/auth/access_token").then().statusCode(200).extract().path("access_token");
            secrets.add(access);
            RestAssured.given().header("Authorization", "Bearer " + access).header("X-Request-Id", "json-get-4711")
                    .get("/v1beta/lists").then().statusCode(200);
            Thread.sleep(500);
        } finally {
            server.destroy();
            server.waitFor(Patience.of(Duration.ofMinutes(1)).toMillis(), TimeUnit.MILLISECONDS);
            RestAssured.reset();
        }

        JsonMapper json = JsonMapper.builder().build();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                assertThat(line).as("every line is a JSON object").startsWith("{");
                lines.add(json.readTree(line));
            }
        }
        List<JsonNode> accessLines = lines.stream()
                .filter(l -> "larder.access".equals(l.path("log").path("logger").asString()))
                .filter(l -> "json-get-4711".equals(l.path("request_id").asString())).toList();
        assertThat(accessLines).hasSize(1);
        JsonNode line = accessLines.getFirst();
        assertThat(line.path("http").path("route").asString()).isEqualTo("/v1beta/lists");
        assertThat(line.path("http").path("request").path("method").asString()).isEqualTo("GET");
        assertThat(line.path("http").path("response").path("status_code").asInt()).isEqualTo(200);
        assertThat(line.path("client_id").asString()).isNotBlank().isNotEqualTo("-");
        String all = Files.readString(log, StandardCharsets.UTF_8);
        for (String secret : secrets) {
            String random = secret.contains(".") ? secret.substring(secret.lastIndexOf('.') + 1) : secret;
            assertThat(all).doesNotContain(secret).doesNotContain(random.substring(0, 12))
                    .doesNotContain(random.substring(random.length() - 12));
        }
    }

    private static void awaitReady(Process server, int port, Path log) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest probe = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health/ready"))
                .timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + Patience.of(Duration.ofMinutes(3)).toNanos();
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IllegalStateException("The server exited: " + Files.readString(log));
            }
            try {
                if (http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // Not listening yet.
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("The server was not ready in time");
    }
}
