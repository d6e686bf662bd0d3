package larder.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.RecipeBody;
import larder.support.RecipeRef;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The feed honours a user's preferences unless ?preferences=ignore (docs/labels.md), through HTTP. */
class FeedPreferencesIT extends IntegrationTest {

    @Autowired
    private FeedActivity activity;

    private String management;
    private TestApp app;
    private String salad;
    private String omelette;
    private String satay;
    private String cilantroTofu;
    private String lentilSoup;
    private String oliveRice;
    private String mystery;

    @BeforeEach
    void aCatalogue() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        salad = create("Green Salad", 10, "2 cups spinach", "1 tbsp olive oil", "1 lemon");
        omelette = create("Omelette", 15, "3 large eggs", "1 tbsp olive oil");
        satay = create("Satay Rice", 30, "1 cup rice", "1/2 cup peanut butter");
        cilantroTofu = create("Cilantro Tofu", 20, "200 g tofu", "1 bunch cilantro");
        lentilSoup = create("Lentil Soup", 60, "1 cup lentils", "4 cups water", "1 onion");
        oliveRice = create("Olive Oil Rice", 20, "1 cup rice", "1 tbsp olive oil");
        mystery = create("Mystery Rice", 10, "1 cup rice", "2 tbsp frobnicated zanthar");
    }

    private String create(String name, int minutes, String... lines) {
        return api().header("Authorization", management).contentType(ContentType.JSON)
                .body(RecipeBody.named(name).cookTimeMinutes(minutes).ingredients(lines))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    private Tokens userWith(Map<String, Object> preferences) {
        Tokens user = fixtures.anonymous(app);
        api().header("Authorization", user.bearer()).contentType(ContentType.JSON).body(preferences)
                .patch("/v1beta/users/me/preferences").then().statusCode(200);
        return user;
    }

    private JsonPath feed(Tokens user, Map<String, Object> query) {
        return api().header("Authorization", user.bearer()).queryParams(query).get("/v1beta/feed").then()
                .statusCode(200).extract().jsonPath();
    }

    @Test
    void theFeedLeavesOutExactlyTheRecipesThatBreakAPreferenceUnlessIgnored() {
        // Two diets and three avoidances, a dislike and a time: only the salad and the olive oil rice fit.
        Tokens user = userWith(Map.of("diets", List.of("vegan", "gluten_free"),
                "avoid", List.of("peanut", "sesame", "tree_nut"), "dislikes", List.of("cilantro"),
                "max_total_minutes", 30));
        assertThat(feed(user, Map.of("limit", 100)).<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, oliveRice);
        assertThat(feed(user, Map.of("limit", 100, "preferences", "ignore")).<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, omelette, satay, cilantroTofu, lentilSoup, oliveRice, mystery);
    }

    @Test
    void eachPreferenceLeavesOutItsRecipesOnly() {
        assertThat(feed(userWith(Map.of("diets", List.of("vegan"))), Map.of("limit", 100))
                .<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, satay, cilantroTofu, lentilSoup, oliveRice);
        assertThat(feed(userWith(Map.of("avoid", List.of("peanut"))), Map.of("limit", 100))
                .<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, omelette, cilantroTofu, lentilSoup, oliveRice);
        assertThat(feed(userWith(Map.of("dislikes", List.of("cilantro"))), Map.of("limit", 100))
                .<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, omelette, satay, lentilSoup, oliveRice, mystery);
        assertThat(feed(userWith(Map.of("max_total_minutes", 20)), Map.of("limit", 100))
                .<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, omelette, cilantroTofu, oliveRice, mystery);
    }

    @Test
    void popularAndSimilarRecipesAreFilteredToo() {
        // Another user makes the omelette and the satay popular; this user's history makes rice dishes similar.
        Tokens other = fixtures.anonymous(app);
        api().header("Authorization", other.bearer()).contentType(ContentType.JSON)
                .body(ListBody.named("Week").recipes(List.of(RecipeRef.recipe(omelette), RecipeRef.recipe(satay),
                        RecipeRef.recipe(salad))))
                .post("/v1beta/lists").then().statusCode(201);
        activity.fold();
        Tokens user = userWith(Map.of("diets", List.of("vegan"), "avoid", List.of("peanut")));
        api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                .body(ListBody.named("Rice").recipes(List.of(RecipeRef.recipe(mystery))))
                .post("/v1beta/lists").then().statusCode(201);

        JsonPath page = feed(user, Map.of("limit", 100));
        List<Map<String, Object>> data = page.getList("data");
        assertThat(page.<String>getList("data.recipe.id"))
                .containsExactlyInAnyOrder(salad, cilantroTofu, lentilSoup, oliveRice);
        assertThat(data.stream().filter(e -> e.get("reason").equals("popular")).map(e -> (Object) ((Map<?, ?>) e.get("recipe"))
                .get("id")).toList()).containsExactly(salad);
        assertThat(data.stream().filter(e -> e.get("reason").equals("similar_to_your_recipes"))
                .map(e -> (Object) ((Map<?, ?>) e.get("recipe")).get("id")).toList()).contains(oliveRice);

        JsonPath ignoring = feed(user, Map.of("limit", 100, "preferences", "ignore"));
        assertThat(ignoring.<String>getList("data.recipe.id")).contains(omelette, satay).doesNotContain(mystery);
    }

    @Test
    void anotherPreferencesValueIs422() {
        Tokens user = fixtures.anonymous(app);
        api().header("Authorization", user.bearer()).queryParam("preferences", "apply").get("/v1beta/feed").then()
                .statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("preferences"));
    }
}
