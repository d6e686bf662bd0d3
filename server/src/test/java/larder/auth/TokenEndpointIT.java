package larder.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.Fixtures;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TokenEndpointIT extends IntegrationTest {

    private static final String TOKEN = "/v1beta/auth/access_token";

    private ValidatableResponse postJson(String body) {
        return api().contentType(ContentType.JSON).body(body).post(TOKEN).then();
    }

    private static ValidatableResponse oauthError(ValidatableResponse response, int status, String error) {
        return response.statusCode(status).contentType(ContentType.JSON)
                .header("Cache-Control", "no-store").header("Pragma", "no-cache")
                .body("error", equalTo(error)).body("error_description", matchesPattern(".+"));
    }

    @Test
    void anonymousGrantCreatesAUserAndAnswersTheSeedRecord() {
        TestApp app = fixtures.app();
        api().contentType(ContentType.JSON).body(Map.of("client_id", app.clientId(), "grant_type", "anonymous"))
                .post(TOKEN).then().statusCode(200)
                .header("Cache-Control", "no-store").header("Pragma", "no-cache")
                .body("token_type", equalTo("Bearer"))
                .body("expires_in", equalTo(86400))
                .body("access_token", matchesPattern("[\\w-]+\\.[\\w-]+\\.[\\w-]+"))
                .body("refresh_token", startsWith("lrt_"));
        var first = fixtures.anonymous(app);
        var second = fixtures.anonymous(app);
        assertThat(fixtures.userId(first)).isNotEqualTo(fixtures.userId(second));
    }

    /**
     * Grants that arrive together are written in shared transactions (one insert per table for all of them): each
     * still gets a user of its own, stored, with the refresh token that was answered to it.
     */
    @Test
    void anonymousGrantsAtOnceEachGetTheirOwnStoredUserAndRefreshToken() throws Exception {
        TestApp app = fixtures.app();
        List<Fixtures.Tokens> granted = new ArrayList<>();
        try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Fixtures.Tokens>> futures = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                futures.add(clients.submit(() -> fixtures.anonymous(app)));
            }
            for (Future<Fixtures.Tokens> future : futures) {
                granted.add(future.get());
            }
        }
        Set<String> users = new HashSet<>();
        for (Fixtures.Tokens tokens : granted) {
            String userId = fixtures.userId(tokens);
            assertThat(users.add(userId)).as("a user of its own").isTrue();
            assertThat(fixtures.userId(fixtures.refresh(app, tokens.refreshToken()))).isEqualTo(userId);
        }
    }

    @Test
    void formBodiesAreAcceptedAsOAuthLibrariesSendThem() {
        TestApp app = fixtures.app();
        api().contentType(ContentType.URLENC).formParam("client_id", app.clientId())
                .formParam("grant_type", "anonymous")
                .post(TOKEN).then().statusCode(200).body("refresh_token", startsWith("lrt_"));
    }

    @Test
    void unknownClientIsInvalidClient() {
        oauthError(postJson("{\"client_id\":\"no-such-app\",\"grant_type\":\"anonymous\"}"), 401, "invalid_client");
    }

    @Test
    void disabledClientIsInvalidClient() {
        TestApp app = fixtures.app();
        fixtures.admin().contentType(ContentType.JSON).body(Map.of("disabled", true))
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200);
        oauthError(postJson("{\"client_id\":\"" + app.clientId() + "\",\"grant_type\":\"anonymous\"}"),
                401, "invalid_client");
    }

    @ParameterizedTest
    @ValueSource(strings = {"password", "client_credentials", "authorization_code", "ANONYMOUS", "x"})
    void anyOtherGrantIsUnsupported(String grantType) {
        TestApp app = fixtures.app();
        oauthError(postJson("{\"client_id\":\"" + app.clientId() + "\",\"grant_type\":\"" + grantType + "\"}"),
                400, "unsupported_grant_type");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"client_id\":", "not json", "[]", "\"anonymous\"", "{}", "{\"grant_type\":\"anonymous\"}",
            "{\"client_id\":\"demo\"}", "{\"client_id\":42,\"grant_type\":\"anonymous\"}",
            "{\"client_id\":\"demo\",\"grant_type\":[\"anonymous\"]}",
            "{\"client_id\":\"a\",\"client_id\":\"b\",\"grant_type\":\"anonymous\"}",
            "{\"client_id\":\"demo\",\"grant_type\":\"anonymous\"} trailing",
            "{\"client_id\":\"\",\"grant_type\":\"anonymous\"}"})
    void badBodiesAreInvalidRequest(String body) {
        oauthError(postJson(body), 400, "invalid_request");
    }

    @Test
    void repeatedFormParametersAreInvalidRequest() {
        TestApp app = fixtures.app();
        oauthError(api().contentType(ContentType.URLENC).body("client_id=" + app.clientId() + "&grant_type=anonymous"
                + "&grant_type=anonymous").post(TOKEN).then(), 400, "invalid_request");
    }

    @Test
    void refreshWithoutRefreshTokenIsInvalidRequest() {
        TestApp app = fixtures.app();
        oauthError(postJson("{\"client_id\":\"" + app.clientId() + "\",\"grant_type\":\"refresh_token\"}"),
                400, "invalid_request");
    }

    @Test
    void anOriginTheAppHasNotAllowedIsUnauthorizedClient() {
        TestApp app = fixtures.app("https://shop.example");
        oauthError(api().contentType(ContentType.JSON).header("Origin", "https://evil.example")
                .body("{\"client_id\":\"" + app.clientId() + "\",\"grant_type\":\"anonymous\"}").post(TOKEN).then(),
                403, "unauthorized_client")
                // No app allows that origin: the refusal is not readable by its page (CorsIT).
                .header("Access-Control-Allow-Origin", org.hamcrest.Matchers.nullValue())
                .header("Access-Control-Expose-Headers", org.hamcrest.Matchers.nullValue());
        // A form-encoded request (a CORS simple request, sent without a preflight) gets the same refusal.
        oauthError(api().contentType(ContentType.URLENC).header("Origin", "https://evil.example")
                .formParam("client_id", app.clientId()).formParam("grant_type", "anonymous").post(TOKEN).then(),
                403, "unauthorized_client").header("Access-Control-Allow-Origin", org.hamcrest.Matchers.nullValue());
        api().contentType(ContentType.JSON).header("Origin", "https://shop.example")
                .body("{\"client_id\":\"" + app.clientId() + "\",\"grant_type\":\"anonymous\"}").post(TOKEN).then()
                .statusCode(200).header("Access-Control-Allow-Origin", "https://shop.example");
    }

    @Test
    void otherMediaTypesAndMethodsGetOAuthErrorsToo() {
        oauthError(api().contentType("text/plain").body("client_id=demo").post(TOKEN).then(), 415, "invalid_request");
        oauthError(api().get(TOKEN).then(), 405, "invalid_request").header("Allow", "POST, OPTIONS");
        String big = "{\"client_id\":\"" + "x".repeat(1_100_000) + "\"}";
        oauthError(api().contentType(ContentType.JSON).body(big).post(TOKEN).then(), 413, "invalid_request");
        oauthError(api().contentType(ContentType.JSON)
                .body(new java.io.ByteArrayInputStream(big.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .post(TOKEN).then(), 413, "invalid_request");
    }

    @Test
    void tokensIssuedAreCountedInMetricsByGrant() {
        TestApp app = fixtures.app();
        double before = issued("anonymous");
        var tokens = fixtures.anonymous(app);
        double refreshBefore = issued("refresh_token");
        fixtures.refresh(app, tokens.refreshToken());
        assertThat(issued("anonymous")).isEqualTo(before + 1);
        assertThat(issued("refresh_token")).isEqualTo(refreshBefore + 1);
    }

    private double issued(String grant) {
        return raw().get("/metrics").then().statusCode(200).extract().asString().lines()
                .filter(line -> line.startsWith("larder_tokens_issued_total{") && line.contains("grant=\"" + grant + "\""))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .sum();
    }
}
