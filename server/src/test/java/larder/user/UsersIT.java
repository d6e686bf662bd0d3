package larder.user;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class UsersIT extends IntegrationTest {

    @Test
    void aUserReadsItself() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(200)
                .body("id", startsWith("usr_"))
                .body("client_id", equalTo(app.clientId()))
                .body("created_at", notNullValue());
    }

    @Test
    void erasingAUserEndsAllItsTokens() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        Tokens other = fixtures.refresh(app, fixtures.anonymous(app).refreshToken());
        Tokens refreshed = fixtures.refresh(app, tokens.refreshToken());

        api().header("Authorization", refreshed.bearer()).delete("/v1beta/users/me").then().statusCode(204);

        api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
        api().header("Authorization", refreshed.bearer()).get("/v1beta/users/me").then().statusCode(401);
        api().contentType(ContentType.JSON).body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token",
                        "refresh_token", refreshed.refreshToken()))
                .post("/v1beta/auth/access_token").then().statusCode(400).body("error", equalTo("invalid_grant"));
        api().header("Authorization", other.bearer()).get("/v1beta/users/me").then().statusCode(200);
    }

    @Test
    void aManagementTokenHasNoUserToReadOrErase() {
        TestApp app = fixtures.app();
        String management = fixtures.managementToken(app);
        api().header("Authorization", "Bearer " + management).delete("/v1beta/users/me").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
    }
}
