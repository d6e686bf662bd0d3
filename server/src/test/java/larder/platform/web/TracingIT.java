package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.sun.net.httpserver.HttpServer;
import com.zaxxer.hikari.HikariDataSource;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.trace.v1.Span;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;
import larder.Larder;
import larder.support.IntegrationTest;
import larder.support.Patience;
import larder.support.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * Traces: a node started with {@code larder.otlp-endpoint} exports each request's spans over OTLP/HTTP to a
 * receiver on loopback, which decodes them with OpenTelemetry's own protocol classes; the default node (the shared
 * test context, where it is unset) has no tracer at all.
 */
class TracingIT extends IntegrationTest {

    private static HttpServer receiver;
    private static final List<Span> spans = new CopyOnWriteArrayList<>();
    private static final List<String> traceparents = new CopyOnWriteArrayList<>();
    private static ConfigurableApplicationContext tracedNode;
    private static int tracedPort;

    @Autowired
    ApplicationContext defaultNode;

    @BeforeAll
    static void startReceiverAndTracedNode() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/v1/traces", exchange -> {
            ExportTraceServiceRequest request = ExportTraceServiceRequest.parseFrom(exchange.getRequestBody());
            request.getResourceSpansList().forEach(resource -> resource.getScopeSpansList()
                    .forEach(scope -> spans.addAll(scope.getSpansList())));
            byte[] answer = ExportTraceServiceResponse.getDefaultInstance().toByteArray();
            exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        // A page for the recipe import to fetch: the outbound call's span, and the trace it passes on.
        receiver.createContext("/page", exchange -> {
            traceparents.add(String.valueOf(exchange.getRequestHeaders().getFirst("traceparent")));
            byte[] page = "<html><body>No recipe here</body></html>".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/html");
            exchange.sendResponseHeaders(200, page.length);
            exchange.getResponseBody().write(page);
            exchange.close();
        });
        receiver.start();
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--larder.admin-key=" + ADMIN_KEY,
                "--larder.rate-limits=off", "--larder.webhook-allow-private=true",
                "--larder.otlp-endpoint=http://127.0.0.1:" + receiver.getAddress().getPort()));
        args.addAll(TestDatabase.nodeArguments());
        tracedNode = new SpringApplicationBuilder(Larder.class).run(args.toArray(String[]::new));
        tracedPort = ((WebServerApplicationContext) tracedNode).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        if (tracedNode != null) {
            tracedNode.close();
        }
        if (receiver != null) {
            receiver.stop(0);
        }
    }

    private static Optional<String> attribute(Span span, String key) {
        return span.getAttributesList().stream().filter(a -> a.getKey().equals(key)).findFirst()
                .map(KeyValue::getValue).map(v -> v.getStringValue());
    }

    private static boolean hasAttributeStartingWith(Span span, String prefix) {
        return span.getAttributesList().stream().anyMatch(a -> a.getKey().startsWith(prefix));
    }

    /** An app made on the traced node itself, which learns of other nodes' apps only within a second. */
    private static String tracedApp() {
        return RestAssured.given().port(tracedPort).header("Authorization", "Bearer " + ADMIN_KEY)
                .contentType(ContentType.JSON).body(Map.of("name", "traced")).post("/admin/v1/apps").then()
                .statusCode(201).extract().path("client_id");
    }

    /** The server span of the request with this id, once the exporter has sent it. */
    private static Span serverSpan(String requestId) {
        await().atMost(Patience.of(Duration.ofSeconds(30))).pollInterval(Duration.ofMillis(100))
                .until(() -> spans.stream().anyMatch(s -> s.getKind() == Span.SpanKind.SPAN_KIND_SERVER
                        && attribute(s, Tracing.REQUEST_ID).equals(Optional.of(requestId))));
        return spans.stream().filter(s -> s.getKind() == Span.SpanKind.SPAN_KIND_SERVER
                && attribute(s, Tracing.REQUEST_ID).equals(Optional.of(requestId))).findFirst().orElseThrow();
    }

    @Test
    void aRequestsTraceIsItsServerSpanAtTheRootWithItsDatabaseSpansBelowAndItsRequestId() {
        String clientId = tracedApp();
        String requestId = "trace-me-" + System.nanoTime();
        RestAssured.given().port(tracedPort).header("X-Request-Id", requestId).contentType(ContentType.JSON)
                .body(Map.of("client_id", clientId, "grant_type", "anonymous"))
                .post("/v1beta/auth/access_token").then().statusCode(200);

        Span server = serverSpan(requestId);
        assertThat(server.getParentSpanId().isEmpty()).as("the HTTP server span is the trace's root").isTrue();
        assertThat(attribute(server, "uri")).contains("/v1beta/auth/access_token");
        await().atMost(Patience.of(Duration.ofSeconds(30))).pollInterval(Duration.ofMillis(100))
                .untilAsserted(() -> assertThat(spans).filteredOn(s -> s.getTraceId().equals(server.getTraceId())
                                && s.getParentSpanId().equals(server.getSpanId())
                                && s.getKind() == Span.SpanKind.SPAN_KIND_CLIENT && hasAttributeStartingWith(s, "db."))
                        .as("database spans under the server span").isNotEmpty());
        // Statements are sent with their values taken out: no token hash, no secret reaches the collector.
        assertThat(spans).filteredOn(s -> s.getTraceId().equals(server.getTraceId()))
                .allSatisfy(s -> assertThat(s.getAttributesList().toString()).doesNotContain("lrt_"));
    }

    @Test
    void anOutboundCallIsAClientSpanOfItsRequestAndPassesTheTraceOn() {
        String bearer = "Bearer " + RestAssured.given().port(tracedPort).contentType(ContentType.JSON)
                .body(Map.of("client_id", tracedApp(), "grant_type", "anonymous")).post("/v1beta/auth/access_token")
                .then().statusCode(200).extract().path("access_token");
        String requestId = "import-" + System.nanoTime();
        String page = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/page";
        RestAssured.given().port(tracedPort).header("X-Request-Id", requestId).header("Authorization", bearer)
                .contentType(ContentType.JSON).body(Map.of("url", page)).post("/v1beta/recipes/import").then()
                .statusCode(422);

        Span server = serverSpan(requestId);
        await().atMost(Patience.of(Duration.ofSeconds(30))).pollInterval(Duration.ofMillis(100))
                .untilAsserted(() -> assertThat(spans).filteredOn(s -> s.getTraceId().equals(server.getTraceId())
                                && s.getKind() == Span.SpanKind.SPAN_KIND_CLIENT && !hasAttributeStartingWith(s, "db.")
                                && attribute(s, Tracing.REQUEST_ID).equals(Optional.of(requestId)))
                        .as("the page fetch, a client span of the import's trace").isNotEmpty());
        assertThat(traceparents).anyMatch(header -> header.contains(server.getTraceId().isEmpty() ? "?"
                : java.util.HexFormat.of().formatHex(server.getTraceId().toByteArray())));
    }

    @Test
    void withoutAnEndpointThereIsNoTracerAndTheDataSourceIsNotWrapped() {
        assertThat(defaultNode.getBeanNamesForType(io.micrometer.tracing.Tracer.class)).isEmpty();
        assertThat(defaultNode.getBeanNamesForType(io.micrometer.tracing.handler.TracingObservationHandler.class))
                .isEmpty();
        DataSource pool = ((DelegatingDataSource) defaultNode.getBean(DataSource.class)).getTargetDataSource();
        assertThat(pool).isInstanceOf(HikariDataSource.class);

        DataSource traced = ((DelegatingDataSource) tracedNode.getBean(DataSource.class)).getTargetDataSource();
        assertThat(traced).isNotInstanceOf(HikariDataSource.class);
        assertThat(tracedNode.getBeanNamesForType(io.micrometer.tracing.Tracer.class)).isNotEmpty();
    }
}
