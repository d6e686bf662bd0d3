package larder.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.hasItem;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/** {@code --demo}: the demo app allows the server's own origin, and its catalogue holds the demo recipes. */
@TestPropertySource(properties = {"larder.webhook-allow-private=true", "larder.demo=true"})
class DemoDataIT extends IntegrationTest {

    @Test
    void theDemoAppAllowsTheServersOwnOriginAndHasTheDemoRecipes() {
        fixtures.admin().get("/admin/v1/apps/demo").then().statusCode(200)
                .body("allowed_origins", hasItem("http://localhost:" + port));
        String token = api().contentType(ContentType.JSON).header("Origin", "http://localhost:" + port)
                .body(Map.of("client_id", "demo", "grant_type", "anonymous"))
                .post("/v1beta/auth/access_token").then().statusCode(200).extract().path("access_token");
        List<String> all = new ArrayList<>();
        String after = null;
        do {
            var request = api().header("Authorization", "Bearer " + token).queryParam("limit", 100);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            var page = request.get("/v1beta/recipes").then().statusCode(200).extract().jsonPath();
            all.addAll(page.getList("data.id"));
            after = page.getString("paging.cursors.after");
        } while (after != null);
        assertThat(all).hasSizeGreaterThanOrEqualTo(200).doesNotHaveDuplicates();
        List<String> italian = api().header("Authorization", "Bearer " + token).queryParam("tag", "italian")
                .queryParam("limit", 100).get("/v1beta/recipes").then().extract().path("data.id");
        assertThat(italian).hasSizeGreaterThanOrEqualTo(25);
    }
}
