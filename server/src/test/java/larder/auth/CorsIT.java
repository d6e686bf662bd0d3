package larder.auth;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.response.ValidatableResponse;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class CorsIT extends IntegrationTest {

    private ValidatableResponse preflight(String origin, String path) {
        return raw().header("Origin", origin).header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "authorization, content-type")
                .options(path).then();
    }

    @Test
    void aPreflightFromAnAllowedOriginIsAnswered() {
        fixtures.app("https://cors-allowed.example");
        preflight("https://cors-allowed.example", "/v1beta/users/me").statusCode(204)
                .header("Access-Control-Allow-Origin", "https://cors-allowed.example")
                .header("Vary", equalTo("Origin"))
                .header("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS")
                .header("Access-Control-Allow-Headers", "Authorization, Content-Type, Idempotency-Key, If-Match")
                .header("Access-Control-Max-Age", "600")
                .header("Access-Control-Allow-Credentials", nullValue());
    }

    @Test
    void aPreflightToTheTokenEndpointIsAnsweredToo() {
        fixtures.app("https://cors-token.example");
        preflight("https://cors-token.example", "/v1beta/auth/access_token").statusCode(204)
                .header("Access-Control-Allow-Origin", "https://cors-token.example");
    }

    /**
     * A page of an origin no app allows cannot read the token endpoint's answer, whether the client_id is real (403)
     * or not (401): it cannot tell one from the other. Form-encoded, the request needs no preflight.
     */
    @Test
    void theTokenEndpointGrantsNothingToAnOriginNoAppAllows() {
        TestApp app = fixtures.app("https://cors-owner.example");
        raw().header("Origin", "https://cors-prober.example").contentType("application/x-www-form-urlencoded")
                .formParam("client_id", app.clientId()).formParam("grant_type", "anonymous")
                .post("/v1beta/auth/access_token").then().statusCode(403)
                .body("error", equalTo("unauthorized_client"))
                .header("Access-Control-Allow-Origin", nullValue())
                .header("Access-Control-Expose-Headers", nullValue());
        raw().header("Origin", "https://cors-prober.example").contentType("application/x-www-form-urlencoded")
                .formParam("client_id", "app_missing").formParam("grant_type", "anonymous")
                .post("/v1beta/auth/access_token").then().statusCode(401)
                .body("error", equalTo("invalid_client"))
                .header("Access-Control-Allow-Origin", nullValue());
    }

    @Test
    void aPreflightFromAForeignOriginGetsNoCorsHeaders() {
        fixtures.app("https://cors-mine.example");
        preflight("https://cors-foreign.example", "/v1beta/users/me").statusCode(403)
                .header("Access-Control-Allow-Origin", nullValue())
                .header("Access-Control-Allow-Methods", nullValue())
                .body("code", equalTo("auth.origin_not_allowed"));
    }

    @Test
    void aWildcardSubdomainOriginAllowsEverySubdomainButNotTheDomain() {
        TestApp app = fixtures.app("https://*.cors-wild.example");
        preflight("https://a.cors-wild.example", "/v1beta/users/me").statusCode(204)
                .header("Access-Control-Allow-Origin", "https://a.cors-wild.example");
        preflight("https://x.y.cors-wild.example", "/v1beta/users/me").statusCode(204);
        preflight("https://cors-wild.example", "/v1beta/users/me").statusCode(403);
        preflight("https://evilcors-wild.example", "/v1beta/users/me").statusCode(403);
        Tokens tokens = fixtures.anonymous(app);
        api().header("Authorization", tokens.bearer()).header("Origin", "https://shop.cors-wild.example")
                .get("/v1beta/users/me").then().statusCode(200);
        api().header("Authorization", tokens.bearer()).header("Origin", "https://cors-wild.example")
                .get("/v1beta/users/me").then().statusCode(403).body("code", equalTo("auth.origin_not_allowed"));
    }

    @Test
    void actualResponsesToAllowedOriginsCarryAllowOriginAndExposedHeaders() {
        TestApp app = fixtures.app("https://cors-actual.example");
        Tokens tokens = fixtures.anonymous(app);
        api().header("Authorization", tokens.bearer()).header("Origin", "https://cors-actual.example")
                .get("/v1beta/users/me").then().statusCode(200)
                .header("Access-Control-Allow-Origin", "https://cors-actual.example")
                .header("Access-Control-Expose-Headers", "ETag, RateLimit, RateLimit-Policy, Retry-After")
                .header("Vary", "Origin")
                .header("Access-Control-Allow-Credentials", nullValue());
    }

    @Test
    void responsesToOtherOriginsCarryNoCorsHeaders() {
        api().header("Origin", "https://cors-nobody.example").get("/v1beta/users/me").then().statusCode(401)
                .header("Access-Control-Allow-Origin", nullValue());
    }

    @Test
    void anOriginAllowedOnlyByADisabledAppIsNotAllowed() {
        TestApp app = fixtures.app("https://cors-disabled.example");
        preflight("https://cors-disabled.example", "/v1beta/users/me").statusCode(204);
        fixtures.admin().contentType("application/json").body("{\"disabled\":true}")
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200);
        preflight("https://cors-disabled.example", "/v1beta/users/me").statusCode(403);
    }
}
