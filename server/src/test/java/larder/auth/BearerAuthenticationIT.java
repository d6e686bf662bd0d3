package larder.auth;

import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import java.time.Duration;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BearerAuthenticationIT extends IntegrationTest {

    private static final String ME = "/v1beta/users/me";

    @Test
    void anAccessTokenIsAcceptedJustBeforeItsExpiryAndRefusedJustAfter() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        clock.advance(Duration.ofSeconds(tokens.expiresIn() - 2));
        api().header("Authorization", tokens.bearer()).get(ME).then().statusCode(200);
        clock.advance(Duration.ofSeconds(3));
        api().header("Authorization", tokens.bearer()).get(ME).then().statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("auth.token_expired"))
                .header("WWW-Authenticate", equalTo("Bearer realm=\"larder\", error=\"invalid_token\", "
                        + "error_description=\"The access token expired\""));
    }

    @Test
    void theBearerWordIsRequired() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.accessToken()).get(ME).then().statusCode(401)
                .header("WWW-Authenticate", "Bearer realm=\"larder\"")
                .body("code", equalTo("auth.token_required"));
        api().header("Authorization", "bearer " + tokens.accessToken()).get(ME).then().statusCode(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Basic dXNlcjpwYXNz", "Bearer", "Bearer ", "Token abc", "Digest x=y"})
    void otherSchemesAndEmptyBearersAreTokenRequired(String header) {
        api().header("Authorization", header).get(ME).then().statusCode(401)
                .header("WWW-Authenticate", "Bearer realm=\"larder\"")
                .body("code", equalTo("auth.token_required"));
    }

    @Test
    void noHeaderIsTokenRequired() {
        api().get(ME).then().statusCode(401).header("WWW-Authenticate", "Bearer realm=\"larder\"")
                .body("code", equalTo("auth.token_required"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "lmt_forged0000000000000000000"})
    void badTokensAreTokenInvalid(String token) {
        api().header("Authorization", "Bearer " + token).get(ME).then().statusCode(401)
                .header("WWW-Authenticate", "Bearer realm=\"larder\", error=\"invalid_token\"")
                .body("code", equalTo("auth.token_invalid"));
    }

    @Test
    void aDisabledAppsTokensStopWorkingAndWorkAgainWhenEnabled() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        String management = fixtures.managementToken(app);
        fixtures.admin().contentType(ContentType.JSON).body("{\"disabled\":true}")
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200).body("disabled", equalTo(true));
        api().header("Authorization", tokens.bearer()).get(ME).then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
        api().header("Authorization", "Bearer " + management).get("/v1beta/app").then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
        fixtures.admin().contentType(ContentType.JSON).body("{\"disabled\":false}")
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200);
        api().header("Authorization", tokens.bearer()).get(ME).then().statusCode(200);
    }

    @Test
    void aUserTokenFromAnOriginItsAppDoesNotAllowIsRefused() {
        TestApp shop = fixtures.app("https://shop.example");
        fixtures.app("https://other.example");
        Tokens tokens = fixtures.anonymous(shop);
        api().header("Authorization", tokens.bearer()).header("Origin", "https://other.example").get(ME).then()
                .statusCode(403).body("code", equalTo("auth.origin_not_allowed"));
        api().header("Authorization", tokens.bearer()).header("Origin", "https://shop.example").get(ME).then()
                .statusCode(200);
        api().header("Authorization", tokens.bearer()).get(ME).then().statusCode(200);
    }
}
