package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class OperatorApiIT extends IntegrationTest {

    @Test
    void registersAnAppWithNormalisedOrigins() {
        fixtures.admin().contentType(ContentType.JSON)
                .body(Map.of("name", "  Corner Shop ", "allowed_origins",
                        List.of("HTTPS://Shop.Example:443", "https://*.shop.example", "https://shop.example")))
                .post("/admin/v1/apps").then().statusCode(201)
                .header("Location", startsWith("/admin/v1/apps/app_"))
                .body("client_id", startsWith("app_"))
                .body("name", equalTo("Corner Shop"))
                .body("allowed_origins", containsInAnyOrder("https://shop.example", "https://*.shop.example"))
                .body("created_at", notNullValue());
    }

    @Test
    void refusesInvalidOriginsWithAPointerToEach() {
        fixtures.admin().contentType(ContentType.JSON)
                .body(Map.of("name", "Shop", "allowed_origins",
                        List.of("https://ok.example", "https://bad.example/path", "*.example")))
                .post("/admin/v1/apps").then().statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("request.invalid"))
                .body("errors.pointer", containsInAnyOrder("/allowed_origins/1", "/allowed_origins/2"));
        fixtures.admin().contentType(ContentType.JSON).body(Map.of("allowed_origins", List.of()))
                .post("/admin/v1/apps").then().statusCode(422).body("errors[0].pointer", equalTo("/name"));
    }

    @Test
    void changesOriginsNameAndDisabled() {
        TestApp app = fixtures.app("https://a.example");
        fixtures.admin().contentType(ContentType.JSON)
                .body(Map.of("allowed_origins", List.of("https://b.example"), "name", "Renamed"))
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200)
                .body("allowed_origins", equalTo(List.of("https://b.example")))
                .body("name", equalTo("Renamed"))
                .body("disabled", equalTo(false));
        fixtures.admin().get("/admin/v1/apps/" + app.clientId()).then().statusCode(200)
                .body("name", equalTo("Renamed"));
        fixtures.admin().contentType(ContentType.JSON).body(Map.of("allowed_origins", List.of("nope")))
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(422);
        fixtures.admin().get("/admin/v1/apps/" + app.clientId()).then()
                .body("allowed_origins", equalTo(List.of("https://b.example")));
    }

    @Test
    void unknownAppsAreNotFound() {
        fixtures.admin().get("/admin/v1/apps/app_nothing").then().statusCode(404).body("code", equalTo("not_found"));
        fixtures.admin().contentType(ContentType.JSON).body("{}").patch("/admin/v1/apps/app_nothing").then()
                .statusCode(404);
        fixtures.admin().contentType(ContentType.JSON).body(Map.of("name", "x"))
                .post("/admin/v1/apps/app_nothing/management-tokens").then().statusCode(404);
        fixtures.admin().get("/admin/v1/apps/app_nothing/management-tokens").then().statusCode(404);
    }

    @Test
    void pagingThroughAppsNeverRepeatsOrSkips() {
        Set<String> created = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            created.add(fixtures.app().clientId());
        }
        List<String> seen = new ArrayList<>();
        String after = null;
        do {
            var request = fixtures.admin().queryParam("limit", 2);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            var page = request.get("/admin/v1/apps").then().statusCode(200).extract().jsonPath();
            List<String> ids = page.getList("data.client_id");
            assertThat(ids.size()).isLessThanOrEqualTo(2);
            seen.addAll(ids);
            after = page.getString("paging.cursors.after");
        } while (after != null);
        assertThat(seen).doesNotHaveDuplicates().containsAll(created);
    }

    @Test
    void managementTokensAreShownOnceAndListedWithoutSecrets() {
        TestApp app = fixtures.app();
        var issued = fixtures.admin().contentType(ContentType.JSON).body(Map.of("name", "backend"))
                .post("/admin/v1/apps/" + app.clientId() + "/management-tokens").then().statusCode(201)
                .header("Location", startsWith("/admin/v1/apps/" + app.clientId() + "/management-tokens/mtk_"))
                .body("token", startsWith("lmt_"))
                .body("name", equalTo("backend"))
                .extract().jsonPath();
        String id = issued.getString("id");
        fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens").then().statusCode(200)
                .body("data.id", hasItem(id))
                .body("data[0]", not(hasKey("token")))
                .body("data[0].last_used_at", nullValue());
        api().header("Authorization", "Bearer " + issued.getString("token")).get("/v1beta/app").then().statusCode(200);
        fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id).then().statusCode(200)
                .body("last_used_at", notNullValue())
                .body("$", not(hasKey("token")));
        fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id).then()
                .statusCode(204);
        fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id).then()
                .statusCode(404);
        fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens").then()
                .body("data.id", not(hasItem(id)));
    }

    @Test
    void theOperatorApiNeedsTheAdminKey() {
        api().get("/admin/v1/apps").then().statusCode(401).body("code", equalTo("auth.token_required"));
        api().header("Authorization", "Bearer wrong").get("/admin/v1/apps").then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
        TestApp app = fixtures.app();
        String management = fixtures.managementToken(app);
        api().header("Authorization", "Bearer " + management).get("/admin/v1/apps").then().statusCode(401);
    }

    @Test
    void aTokenNameIsRequired() {
        TestApp app = fixtures.app();
        fixtures.admin().contentType(ContentType.JSON).body("{}")
                .post("/admin/v1/apps/" + app.clientId() + "/management-tokens").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/name"));
    }
}
