package larder.app;

import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class AppSettingsIT extends IntegrationTest {

    @Test
    void anAppSetsItsOwnBrowserOriginsWithItsManagementToken() {
        TestApp app = fixtures.app("https://old.example");
        String management = fixtures.managementToken(app);
        var user = fixtures.anonymous(app);
        api().header("Authorization", user.bearer()).header("Origin", "https://new.example")
                .get("/v1beta/users/me").then().statusCode(403);

        api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(Map.of("allowed_origins", List.of("https://new.example", "https://*.new.example")))
                .patch("/v1beta/app").then().statusCode(200)
                .body("allowed_origins", equalTo(List.of("https://new.example", "https://*.new.example")));

        api().header("Authorization", user.bearer()).header("Origin", "https://new.example")
                .get("/v1beta/users/me").then().statusCode(200);
        api().header("Authorization", user.bearer()).header("Origin", "https://old.example")
                .get("/v1beta/users/me").then().statusCode(403);
        api().header("Authorization", "Bearer " + management).get("/v1beta/app").then()
                .body("allowed_origins", equalTo(List.of("https://new.example", "https://*.new.example")));
    }

    @Test
    void invalidOriginsAreRefusedAndNothingChanges() {
        TestApp app = fixtures.app("https://keep.example");
        String management = fixtures.managementToken(app);
        api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(Map.of("allowed_origins", List.of("https://fine.example", "javascript:alert(1)")))
                .patch("/v1beta/app").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/allowed_origins/1"));
        api().header("Authorization", "Bearer " + management).get("/v1beta/app").then()
                .body("allowed_origins", equalTo(List.of("https://keep.example")));
    }

    @Test
    void anAppChangesOnlyItsOwnSettings() {
        TestApp mine = fixtures.app("https://mine.example");
        TestApp theirs = fixtures.app("https://theirs.example");
        String management = fixtures.managementToken(mine);
        api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(Map.of("allowed_origins", List.of("https://changed.example")))
                .patch("/v1beta/app").then().statusCode(200).body("client_id", equalTo(mine.clientId()));
        fixtures.admin().get("/admin/v1/apps/" + theirs.clientId()).then()
                .body("allowed_origins", equalTo(List.of("https://theirs.example")));
    }
}
