package larder.auth;

import static org.hamcrest.Matchers.equalTo;

import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class ManagementTokenIT extends IntegrationTest {

    @Test
    void aManagementTokenActsAsItsApp() {
        TestApp app = fixtures.app("https://mt.example");
        String token = fixtures.managementToken(app);
        api().header("Authorization", "Bearer " + token).get("/v1beta/app").then().statusCode(200)
                .body("client_id", equalTo(app.clientId()))
                .body("allowed_origins[0]", equalTo("https://mt.example"));
    }

    @Test
    void aManagementTokenWithAnyOriginIsRefusedBeforeAnythingElse() {
        TestApp app = fixtures.app("https://mt-browser.example");
        String token = fixtures.managementToken(app);
        for (String origin : new String[] {"https://mt-browser.example", "https://elsewhere.example", "null"}) {
            api().header("Authorization", "Bearer " + token).header("Origin", origin).get("/v1beta/app").then()
                    .statusCode(403).body("code", equalTo("auth.management_token_from_browser"));
        }
        api().header("Authorization", "Bearer lmt_not-even-valid").header("Origin", "https://x.example")
                .get("/v1beta/app").then().statusCode(403)
                .body("code", equalTo("auth.management_token_from_browser"));
    }

    @Test
    void aRevokedManagementTokenStopsWorkingAtOnce() {
        TestApp app = fixtures.app();
        String token = fixtures.managementToken(app);
        api().header("Authorization", "Bearer " + token).get("/v1beta/app").then().statusCode(200);
        String id = fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens")
                .then().statusCode(200).extract().path("data[0].id");
        fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id)
                .then().statusCode(204);
        api().header("Authorization", "Bearer " + token).get("/v1beta/app").then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
    }

    @Test
    void eachCredentialKindIsRefusedWhereTheOtherIsNeeded() {
        TestApp app = fixtures.app();
        String management = fixtures.managementToken(app);
        var user = fixtures.anonymous(app);
        api().header("Authorization", user.bearer()).get("/v1beta/app").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        api().header("Authorization", "Bearer " + management).get("/v1beta/users/me").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
    }
}
