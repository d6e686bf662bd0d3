package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.containsString;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import larder.support.Fixtures;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every class of bad input gets docs/api.md's 4xx problem document: never a 5xx, an HTML page or a redirect. */
class BadInputIT extends IntegrationTest {

    private ValidatableResponse problem(ValidatableResponse response, int status, String code) {
        return response.statusCode(status).contentType("application/problem+json")
                .body("status", equalTo(status)).body("code", equalTo(code))
                .header("X-Request-Id", matchesPattern("[A-Za-z0-9._:-]+"));
    }

    private ValidatableResponse createApp(String json) {
        return fixtures.admin().contentType(ContentType.JSON).body(json).post("/admin/v1/apps").then();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"name\": | request.malformed_json",
            "not json at all | request.malformed_json",
            "{\"name\":\"a\"} trailing | request.malformed_json",
            "{\"name\":\"a\",\"name\":\"b\"} | request.malformed_json",
            "{\"name\": 123} | request.invalid",
            "{\"name\": true} | request.invalid",
            "{\"name\": \"x\", \"allowed_origins\": \"https://a.example\"} | request.invalid",
            "{\"name\": \"x\", \"allowed_origins\": [1, 2]} | request.invalid",
            "{\"name\": {\"a\": 1}} | request.invalid",
            "[] | request.invalid",
    })
    void unreadableOrWronglyTypedBodiesAre400(String body, String code) {
        problem(createApp(body), 400, code);
    }

    @Test
    void nulCharactersAreRefusedOnEveryDatabase() {
        problem(createApp("{\"name\":\"a\\u0000b\"}"), 400, "request.invalid")
                .body("errors[0].pointer", equalTo("/name"));
        problem(createApp("{\"name\":\"x\",\"allowed_origins\":[\"https://a.example\\u0000\"]}"), 400,
                "request.invalid").body("errors[0].pointer", equalTo("/allowed_origins/0"));
        problem(fixtures.admin().queryParam("after", "\u0000").get("/admin/v1/apps").then(), 400,
                "request.invalid");
    }

    @Test
    void anEmptyBodyIs400() {
        problem(fixtures.admin().contentType(ContentType.JSON).post("/admin/v1/apps").then(), 400,
                "request.malformed_json");
    }

    @Test
    void deepNestingIsRefused() {
        String deep = "{\"name\":\"x\",\"extra\":" + "[".repeat(200) + "]".repeat(200) + "}";
        problem(createApp(deep), 400, "request.malformed_json").body("detail", containsString("nesting"));
    }

    @Test
    void overlongNumbersAreRefused() {
        problem(createApp("{\"name\":\"x\",\"extra\":" + "9".repeat(500) + "}"), 400, "request.malformed_json");
    }

    @Test
    void bodiesOverOneMebibyteAre413WhetherDeclaredOrChunked() {
        String big = "{\"name\":\"" + "x".repeat(1_100_000) + "\"}";
        problem(createApp(big), 413, "request.body_too_large");
        InputStream chunked = new ByteArrayInputStream(big.getBytes(StandardCharsets.UTF_8));
        problem(fixtures.admin().contentType(ContentType.JSON).body(chunked).post("/admin/v1/apps").then(), 413,
                "request.body_too_large");
    }

    @Test
    void otherMediaTypesAre415() {
        problem(fixtures.admin().contentType("text/plain").body("name=x").post("/admin/v1/apps").then(), 415,
                "request.unsupported_media_type");
        problem(fixtures.admin().contentType("application/xml").body("<a/>").post("/admin/v1/apps").then(), 415,
                "request.unsupported_media_type");
    }

    @Test
    void anAcceptThatExcludesJsonIs406() {
        problem(fixtures.admin().accept("text/html").get("/admin/v1/apps").then(), 406, "request.not_acceptable");
    }

    @Test
    void aChangeWhoseAcceptExcludesJsonIs406AndWritesNothing() {
        Fixtures.TestApp app = fixtures.app();
        String bearer = fixtures.anonymous(app).bearer();
        problem(fixtures.raw().header("Authorization", bearer).contentType(ContentType.JSON).accept("text/csv")
                .body("{\"name\":\"Never made\"}").post("/v1beta/lists").then(), 406, "request.not_acceptable");
        fixtures.raw().header("Authorization", bearer).get("/v1beta/lists").then().statusCode(200)
                .body("data.name", not(org.hamcrest.Matchers.hasItem("Never made")));
        // An Accept that names JSON among others, or problem documents only, still makes the change.
        fixtures.raw().header("Authorization", bearer).contentType(ContentType.JSON)
                .accept("text/csv, application/problem+json;q=0.5").body("{\"name\":\"Made\"}")
                .post("/v1beta/lists").then().statusCode(201).contentType("application/json");
        problem(fixtures.admin().contentType(ContentType.JSON).accept("image/png").body("{\"name\":\"x\"}")
                .post("/admin/v1/apps").then(), 406, "request.not_acceptable");
    }

    @Test
    void unknownRoutesAre404AndWrongMethods405() {
        var tokens = fixtures.anonymous(fixtures.app());
        problem(raw().header("Authorization", tokens.bearer()).get("/v1beta/no-such-thing").then(), 404,
                "not_found");
        problem(raw().get("/no-such-page").then(), 404, "not_found");
        problem(api().header("Authorization", tokens.bearer()).put("/v1beta/users/me").then(), 405,
                "request.invalid").header("Allow", containsString("GET"));
    }

    @Test
    void badPagingParametersAre400() {
        problem(fixtures.admin().queryParam("limit", 0).get("/admin/v1/apps").then(), 400, "request.invalid")
                .body("errors[0].pointer", equalTo("limit"));
        problem(fixtures.admin().queryParam("limit", 101).get("/admin/v1/apps").then(), 400, "request.invalid");
        problem(fixtures.admin().queryParam("limit", "ten").get("/admin/v1/apps").then(), 400, "request.invalid");
        problem(fixtures.admin().queryParam("after", "garbage!").get("/admin/v1/apps").then(), 400,
                "request.invalid").body("errors[0].pointer", equalTo("after"));
    }

    @Test
    void malformedRequestLinesGetAProblemDocumentNotAnHtmlPage() throws IOException {
        String response = rawHttp("GET /v1beta/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertThat(response).startsWith("HTTP/1.1 400");
        assertThat(response).contains("application/problem+json").contains("\"code\":\"request.invalid\"")
                .doesNotContain("<html").doesNotContainIgnoringCase("tomcat");
    }

    @Test
    void requestIdsAreEchoedWhenPlainAndReplacedOtherwise() {
        api().header("X-Request-Id", "client-id-123").get("/health/live").then()
                .header("X-Request-Id", "client-id-123");
        api().header("X-Request-Id", "evil\tid with spaces").get("/health/live").then()
                .header("X-Request-Id", not(containsString("evil")));
        api().get("/health/live").then().header("X-Request-Id", matchesPattern("req_[0-9a-z]{26}"));
    }

    @Test
    void noBadInputEverProducesA5xx() {
        var tokens = fixtures.anonymous(fixtures.app());
        String[][] cases = {
                {"POST", "/admin/v1/apps", "{\"name\":null,\"allowed_origins\":null}"},
                {"PATCH", "/admin/v1/apps/x", "{\"disabled\":\"yes\"}"},
                {"PATCH", "/admin/v1/apps/x", "{\"allowed_origins\":[null]}"},
                {"POST", "/admin/v1/apps", "{\"name\":\"\\u0000\"}"},
                {"POST", "/admin/v1/apps", "{\"name\":\"" + "n".repeat(300) + "\"}"},
                {"GET", "/admin/v1/apps/%20", null},
                {"DELETE", "/admin/v1/apps/x/management-tokens/%2e%2e", null},
        };
        for (String[] c : cases) {
            var request = fixtures.admin().contentType(ContentType.JSON);
            if (c[2] != null) {
                request = request.body(c[2]);
            }
            request.request(c[0], c[1]).then().statusCode(lessThan(500));
        }
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON).body("{")
                .delete("/v1beta/users/me/").then().statusCode(lessThan(500));
    }

    private String rawHttp(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
