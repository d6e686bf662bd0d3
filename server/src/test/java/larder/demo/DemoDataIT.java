package larder.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.hasItem;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.CartBody;
import larder.support.Fixtures;
import larder.support.IntegrationTest;
import larder.support.RecipeRef;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
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
        List<String> all = every(token, "/v1beta/recipes", "data.id");
        assertThat(all).hasSizeGreaterThanOrEqualTo(200).doesNotHaveDuplicates();
        List<String> italian = api().header("Authorization", "Bearer " + token).queryParam("tag", "italian")
                .queryParam("limit", 100).get("/v1beta/recipes").then().extract().path("data.id");
        assertThat(italian).hasSizeGreaterThanOrEqualTo(25);
    }

    @Test
    void theDemoAppHasOneRetailerWhoseProductsCoverTheDemoRecipes() {
        String token = fixtures.anonymous(new Fixtures.TestApp("demo")).accessToken();
        List<Map<String, Object>> retailers = api().header("Authorization", "Bearer " + token)
                .get("/v1beta/retailers").then().statusCode(200).extract().path("data");
        assertThat(retailers).hasSize(1);
        String retailer = (String) retailers.getFirst().get("id");
        List<String> skus = every(token, "/v1beta/retailers/" + retailer + "/products", "data.sku");
        assertThat(skus).hasSizeGreaterThanOrEqualTo(400).doesNotHaveDuplicates();

        // A cart without retailer_id takes the app's only retailer; a demo recipe's lines mostly find products.
        List<String> recipes = api().header("Authorization", "Bearer " + token).queryParam("limit", 5)
                .get("/v1beta/recipes").then().extract().path("data.id");
        var cart = api().header("Authorization", "Bearer " + token).contentType(ContentType.JSON)
                .body(CartBody.cart().recipes(recipes.stream().map(RecipeRef::recipe).toList()))
                .post("/v1beta/carts").then().statusCode(201).extract().jsonPath();
        assertThat(cart.getString("retailer.id")).isEqualTo(retailer);
        List<String> statuses = cart.getList("items.status");
        assertThat(statuses).isNotEmpty();
        long matched = statuses.stream().filter("matched"::equals).count();
        assertThat(matched).isGreaterThanOrEqualTo(statuses.size() * 8L / 10);
    }

    @Autowired
    private DemoData demoData;

    @Autowired
    private org.jooq.DSLContext db;

    @Test
    void theDemoRecipesAreStoredWithTheirFoodLinks() {
        // A bulk load stores each line's food link, so that reads take it as stored instead of linking again.
        assertThat(((Number) db.fetchValue("select count(*) from recipe where client_id = 'demo'")).longValue())
                .isGreaterThanOrEqualTo(200);
        assertThat(((Number) db.fetchValue("select count(*) from recipe where client_id = 'demo' and"
                + " (food_version is null or food_version <> ?)", larder.food.Foods.TABLE_VERSION)).longValue())
                .isZero();
    }

    @Test
    void aStartAddsWhatTheDemoAppLacks() {
        // As with a data directory from before the demo retailer existed: the app and recipes, no retailer.
        String management = fixtures.managementToken(new Fixtures.TestApp("demo"));
        List<String> ids = api().header("Authorization", "Bearer " + management).get("/v1beta/retailers")
                .then().statusCode(200).extract().path("data.id");
        ids.forEach(id -> api().header("Authorization", "Bearer " + management).delete("/v1beta/retailers/" + id)
                .then().statusCode(204));
        int recipesBefore = api().header("Authorization", "Bearer " + management).queryParam("limit", 100)
                .get("/v1beta/recipes").then().extract().path("data.size()");

        demoData.ensure(port);

        List<String> now = api().header("Authorization", "Bearer " + management).get("/v1beta/retailers")
                .then().statusCode(200).extract().path("data.id");
        assertThat(now).hasSize(1);
        int products = api().header("Authorization", "Bearer " + management).queryParam("limit", 100)
                .get("/v1beta/retailers/" + now.getFirst() + "/products").then().extract().path("data.size()");
        assertThat(products).isEqualTo(100);
        // The catalogue was not empty, so it was left as it was: no second copy of the demo recipes.
        List<String> all = every(management, "/v1beta/recipes", "data.id");
        assertThat(recipesBefore).isEqualTo(100);
        assertThat(all).hasSizeLessThan(400);
    }

    /** Every element of a listing, following its cursors: the given path of each page's elements. */
    private List<String> every(String token, String path, String field) {
        List<String> all = new ArrayList<>();
        String after = null;
        do {
            var request = api().header("Authorization", "Bearer " + token).queryParam("limit", 100);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            var page = request.get(path).then().statusCode(200).extract().jsonPath();
            all.addAll(page.getList(field));
            after = page.getString("paging.cursors.after");
        } while (after != null);
        return all;
    }
}
