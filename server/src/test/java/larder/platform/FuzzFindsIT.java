package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.fuzz.RawHttp;
import larder.support.fuzz.RawHttp.Header;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the fuzzer ({@link ApiFuzzIT}) found, each kept as a named test: every one of these answered 5xx once. Also
 * the edge cases of JSON bodies that are decided rather than refused (issue 14, point 4).
 */
class FuzzFindsIT extends IntegrationTest {

    private final JsonMapper json = JsonMapper.builder().build();

    private RawHttp.Response send(String method, String target, String body, Header... headers) throws IOException {
        return new RawHttp(port).send(method, target, List.of(headers),
                body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }

    private JsonNode problem(RawHttp.Response response, int status, String code) {
        assertThat(response.status()).isEqualTo(status);
        assertThat(response.header("Content-Type")).startsWith("application/problem+json");
        JsonNode body = json.readTree(response.body());
        assertThat(body.path("code").asString()).isEqualTo(code);
        assertThat(body.path("status").asInt()).isEqualTo(status);
        return body;
    }

    private JsonNode oauthError(RawHttp.Response response, int status) {
        assertThat(response.status()).isEqualTo(status);
        assertThat(response.header("Content-Type")).startsWith("application/json");
        JsonNode body = json.readTree(response.body());
        assertThat(body.path("error").asString()).isEqualTo("invalid_request");
        return body;
    }

    @Test
    void aWildcardContentTypeOnABodyIs415NotA500() throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        problem(send("POST", "/v1beta/lists", "{\"name\":\"x\"}", new Header("Authorization", tokens.bearer()),
                new Header("Content-Type", "*/*")), 415, "request.unsupported_media_type");
        problem(send("POST", "/v1beta/lists", "{\"name\":\"x\"}", new Header("Authorization", tokens.bearer()),
                new Header("Content-Type", "application/*")), 415, "request.unsupported_media_type");
    }

    @Test
    void aContentTypeThatCannotBeParsedIs415NotA500() throws IOException {
        String clientId = fixtures.app().clientId();
        problem(send("PATCH", "/admin/v1/apps/" + clientId, "{\"disabled\":false}",
                new Header("Authorization", "Bearer " + ADMIN_KEY), new Header("Content-Type", ";;;")), 415,
                "request.unsupported_media_type");
    }

    @Test
    void otherJsonMediaTypesAre415LikeAnyOtherType() throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        for (String type : List.of("application/json-patch+json", "application/vnd.larder+json",
                "application/merge-patch+json")) {
            problem(send("POST", "/v1beta/lists", "{\"name\":\"x\"}", new Header("Authorization", tokens.bearer()),
                    new Header("Content-Type", type)), 415, "request.unsupported_media_type");
        }
    }

    @Test
    void aMeaninglessContentTypeOnARequestWithoutBodyIsIgnored() throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        RawHttp.Response response = send("GET", "/v1beta/lists", null,
                new Header("Authorization", tokens.bearer()), new Header("Content-Type", "*/*"));
        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void theTokenEndpointAnswersAWildcardContentTypeWith415InTheOAuthShape() throws IOException {
        String clientId = fixtures.app().clientId();
        oauthError(send("POST", "/v1beta/auth/access_token",
                "{\"client_id\":\"" + clientId + "\",\"grant_type\":\"anonymous\"}",
                new Header("Content-Type", "*/*")), 415);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1beta/recipes?q=%ff", "/v1beta/recipes?q=%zz", "/v1beta/recipes?%ff=1",
            "/v1beta/recipes?q=%c0%80", "/v1beta/recipes?q=%", "/v1beta/recipes?q=%00"})
    void aBadPercentEscapeInTheQueryIs400NamingTheParameter(String target) throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        JsonNode body = problem(send("GET", target, null, new Header("Authorization", tokens.bearer())), 400,
                "request.invalid");
        assertThat(body.path("errors").get(0).path("pointer").asString()).isIn("q", "query");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/health/ready?x=%ff", "/health/live?x=%zz", "/v1beta/openapi.json?x=%e2%82",
            "/docs?x=%ff", "/metrics?x=%ff"})
    void aBadPercentEscapeIs400OnRoutesWithoutParametersToo(String target) throws IOException {
        problem(send("GET", target, null), 400, "request.invalid");
    }

    @Test
    void aForgedCursorWhoseTimeCannotBeReadIs400() throws IOException {
        JsonNode body = problem(send("GET", "/admin/v1/apps?after=c1..", null,
                new Header("Authorization", "Bearer " + ADMIN_KEY)), 400, "request.invalid");
        assertThat(body.path("errors").get(0).path("pointer").asString()).isEqualTo("after");
        String badTime = larder.platform.Cursor.of("2020-13-45T99:99:99Z", "app_x").encode();
        problem(send("GET", "/admin/v1/apps?after=" + badTime, null,
                new Header("Authorization", "Bearer " + ADMIN_KEY)), 400, "request.invalid");
    }

    @Test
    void aCursorWhoseKeyIsNotUtf8Is400() throws IOException {
        // ED A0 80: a lone surrogate as a careless encoder writes it, which UTF-8 does not allow.
        problem(send("GET", "/v1beta/retailers?after=c1.7aCA", null,
                new Header("Authorization", fixtures.anonymous(fixtures.app()).bearer())), 400,
                "request.invalid");
    }

    /**
     * Tomcat logs the first request head it cannot parse at INFO, with a stack trace, before our code sees the
     * request; the client has its 400. A hostile client must not be able to write stack traces into the log.
     */
    @Test
    void aRequestHeadTooLargeIs400AndWritesNoStackTrace() throws IOException {
        RawHttp.Response response = send("GET", "/health/live", null, new Header("X-Filler", "x".repeat(20_000)));
        assertThat(response.status()).isEqualTo(400);
        assertThat(org.slf4j.LoggerFactory.getLogger("org.apache.coyote.http11.Http11Processor").isInfoEnabled())
                .as("Tomcat's parse errors are logged at INFO with a stack trace").isFalse();
    }

    @Test
    void aCursorCarryingNulIs400OnEveryDatabase() throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        problem(send("GET", "/v1beta/lists?after=c1.AA", null, new Header("Authorization", tokens.bearer())), 400,
                "request.invalid");
    }

    @Test
    void aTokenFormWithABadEscapeIsInvalidRequest() throws IOException {
        oauthError(send("POST", "/v1beta/auth/access_token", "client_id=%ff&grant_type=anonymous",
                new Header("Content-Type", "application/x-www-form-urlencoded")), 400);
        oauthError(send("POST", "/v1beta/auth/access_token?x=%zz", "client_id=a&grant_type=anonymous",
                new Header("Content-Type", "application/x-www-form-urlencoded")), 400);
    }

    @Test
    void aTransferCodingTheServerDoesNotImplementIs400NotA501() throws IOException {
        problem(send("GET", "/docs", null, new Header("Transfer-Encoding", "1.2.3.4, evil")), 400,
                "request.invalid");
        oauthError(send("POST", "/v1beta/auth/access_token", null, new Header("Transfer-Encoding", "evil")), 400);
    }

    @Test
    void anExpectationTheServerDoesNotImplementIs417WithTheContractsShape() throws IOException {
        problem(send("GET", "/health/live", null, new Header("Expect", "gzip")), 417, "request.invalid");
        oauthError(send("POST", "/v1beta/auth/access_token", "{}", new Header("Content-Type", "application/json"),
                new Header("Expect", "gzip")), 417);
    }

    @Test
    void anItemWithQuantityMaxButNoQuantityIs422NotA500() {
        String app = fixtures.app().clientId();
        Tokens tokens = fixtures.anonymous(new larder.support.Fixtures.TestApp(app));
        String management = "Bearer " + fixtures.managementToken(new larder.support.Fixtures.TestApp(app));
        raw().header("Authorization", management).contentType(ContentType.JSON)
                .body(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers").then().statusCode(201);
        for (String path : List.of("/v1beta/carts", "/v1beta/lists")) {
            raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                    .body(Map.of("items", List.of(Map.of("name", "garlic", "quantity_max", 3))))
                    .post(path).then().statusCode(422).body("code", equalTo("request.invalid"))
                    .body("errors[0].pointer", equalTo("/items/0/quantity_max"));
        }
    }

    @Test
    void aSkuOfSixtyFourCharactersBeyondTheBasicPlaneIsStoredOnEveryDatabase() {
        String management = "Bearer " + fixtures.managementToken(fixtures.app());
        String retailer = raw().header("Authorization", management).contentType(ContentType.JSON)
                .body(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        String tomatoes = "\ud83c\udf45".repeat(64);
        raw().header("Authorization", management).contentType(ContentType.JSON)
                .body(Map.of("products", List.of(Map.of("sku", tomatoes, "name", "Tomatoes",
                        "price", Map.of("amount_minor", 100, "currency", "USD")))))
                .put("/v1beta/retailers/" + retailer + "/products").then().statusCode(200);
        raw().header("Authorization", management).contentType(ContentType.JSON)
                .body(Map.of("products", List.of(Map.of("sku", tomatoes + "\ud83c\udf45", "name", "Tomatoes",
                        "price", Map.of("amount_minor", 100, "currency", "USD")))))
                .put("/v1beta/retailers/" + retailer + "/products").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/products/0/sku"));
    }

    @Test
    void aNumberTooLargeForItsMemberInAMergePatchIs400NotA500() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        String recipe = raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(larder.support.TestRecipes.pancakes()).post("/v1beta/recipes").then().statusCode(201)
                .extract().path("id");
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"cook_time_minutes\":-9223372036854775809}").patch("/v1beta/recipes/" + recipe).then()
                .statusCode(400).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/cook_time_minutes"));
    }

    @Test
    void theTokenEndpointAnswersAnAcceptWithoutJsonWith406() throws IOException {
        String clientId = fixtures.app().clientId();
        oauthError(send("POST", "/v1beta/auth/access_token",
                "{\"client_id\":\"" + clientId + "\",\"grant_type\":\"anonymous\"}",
                new Header("Content-Type", "application/json"), new Header("Accept", "application/xml")), 406);
    }

    @Test
    void anImageWithABlankUrlIsLeftOutAsTheDocumentSays() {
        // The document asked for a non-empty url while the server left such an image out; the document now says so.
        Tokens tokens = fixtures.anonymous(fixtures.app());
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("name", "Soup", "images", List.of(Map.of("url", ""))))
                .post("/v1beta/recipes").then().statusCode(201).body("images.size()", equalTo(0));
    }

    @Test
    void anIngredientsMembersKeepTheirBoundsBesideTextAlone() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("name", "Soup", "ingredients", List.of(Map.of("text", "1 onion",
                        "comment", "x".repeat(1001)))))
                .post("/v1beta/recipes").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/ingredients/0/comment"));
    }

    // ----------------------------------------------------------------------- decided edge cases (point 4)

    @Test
    void aUtf8ByteOrderMarkBeforeAJsonBodyIsIgnored() throws IOException {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        RawHttp.Response response = send("POST", "/v1beta/lists", "\ufeff{\"name\":\"With a BOM\"}",
                new Header("Authorization", tokens.bearer()), new Header("Content-Type", "application/json"));
        assertThat(response.status()).isEqualTo(201);
        assertThat(json.readTree(response.body()).path("name").asString()).isEqualTo("With a BOM");
    }

    @Test
    void aLoneSurrogateInAStringIsRefusedOnEveryDatabase() {
        // PostgreSQL's UTF-8 text cannot hold one: the driver would store "?" instead. Refused, like NUL.
        Tokens tokens = fixtures.anonymous(fixtures.app());
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"name\":\"a\\ud800b\"}").post("/v1beta/lists").then().statusCode(400)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("/name"));
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"name\":\"tomato \\ud83c\\udf45\"}").post("/v1beta/lists").then().statusCode(201)
                .body("name", equalTo("tomato \ud83c\udf45"));
    }

    @Test
    void trailingDataAfterTheJsonValueIsMalformedJson() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON).body("{\"name\":\"x\"}{")
                .post("/v1beta/lists").then().statusCode(400).body("code", equalTo("request.malformed_json"));
        raw().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(Map.of("name", "x").toString() + " ").post("/v1beta/lists").then().statusCode(400);
    }
}
