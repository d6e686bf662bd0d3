package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import larder.support.IntegrationTest;
import larder.support.fuzz.RawHttp;
import larder.support.fuzz.RawHttp.Header;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Requests no client library sends, written byte for byte: each gets its 4xx on every route, as a problem document
 * (an OAuth error on the token endpoint), and none logs an ERROR.
 */
@ExtendWith(OutputCaptureExtension.class)
class HostileInputIT extends IntegrationTest {

    private final JsonMapper json = JsonMapper.builder().build();

    private RawHttp http() {
        return new RawHttp(port);
    }

    private static List<Header> bearer(String value) {
        return value == null ? List.of() : List.of(new Header("Authorization", "Bearer " + value));
    }

    private JsonNode problem(RawHttp.Response response, int status, String code) {
        assertThat(response.status()).as(response.text()).isEqualTo(status);
        assertThat(response.header("Content-Type")).startsWith("application/problem+json");
        JsonNode body = json.readTree(response.body());
        assertThat(body.path("code").asString()).isEqualTo(code);
        assertThat(body.path("status").asInt()).isEqualTo(status);
        return body;
    }

    private record Route(String path, String bearer) {
    }

    private List<Route> readRoutes() {
        String user = fixtures.anonymous(fixtures.app()).accessToken();
        return List.of(new Route("/health/live", null), new Route("/health/ready", null),
                new Route("/v1beta/openapi.json", null), new Route("/docs", null), new Route("/metrics", null),
                new Route("/v1beta/lists", user), new Route("/v1beta/retailers", user),
                new Route("/v1beta/recipes", user), new Route("/v1beta/feed", user), new Route("/v1beta/users/me", user),
                new Route("/admin/v1/apps", ADMIN_KEY));
    }

    @Test
    void aQueryParameterWithoutANameIs400OnEveryRouteAndLogsNoError(CapturedOutput output) throws IOException {
        for (Route route : readRoutes()) {
            for (String query : List.of("?=x", "?=", "?limit=5&=x", "?a&=")) {
                RawHttp.Response response = http().send("GET", route.path() + query, bearer(route.bearer()), null);
                JsonNode body = problem(response, 400, "request.invalid");
                assertThat(body.path("errors").get(0).path("pointer").asString()).as(route.path() + query)
                        .isEqualTo("query");
            }
        }
        assertThat(output.getAll()).doesNotContain(" ERROR ").doesNotContain("InvalidParameterException");
    }

    @Test
    void duplicateAndValuelessParametersAreReadAsTheyCome() throws IOException {
        String user = fixtures.anonymous(fixtures.app()).accessToken();
        assertThat(http().send("GET", "/v1beta/lists?limit=2&limit=3", bearer(user), null).status()).isEqualTo(200);
        assertThat(http().send("GET", "/v1beta/lists?limit", bearer(user), null).status()).isEqualTo(200);
        assertThat(http().send("GET", "/health/live?x&y=&&", List.of(), null).status()).isEqualTo(200);
    }

    @Test
    void aFormBodyTheContainerCannotParseIs415OnEveryJsonRoute(CapturedOutput output) throws IOException {
        String user = fixtures.anonymous(fixtures.app()).accessToken();
        String clientId = fixtures.app().clientId();
        record Write(String method, String path, String bearer) {
        }
        List<Write> writes = new ArrayList<>(List.of(new Write("POST", "/admin/v1/apps", ADMIN_KEY),
                new Write("PATCH", "/admin/v1/apps/" + clientId, ADMIN_KEY),
                new Write("POST", "/v1beta/lists", user), new Write("POST", "/v1beta/recipes", user),
                new Write("POST", "/v1beta/items/analyze", user)));
        for (Write write : writes) {
            for (String body : List.of("%", "=x", "a=%zz", "name=x")) {
                List<Header> headers = new ArrayList<>(bearer(write.bearer()));
                headers.add(new Header("Content-Type", "application/x-www-form-urlencoded"));
                RawHttp.Response response = http().send(write.method(), write.path(), headers,
                        body.getBytes(StandardCharsets.US_ASCII));
                assertThat(response.status()).as(write + " " + body + ": " + response.text()).isEqualTo(415);
                problem(response, 415, "request.unsupported_media_type");
            }
        }
        assertThat(output.getAll()).doesNotContain(" ERROR ").doesNotContain("InvalidParameterException");
    }

    @Test
    void aFormTheTokenEndpointCannotParseIsInvalidRequest() throws IOException {
        for (String body : List.of("%", "=x", "grant_type=anonymous&=x", "client_id=%zz")) {
            RawHttp.Response response = http().send("POST", "/v1beta/auth/access_token",
                    List.of(new Header("Content-Type", "application/x-www-form-urlencoded")),
                    body.getBytes(StandardCharsets.US_ASCII));
            assertThat(response.status()).as(body).isEqualTo(400);
            assertThat(response.header("Content-Type")).startsWith("application/json");
            assertThat(json.readTree(response.body()).path("error").asString()).as(body).isEqualTo("invalid_request");
        }
    }

    @Test
    void aClientThatAcceptsProblemDocumentsStillGetsSuccessesAsApplicationJson() throws IOException {
        String user = fixtures.anonymous(fixtures.app()).accessToken();
        for (Route route : List.of(new Route("/admin/v1/apps", ADMIN_KEY), new Route("/v1beta/lists", user),
                new Route("/v1beta/users/me", user))) {
            List<Header> headers = new ArrayList<>(bearer(route.bearer()));
            headers.add(new Header("Accept", "application/problem+json"));
            RawHttp.Response response = http().send("GET", route.path(), headers, null);
            assertThat(response.status()).as(route.path()).isEqualTo(200);
            assertThat(response.header("Content-Type")).as(route.path()).startsWith("application/json");
        }
        List<Header> headers = new ArrayList<>(bearer(user));
        headers.add(new Header("Accept", "application/problem+json"));
        problem(http().send("GET", "/v1beta/lists/zz_none", headers, null), 404, "not_found");
    }

    private RawHttp.Response createApp(String contentType, byte[] body, Header... extra) throws IOException {
        List<Header> headers = new ArrayList<>(bearer(ADMIN_KEY));
        headers.add(new Header("Content-Type", contentType));
        headers.addAll(List.of(extra));
        return http().send("POST", "/admin/v1/apps", headers, body);
    }

    @Test
    void aContentTypeParameterWithoutAValueIs415() throws IOException {
        for (String type : List.of("application/json; charset", "application/json;charset=", "application/json; x")) {
            problem(createApp(type, "{\"name\":\"p\"}".getBytes(StandardCharsets.UTF_8)), 415,
                    "request.unsupported_media_type");
        }
        assertThat(createApp("application/json;", "{\"name\":\"p\"}".getBytes(StandardCharsets.UTF_8)).status())
                .isEqualTo(201);
    }

    @Test
    void aJsonBodyThatIsNotUtf8OrIsLabelledAnotherCharsetIs400() throws IOException {
        byte[] overlong = {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', 'a', (byte) 0xc0, (byte) 0xaf, 'b', '"', '}'};
        problem(createApp("application/json", overlong), 400, "request.malformed_json");
        // A surrogate as UTF-8 would write it (ED A0 80), which is not UTF-8; bytes below 256 as ISO-8859-1 chars.
        byte[] surrogate = "{\"name\":\"a\u00ed\u00a0\u0080\"}".getBytes(StandardCharsets.ISO_8859_1);
        problem(createApp("application/json", surrogate), 400, "request.malformed_json");
        for (String charset : List.of("latin1", "ISO-8859-1", "utf-16", "\"us-ascii\"")) {
            problem(createApp("application/json; charset=" + charset, "{\"name\":\"p\"}".getBytes(
                    StandardCharsets.UTF_8)), 400, "request.malformed_json");
        }
        assertThat(createApp("application/json; charset=UTF-8", "{\"name\":\"p\"}".getBytes(StandardCharsets.UTF_8))
                .status()).isEqualTo(201);

        String user = fixtures.anonymous(fixtures.app()).accessToken();
        List<Header> headers = new ArrayList<>(bearer(user));
        headers.add(new Header("Content-Type", "application/json"));
        headers.add(new Header("Idempotency-Key", "not-utf8-1"));
        byte[] list = {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xc0, (byte) 0xaf, '"', '}'};
        problem(http().send("POST", "/v1beta/lists", headers, list), 400, "request.malformed_json");

        RawHttp.Response token = http().send("POST", "/v1beta/auth/access_token",
                List.of(new Header("Content-Type", "application/json")),
                ("{\"grant_type\":\"anonymous\",\"client_id\":\"" + fixtures.app().clientId() + "\u00c0\u00af\"}")
                        .getBytes(StandardCharsets.ISO_8859_1));
        assertThat(token.status()).isEqualTo(400);
        assertThat(json.readTree(token.body()).path("error").asString()).isEqualTo("invalid_request");
    }
}
