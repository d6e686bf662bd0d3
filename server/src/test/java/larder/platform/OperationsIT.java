package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import larder.platform.db.FairDataSource;
import larder.support.IntegrationTest;
import larder.support.OpenApiContract;
import larder.support.TestDatabase;
import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class OperationsIT extends IntegrationTest {

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    private RequestMappingHandlerMapping mappings;

    @Autowired
    private JsonMapper json;

    @Test
    void theJavaScriptClientIsServedFromTheJarAsWritten() throws Exception {
        String served = api().accept("*/*").get("/sdk/larder.js").then().statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/javascript"))
                .header("Cache-Control", org.hamcrest.Matchers.containsString("max-age=3600"))
                .extract().asString();
        assertThat(served).isEqualTo(java.nio.file.Files.readString(java.nio.file.Path.of("../clients/js/larder.js")));
        api().accept("*/*").get("/sdk/missing.js").then().statusCode(404)
                .contentType("application/problem+json");
    }

    @Test
    void withoutADemoOrAWebAppTheRootPagePointsToTheReference() {
        String page = raw().accept("text/html").get("/").then().statusCode(200).contentType("text/html")
                .extract().asString();
        assertThat(page).contains("href=\"/docs\"").doesNotContain("app.js");
    }

    @Test
    void healthRoutesAnswerWithoutAToken() {
        api().accept("application/json").get("/health/live").then().statusCode(200).body("status", equalTo("UP"));
        api().accept("application/json").get("/health/ready").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Autowired
    private WebServerApplicationContext server;

    @Test
    void largeAnswersGoToTheSocketIn32KiBWritesNot8KiB() {
        Connector connector = ((TomcatWebServer) server.getWebServer()).getTomcat().getConnector();
        assertThat(connector.getProperty("socket.appWriteBufSize")).hasToString(String.valueOf(32 * 1024));
    }

    @Autowired
    private JdbcTemplate jdbc;

    @Autowired
    private PlatformSettings settings;

    @Autowired
    private Environment environment;

    @Test
    void postgresSessionsWriteTheirPagesOutEvery256Kilobytes() {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.POSTGRES, "a PostgreSQL session setting");
        // Off (0) unless the pool's connections ask for it; the test database's server is left at its default.
        assertThat(jdbc.queryForObject("show backend_flush_after", String.class)).isEqualTo("256kB");
    }

    @Test
    void aFlushSettingTheOperatorChoseIsKept() throws Exception {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.POSTGRES, "a PostgreSQL session setting");
        PlatformSettings.Database database = settings.database();
        String url = database.url() + (database.url().contains("?") ? "&" : "?")
                + "options=-c%20backend_flush_after%3D64kB";
        PlatformSettings chosen = new PlatformSettings(settings.dataDir(),
                new PlatformSettings.Database(url, database.user(), database.password()), null, "off",
                settings.broadcastPollInterval(), false, null);
        try (FairDataSource pool = new PlatformConfiguration().dataSource(chosen, environment, null)) {
            assertThat(new JdbcTemplate(pool).queryForObject("show backend_flush_after", String.class))
                    .isEqualTo("64kB");
        }
    }

    @Test
    void metricsHaveLatencyHistogramsByRouteAndStatus() {
        var tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(200);
        String metrics = raw().get("/metrics").then().statusCode(200).extract().asString();
        assertThat(metrics).containsPattern(
                "http_server_requests_seconds_bucket\\{[^}]*status=\"200\"[^}]*uri=\"/v1beta/users/me\"[^}]*le=\"");
        assertThat(metrics).contains("larder_tokens_issued_total");
        assertThat(metrics).as("no long-task timer of requests in flight").doesNotContain("http_server_requests_active");
    }

    @Test
    void theDocumentIsOpenApi31AndDescribesEveryRoute() throws IOException {
        String document = OpenApiContract.document(port);
        Path written = Path.of("target", "openapi.json");
        Files.writeString(written, document);
        JsonNode root = json.readTree(document);
        assertThat(root.path("openapi").asString()).startsWith("3.1");
        Set<String> documented = new HashSet<>();
        root.path("paths").properties().forEach(path -> path.getValue().properties()
                .forEach(op -> documented.add(op.getKey().toUpperCase() + " " + path.getKey())));
        Set<String> served = new HashSet<>();
        for (Map.Entry<RequestMappingInfo, HandlerMethod> entry : mappings.getHandlerMethods().entrySet()) {
            if (entry.getValue().getBeanType().getPackageName().startsWith("larder")
                    && !entry.getValue().hasMethodAnnotation(io.swagger.v3.oas.annotations.Hidden.class)
                    && !entry.getValue().getBeanType().isAnnotationPresent(io.swagger.v3.oas.annotations.Hidden.class)
                    && !entry.getValue().getBeanType().getSimpleName().equals("ProblemErrorController")) {
                for (String pattern : entry.getKey().getPatternValues()) {
                    entry.getKey().getMethodsCondition().getMethods()
                            .forEach(method -> served.add(method.name() + " " + pattern));
                }
            }
        }
        assertThat(served).isNotEmpty();
        assertThat(documented).containsAll(served);
        assertThat(documented).contains("GET /health/live", "GET /health/ready", "GET /metrics",
                "GET /v1beta/openapi.json", "GET /docs", "POST /v1beta/auth/access_token");
    }

    @Test
    void everyOperationDocumentsProblemErrors() throws IOException {
        JsonNode root = json.readTree(OpenApiContract.document(port));
        root.path("paths").properties().forEach(path -> path.getValue().properties().forEach(op -> {
            if (path.getKey().startsWith("/v1beta/") && !path.getKey().equals("/v1beta/auth/access_token")
                    && !path.getKey().equals("/v1beta/openapi.json")) {
                assertThat(op.getValue().path("responses").has("401")).as(op.getKey() + " " + path.getKey()).isTrue();
                assertThat(op.getValue().path("security").isEmpty()).as(op.getKey() + " " + path.getKey()).isFalse();
            }
        }));
    }

    @Test
    void theInteractiveReferenceIsServedFromTheJar() {
        raw().get("/docs").then().statusCode(200).contentType(containsString("text/html"))
                .body(containsString("/v1beta/openapi.json")).body(containsString("/swagger-ui/swagger-ui-bundle.js"));
        raw().get("/swagger-ui/swagger-ui-bundle.js").then().statusCode(200);
        raw().get("/swagger-ui/swagger-ui.css").then().statusCode(200);
    }
}
