package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpServer;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import larder.platform.db.EmbeddedDatabase;
import larder.support.Patience;
import larder.support.ServerJar;
import larder.support.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An idempotency key whose request dies with its process ({@code kill -9}, the way {@link larder.platform.DurabilityIT} kills) is
 * free at once: the retry, on the restarted server, runs the request instead of answering 409 for minutes. The
 * request is held in flight by a recipe page that does not answer until the process is dead. On both databases.
 */
class IdempotencyCrashIT {

    private static final String ADMIN = "idempotency-crash-admin-key";
    private static final String PAGE = """
            <html><head><script type="application/ld+json">
            {"@context":"https://schema.org","@type":"Recipe","name":"Crash Chili",
             "recipeIngredient":["1 lb ground beef"],"recipeInstructions":"Simmer."}
            </script></head><body></body></html>""";

    @TempDir
    Path appDir;

    @Test
    void aKeyWhoseRequestDiedWithItsProcessIsRunByTheRetryAtOnce() throws Exception {
        assumeTrue(Files.exists(ServerJar.JAR),
                "the jar is built in the package phase, before the integration tests");
        Path jar = ServerJar.extract(appDir);
        CountDownLatch arrived = new CountDownLatch(1);
        CountDownLatch released = new CountDownLatch(1);
        AtomicInteger served = new AtomicInteger();
        HttpServer pages = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        pages.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        pages.createContext("/chili", exchange -> {
            if (served.getAndIncrement() == 0) {
                // The first read of the page hangs until its reader is dead.
                arrived.countDown();
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                exchange.close();
                return;
            }
            byte[] body = PAGE.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        pages.start();
        try {
            // On H2 a data directory of its own: this JVM's application contexts hold the tests' one.
            List<String> arguments = new ArrayList<>(TestDatabase.kind() == TestDatabase.Kind.H2
                    ? List.of("--larder.data-dir=" + dataDir()) : TestDatabase.nodeArguments());
            arguments.addAll(List.of("--larder.admin-key=" + ADMIN, "--larder.rate-limits=off",
                    "--larder.webhook-allow-private=true", "--larder.webhook.delivery=false"));
            int port = ServerJar.freePort();
            ServerJar.Server first = ServerJar.start(jar, port, appDir, arguments);
            String bearer;
            CompletableFuture<Response> unanswered;
            try {
                String clientId = RestAssured.given().port(port).header("Authorization", "Bearer " + ADMIN)
                        .contentType(ContentType.JSON).body(Map.of("name", "crash"))
                        .post("/admin/v1/apps").then().statusCode(201).extract().path("client_id");
                bearer = "Bearer " + RestAssured.given().port(port).contentType(ContentType.JSON)
                        .body(Map.of("client_id", clientId, "grant_type", "anonymous"))
                        .post("/v1beta/auth/access_token").then().statusCode(200).extract().path("access_token");
                String authorization = bearer;
                unanswered = CompletableFuture.supplyAsync(() -> importChili(port, authorization, pages));
                assertThat(arrived.await(Patience.of(Duration.ofSeconds(30)).toMillis(),
                        TimeUnit.MILLISECONDS)).as("the import reached the page").isTrue();
            } finally {
                first.kill();
            }
            released.countDown();
            assertThat(unanswered.handle((answer, failure) -> failure).get()).as("the request was never answered")
                    .isNotNull();
            assertThat(unansweredMarks()).as("the crash left the key's in-progress mark behind").isOne();

            int restartedPort = ServerJar.freePort();
            ServerJar.Server restarted = ServerJar.start(jar, restartedPort, appDir, arguments);
            try {
                importChili(restartedPort, bearer, pages).then()
                        .statusCode(201)
                        .body("name", equalTo("Crash Chili"));
                importChili(restartedPort, bearer, pages).then()
                        .statusCode(201)
                        .header("Idempotent-Replayed", "true");
                assertThat(served.get()).as("the retry read the page once, the replay not at all").isEqualTo(2);
            } finally {
                restarted.kill();
            }
        } finally {
            released.countDown();
            pages.stop(0);
        }
    }

    private static Response importChili(int port, String bearer, HttpServer pages) {
        return RestAssured.given().port(port).header("Authorization", bearer)
                .header("Idempotency-Key", "import-before-the-crash")
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1:" + pages.getAddress().getPort() + "/chili"))
                .post("/v1beta/recipes/import");
    }

    private Path dataDir() {
        return appDir.resolve("data");
    }

    /** Claims without an answer, read from the database while no server runs on it. */
    private int unansweredMarks() throws Exception {
        TestDatabase.Connection c = TestDatabase.connection();
        try (Connection db = TestDatabase.kind() == TestDatabase.Kind.POSTGRES
                ? DriverManager.getConnection(c.url(), c.user(), c.password())
                : DriverManager.getConnection(EmbeddedDatabase.url(dataDir()), EmbeddedDatabase.USER, "");
             PreparedStatement count = db.prepareStatement(
                     "select count(*) from idempotency_key where idem_key = ? and status is null")) {
            count.setString(1, "import-before-the-crash");
            try (ResultSet rows = count.executeQuery()) {
                rows.next();
                return rows.getInt(1);
            }
        }
    }
}
