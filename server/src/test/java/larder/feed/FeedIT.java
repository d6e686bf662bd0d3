package larder.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.CartBody;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.RecipeBody;
import larder.support.RecipeRef;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** GET /v1beta/feed (docs/api.md §10), through HTTP. */
class FeedIT extends IntegrationTest {

    private static final String[] ITALIAN = {"Spaghetti Carbonara", "Penne Arrabbiata", "Mushroom Risotto",
        "Margherita Pizza", "Lasagne", "Osso Buco", "Pesto Linguine", "Minestrone", "Tiramisu", "Gnocchi Sorrentina",
        "Saltimbocca", "Panzanella"};
    private static final String[] MEXICAN = {"Chicken Tacos", "Bean Burritos", "Chicken Enchiladas", "Guacamole",
        "Pozole", "Chiles Rellenos", "Carnitas", "Elote", "Quesadillas", "Tamales", "Churros", "Sopa de Lima"};

    @Autowired
    private FeedActivity activity;

    private TestApp app;
    private String management;

    @BeforeEach
    void app() {
        app = fixtures.app();
        management = fixtures.managementToken(app);
    }

    private String create(RecipeBody recipe) {
        return api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON).body(recipe)
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
    }

    private List<String> italian() {
        List<String> ids = new ArrayList<>();
        for (String name : ITALIAN) {
            ids.add(create(TestRecipes.recipe(name, List.of("italian", "dinner"), "400 g pasta",
                    "2 tbsp olive oil", "100 g parmesan cheese", "1 bunch basil", "salt to taste")));
        }
        return ids;
    }

    private List<String> mexican() {
        List<String> ids = new ArrayList<>();
        for (String name : MEXICAN) {
            ids.add(create(TestRecipes.recipe(name, List.of("mexican", "dinner"), "8 corn tortillas",
                    "1 can black beans", "1 bunch cilantro", "2 limes", "salt to taste")));
        }
        return ids;
    }

    /** A retailer without products: its carts match nothing. */
    private String retailer() {
        return api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(RetailerBody.named("Corner Shop").country("DE").currency("EUR")
                        .checkoutUrlTemplate("https://shop.example/cart?items={items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
    }

    private void addToList(Tokens user, List<String> recipes) {
        api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                .body(ListBody.named("Week").recipes(recipes.stream().map(RecipeRef::recipe).toList()))
                .post("/v1beta/lists").then().statusCode(201);
    }

    private JsonPath feed(Tokens user, Map<String, Object> query) {
        return api().header("Authorization", user.bearer()).queryParams(query).get("/v1beta/feed")
                .then().statusCode(200).extract().jsonPath();
    }

    /** Every page of a thread from its first, following the cursors. */
    private List<JsonPath> walk(Tokens user, JsonPath first, int limit) {
        List<JsonPath> pages = new ArrayList<>(List.of(first));
        String after = first.getString("paging.cursors.after");
        while (after != null) {
            JsonPath next = feed(user, Map.of("after", after, "limit", limit));
            assertThat(next.getString("feed_id")).isEqualTo(first.getString("feed_id"));
            pages.add(next);
            after = next.getString("paging.cursors.after");
            assertThat(pages).hasSizeLessThan(100);
        }
        return pages;
    }

    private static List<String> ids(List<JsonPath> pages) {
        return pages.stream().flatMap(p -> p.<String>getList("data.recipe.id").stream()).toList();
    }

    @Test
    void aUserWhoAddsItalianRecipesSeesMoreItalianRecipesMarkedSimilar() {
        List<String> italian = italian();
        List<String> mexican = mexican();
        Tokens user = fixtures.anonymous(app);
        List<String> added = italian.subList(0, 2);
        addToList(user, added);

        JsonPath page = feed(user, Map.of("limit", 100));
        List<Map<String, Object>> data = page.getList("data");
        List<String> similar = data.stream().filter(e -> e.get("reason").equals("similar_to_your_recipes"))
                .map(e -> (String) ((Map<?, ?>) e.get("recipe")).get("id")).toList();
        // The other Italian recipes come first; Mexican ones share only the "dinner" tag, and come after them.
        assertThat(similar).hasSizeGreaterThanOrEqualTo(italian.size() - added.size());
        assertThat(similar.subList(0, italian.size() - added.size())).allMatch(italian::contains);
        assertThat(similar.stream().filter(italian::contains).count())
                .isGreaterThan(similar.stream().filter(mexican::contains).count());
        assertThat(ids(List.of(page))).doesNotContainAnyElementsOf(added);
        // Each source takes its turn: the first page starts with a similar recipe, then a new one.
        assertThat(page.<String>getList("data.reason").subList(0, 2))
                .containsExactly("similar_to_your_recipes", "new");

        // Someone who never added anything gets no "similar" recipes, and the first few are mixed.
        Tokens stranger = fixtures.anonymous(app);
        List<String> reasons = feed(stranger, Map.of("limit", 100)).getList("data.reason");
        assertThat(reasons).doesNotContain("similar_to_your_recipes").contains("new");
    }

    @Test
    void recentlyAddedRecipesAreLeftOutForSevenDays() {
        List<String> italian = italian();
        Tokens user = fixtures.anonymous(app);
        List<String> added = List.of(italian.get(3), italian.get(7));
        // A refused checkout (nothing matched: the shop sells nothing) is rolled back whole, its adds included.
        api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                .body(CartBody.of(retailer()).recipes(RecipeRef.recipe(italian.get(9))))
                .post("/v1beta/carts/checkout").then().statusCode(422).body("code", equalTo("cart.empty"));
        addToList(user, added);
        List<String> seen = ids(walk(user, feed(user, Map.of("limit", 5)), 5));
        assertThat(seen).doesNotContainAnyElementsOf(added).hasSize(italian.size() - added.size());

        clock.advance(Duration.ofDays(8));
        Tokens later = fixtures.refresh(app, user.refreshToken());
        List<String> afterAWeek = ids(walk(later, feed(later, Map.of("limit", 100)), 100));
        assertThat(afterAWeek).containsAll(added).doesNotHaveDuplicates();
    }

    @Test
    void aRecipeAddedBeforeMoreThanAChunkOfLaterRequestsIsStillLeftOut() {
        List<String> italian = italian();
        Tokens user = fixtures.anonymous(app);
        addToList(user, List.of(italian.get(0)));
        String list = api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                .body(ListBody.named("Often")).post("/v1beta/lists").then().statusCode(201).extract().path("id");
        // History is read a chunk of requests at a time: the first add lies beyond the first chunk.
        for (int i = 0; i <= FeedStore.HISTORY_CHUNK; i++) {
            api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                    .body(ListBody.list().recipes(RecipeRef.recipe(italian.get(1))))
                    .post("/v1beta/lists/" + list + "/items").then().statusCode(200);
        }
        List<String> seen = ids(walk(user, feed(user, Map.of("limit", 100)), 100));
        assertThat(seen).doesNotContain(italian.get(0), italian.get(1))
                .containsAll(italian.subList(2, italian.size()));
    }

    @Test
    void walkingAThreadToItsEndNeverRepeatsARecipe() {
        List<String> all = new ArrayList<>(italian());
        all.addAll(mexican());
        Tokens other = fixtures.anonymous(app);
        addToList(other, all.subList(10, 16));
        activity.fold();
        Tokens user = fixtures.anonymous(app);
        addToList(user, List.of(all.get(0)));

        List<JsonPath> pages = walk(user, feed(user, Map.of("limit", 7)), 7);
        List<String> seen = ids(pages);
        assertThat(seen).doesNotHaveDuplicates().hasSize(all.size() - 1).doesNotContain(all.get(0));
        assertThat(pages.getLast().getString("paging.cursors.after")).isNull();
        assertThat(pages.stream().flatMap(p -> p.<String>getList("data.key").stream()).toList())
                .doesNotHaveDuplicates();
        assertThat(pages.stream().flatMap(p -> p.<String>getList("data.reason").stream()).distinct().toList())
                .containsExactlyInAnyOrder("similar_to_your_recipes", "popular", "new");
    }

    @Test
    void aFeedIdReplaysTheSamePagesUntilItExpires() {
        italian();
        mexican();
        Tokens user = fixtures.anonymous(app);
        JsonPath first = feed(user, Map.of("limit", 10));
        String feedId = first.getString("feed_id");
        List<JsonPath> pages = walk(user, first, 10);

        create(TestRecipes.recipe("Brand New Pie", List.of("baking"), "1 pie crust"));
        JsonPath replay = feed(user, Map.of("feed_id", feedId, "limit", 10));
        assertThat(replay.getString("feed_id")).isEqualTo(feedId);
        List<JsonPath> replayed = walk(user, replay, 10);
        assertThat(replayed).hasSameSizeAs(pages);
        for (int i = 0; i < pages.size(); i++) {
            assertThat(replayed.get(i).getList("data")).isEqualTo(pages.get(i).getList("data"));
        }
        // A cursor may name its thread too; naming another is well-formed but invalid (docs/api.md §1): 422.
        String after = first.getString("paging.cursors.after");
        feed(user, Map.of("feed_id", feedId, "after", after, "limit", 10));
        api().header("Authorization", user.bearer()).queryParam("feed_id", "fd_other").queryParam("after", after)
                .get("/v1beta/feed").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("feed_id"));

        clock.advance(Duration.ofHours(12).plusSeconds(1));
        Tokens later = fixtures.refresh(app, user.refreshToken());
        api().header("Authorization", later.bearer()).queryParam("feed_id", feedId).get("/v1beta/feed")
                .then().statusCode(404).body("code", equalTo("not_found"));
        api().header("Authorization", later.bearer()).queryParam("after", after).get("/v1beta/feed")
                .then().statusCode(404).body("code", equalTo("not_found"));
        assertThat(feed(later, Map.of()).getString("feed_id")).isNotEqualTo(feedId);
    }

    @Test
    void anotherUsersThreadIsNotFound() {
        italian();
        Tokens owner = fixtures.anonymous(app);
        JsonPath first = feed(owner, Map.of("limit", 5));
        Tokens other = fixtures.anonymous(app);
        api().header("Authorization", other.bearer()).queryParam("feed_id", first.getString("feed_id"))
                .get("/v1beta/feed").then().statusCode(404).body("code", equalTo("not_found"));
        api().header("Authorization", other.bearer()).queryParam("after", first.getString("paging.cursors.after"))
                .get("/v1beta/feed").then().statusCode(404).body("code", equalTo("not_found"));
        // Nor does a user of another app reach it.
        Tokens stranger = fixtures.anonymous(fixtures.app());
        api().header("Authorization", stranger.bearer()).queryParam("feed_id", first.getString("feed_id"))
                .get("/v1beta/feed").then().statusCode(404);
    }

    @Test
    void aNewUserGetsPopularAndNewRecipes() {
        List<String> italian = italian();
        String favourite = italian.get(4);
        for (int i = 0; i < 3; i++) {
            addToList(fixtures.anonymous(app), List.of(favourite));
        }
        Tokens shopper = fixtures.anonymous(app);
        api().header("Authorization", shopper.bearer()).contentType(ContentType.JSON)
                .body(CartBody.of(retailer()).recipes(RecipeRef.recipe(italian.get(8))))
                .post("/v1beta/carts").then().statusCode(201);
        // A user's own recipe is never shown to anyone else, however often its owner adds it.
        String own = api().header("Authorization", shopper.bearer()).contentType(ContentType.JSON)
                .body(TestRecipes.recipe("Secret Sauce", List.of("italian"), "1 jar tomato sauce"))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        addToList(shopper, List.of(own));
        activity.fold();

        Tokens newcomer = fixtures.anonymous(app);
        JsonPath page = feed(newcomer, Map.of("limit", 100));
        assertThat(page.<String>getList("data.reason")).containsOnly("popular", "new");
        assertThat(page.<String>getList("data.recipe.id").subList(0, 4))
                .containsExactly(favourite, italian.getLast(), italian.get(8), italian.get(italian.size() - 2));
        assertThat(page.<String>getList("data.reason").subList(0, 3)).containsExactly("popular", "new", "popular");
        assertThat(ids(List.of(page))).doesNotContain(own).doesNotHaveDuplicates().hasSize(italian.size());
    }

    @Test
    void anEmptyCatalogueAnswersAnEmptyPageAndANullCursor() {
        Tokens user = fixtures.anonymous(app);
        api().header("Authorization", user.bearer()).get("/v1beta/feed").then().statusCode(200)
                .body("data.size()", equalTo(0)).body("paging.cursors.after", nullValue())
                .body("feed_id", org.hamcrest.Matchers.startsWith("fd_"));
    }

    @Test
    void onlyUserTokensHaveAFeed() {
        api().header("Authorization", "Bearer " + management).get("/v1beta/feed").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        raw().get("/v1beta/feed").then().statusCode(401).body("code", equalTo("auth.token_required"));
    }

    @Test
    void badParametersAreBadRequests() {
        italian();
        Tokens user = fixtures.anonymous(app);
        for (Map<String, Object> query : List.<Map<String, Object>>of(Map.of("limit", 0), Map.of("limit", 101),
                Map.of("limit", "many"), Map.of("after", "garbage"), Map.of("after", "c1.Zm9v.YmFy"),
                Map.of("after", "c1.Zm9v"))) {
            api().header("Authorization", user.bearer()).queryParams(query).get("/v1beta/feed")
                    .then().statusCode(400).body("code", equalTo("request.invalid"));
        }
        api().header("Authorization", user.bearer()).queryParam("feed_id", "fd_nonsense").get("/v1beta/feed")
                .then().statusCode(404).body("code", equalTo("not_found"));
    }
}
