package larder.platform.web;

import static org.hamcrest.Matchers.equalTo;

import io.restassured.specification.RequestSpecification;
import java.util.List;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import larder.support.TestRecipes;
import org.junit.jupiter.api.Test;

/**
 * docs/api.md §1, for every query parameter of every listing and of the recipe and feed reads: a value that
 * cannot be read (not a number, an unreadable cursor, a limit out of 1 to 100, docs/api.md's stated exception)
 * gets 400; a readable value that breaks a rule gets 422. Either way the problem names the parameter.
 */
class QueryParametersIT extends IntegrationTest {

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", "Bearer " + bearer);
    }

    private void refused(RequestSpecification request, String path, String parameter, Object value, int status) {
        request.queryParam(parameter, value).get(path).then().statusCode(status)
                .contentType("application/problem+json")
                .body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo(parameter));
    }

    @Test
    void pagingParametersThatCannotBeReadAre400OnEveryListing() {
        TestApp app = fixtures.app();
        String user = fixtures.anonymous(app).accessToken();
        String management = fixtures.managementToken(app);
        record Listing(String bearer, String path) {
        }
        List<Listing> listings = List.of(new Listing(user, "/v1beta/lists"), new Listing(user, "/v1beta/carts"),
                new Listing(user, "/v1beta/recipes"), new Listing(user, "/v1beta/retailers"),
                new Listing(user, "/v1beta/feed"), new Listing(management, "/v1beta/webhooks"),
                new Listing(ADMIN_KEY, "/admin/v1/apps"));
        for (Listing listing : listings) {
            for (Object limit : List.of("abc", "1.5", "0x10", 0, 101, -1)) {
                refused(as(listing.bearer()), listing.path(), "limit", limit, 400);
            }
            refused(as(listing.bearer()), listing.path(), "after", "not-a-cursor", 400);
        }
    }

    @Test
    void recipeScalingIs422WhenReadableAndOutOfRuleAnd400WhenNotANumber() {
        String user = fixtures.anonymous(fixtures.app()).accessToken();
        String id = as(user).contentType("application/json").body(TestRecipes.pancakes()).post("/v1beta/recipes")
                .then().statusCode(201).extract().path("id");
        String path = "/v1beta/recipes/" + id;
        for (Object scale : List.of(0, -2, 100.5, 1e9)) {
            refused(as(user), path, "scale", scale, 422);
        }
        for (Object scale : List.of("abc", "NaN", "Infinity", "0x1p1", "1d")) {
            refused(as(user), path, "scale", scale, 400);
        }
        for (Object servings : List.of(0, -1, 10_001)) {
            refused(as(user), path, "servings", servings, 422);
        }
        for (Object servings : List.of("two", "2.5", "+2")) {
            refused(as(user), path, "servings", servings, 400);
        }
    }

    @Test
    void aFeedIdThatDisagreesWithTheCursorIs422() {
        TestApp app = fixtures.app();
        String management = fixtures.managementToken(app);
        for (int i = 0; i < 3; i++) {
            as(management).contentType("application/json").body(TestRecipes.recipe("Pie " + i, List.of("baking"),
                    "1 pie crust")).post("/v1beta/recipes").then().statusCode(201);
        }
        String user = fixtures.anonymous(app).accessToken();
        String after = as(user).queryParam("limit", 1).get("/v1beta/feed").then().statusCode(200)
                .extract().path("paging.cursors.after");
        refused(as(user).queryParam("after", after), "/v1beta/feed", "feed_id", "fd_another", 422);
    }
}
