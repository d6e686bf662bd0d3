package larder.list;

import static larder.list.db.Tables.LIST_RECIPE;
import static larder.list.db.Tables.SHOPPING_LIST;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.RecipeRef;
import larder.support.TestDatabase;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ListsIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    @Autowired
    private ListStore store;

    private TestApp app;
    private String management;
    private Tokens alice;
    private Tokens bob;

    @BeforeEach
    void anAppWithTwoUsers() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        bob = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String recipe(String name, String... lines) {
        return as(management).body(TestRecipes.recipe(name, List.of("test"), lines)).post("/v1beta/recipes")
                .then().statusCode(201).extract().path("id");
    }

    private JsonPath createList(String bearer, ListBody body) {
        return as(bearer).body(body).post("/v1beta/lists").then().statusCode(201).extract().jsonPath();
    }

    private long listsOf(Tokens tokens) {
        return db.fetchCount(SHOPPING_LIST, SHOPPING_LIST.USER_ID.eq(fixtures.userId(tokens)));
    }

    @Test
    void aListTakesItemsRawItemsAndRecipes() {
        String pancakes = recipe("Pancakes", "2 cups flour", "2 eggs", "1 cup milk");
        as(alice.bearer()).body(ListBody.named("Weekend")
                        .items(ItemBody.item("coffee").quantity(1).unit("lb").brand("Roastery"))
                        .rawItems("2 1/2 cups flour, sifted", "salt to taste")
                        .recipes(RecipeRef.recipe(pancakes).scale(2)))
                .post("/v1beta/lists").then().statusCode(201)
                .header("Location", startsWith("/v1beta/lists/lst_"))
                .header("ETag", "\"1\"")
                .body("name", equalTo("Weekend"))
                .body("primary", equalTo(true))
                .body("version", equalTo(1))
                .body("item_count", equalTo(6))
                .body("items", hasSize(6))
                .body("items[0].name", equalTo("coffee")).body("items[0].brand", equalTo("Roastery"))
                .body("items[0].category", equalTo("beverages")).body("items[0].recipe", nullValue())
                .body("items[1].text", equalTo("2 1/2 cups flour, sifted"))
                .body("items[1].quantity", equalTo(2.5f)).body("items[1].comment", equalTo("sifted"))
                .body("items[2].quantity", nullValue())
                .body("items[3].name", equalTo("flour")).body("items[3].quantity", equalTo(4.0f))
                .body("items[3].recipe.id", equalTo(pancakes)).body("items[3].recipe.scale", equalTo(2.0f))
                .body("recipes", hasSize(1)).body("recipes[0].name", equalTo("Pancakes"))
                .body("combined_items.name", org.hamcrest.Matchers.hasItem("flour"));
    }

    @Test
    void theFirstListIsPrimaryAndThereIsAlwaysExactlyOne() {
        String first = createList(alice.bearer(), ListBody.named("One")).getString("id");
        String second = createList(alice.bearer(), ListBody.named("Two")).getString("id");
        as(alice.bearer()).get("/v1beta/lists/" + second).then().body("primary", equalTo(false));
        as(alice.bearer()).body(ListBody.list().primary(true)).patch("/v1beta/lists/" + second).then().statusCode(200)
                .body("primary", equalTo(true));
        as(alice.bearer()).get("/v1beta/lists/" + first).then().body("primary", equalTo(false));
        as(alice.bearer()).body(ListBody.list().primary(false)).patch("/v1beta/lists/" + second).then().statusCode(422);
        as(alice.bearer()).delete("/v1beta/lists/" + second).then().statusCode(204);
        as(alice.bearer()).get("/v1beta/lists/" + first).then().body("primary", equalTo(true));
        as(alice.bearer()).get("/v1beta/lists").then().statusCode(200)
                .body("data.id", contains(first)).body("data[0].item_count", equalTo(0));
    }

    @Test
    void severalFirstListsCreatedAtOnceLeaveExactlyOnePrimary() throws Exception {
        Tokens carol = fixtures.anonymous(app);
        List<java.util.concurrent.Future<Boolean>> primaries = new ArrayList<>();
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        try (var pool = java.util.concurrent.Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++) {
                primaries.add(pool.submit(() -> {
                    start.await();
                    return as(carol.bearer()).body(ListBody.named("Race")).post("/v1beta/lists").then()
                            .statusCode(201).extract().<Boolean>path("primary");
                }));
            }
            start.countDown();
            long winners = 0;
            for (var f : primaries) {
                winners += f.get() ? 1 : 0;
            }
            assertThat(winners).isEqualTo(1);
        }
        List<Boolean> flags = as(carol.bearer()).queryParam("limit", 100).get("/v1beta/lists").then()
                .extract().path("data.primary");
        assertThat(flags).hasSize(8).containsOnlyOnce(true);
    }

    @Test
    void fiftyItemsAreAcceptedAndFiftyOneRefusedWritingNothing() {
        createList(alice.bearer(), ListBody.list().items(ItemBody.numbered(50)));
        long lists = listsOf(alice);
        as(alice.bearer()).body(ListBody.list().items(ItemBody.numbered(51))).post("/v1beta/lists").then()
                .statusCode(422)
                .body("code", equalTo("request.too_many_items")).body("errors[0].pointer", equalTo("/items"));
        List<String> raw = new ArrayList<>(Collections.nCopies(21, "1 egg"));
        as(alice.bearer()).body(ListBody.list().items(ItemBody.numbered(30)).rawItems(raw)).post("/v1beta/lists").then()
                .statusCode(422).body("code", equalTo("request.too_many_items"))
                .body("errors[0].pointer", equalTo("/raw_items"));
        assertThat(listsOf(alice)).isEqualTo(lists);
    }

    @Test
    void twentyFiveRecipesAreAcceptedAndTwentySixRefusedWritingNothing() {
        String soup = recipe("Tiny Soup", "1 cup broth");
        List<RecipeRef> refs = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            refs.add(RecipeRef.recipe(soup));
        }
        createList(alice.bearer(), ListBody.list().recipes(refs.subList(0, 25)));
        long lists = listsOf(alice);
        as(alice.bearer()).body(ListBody.list().recipes(refs)).post("/v1beta/lists").then().statusCode(422)
                .body("code", equalTo("request.too_many_recipes")).body("errors[0].pointer", equalTo("/recipes"));
        String id = as(alice.bearer()).get("/v1beta/lists").then().extract().path("data[0].id");
        int before = storedItems(id);
        as(alice.bearer()).body(ListBody.list().recipes(refs)).post("/v1beta/lists/" + id + "/items").then()
                .statusCode(422);
        assertThat(listsOf(alice)).isEqualTo(lists);
        assertThat(storedItems(id)).isEqualTo(before);
    }

    @Test
    void aRecipeTheCallerCannotSeeIsRefusedWithAPointer() {
        String secret = as(bob.bearer()).body(TestRecipes.pancakes()).post("/v1beta/recipes").then()
                .extract().path("id");
        String visible = recipe("Visible", "1 apple");
        long lists = listsOf(alice);
        as(alice.bearer()).body(ListBody.list().recipes(RecipeRef.recipe(visible), RecipeRef.recipe(secret)))
                .post("/v1beta/lists").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/recipes/1/id"));
        assertThat(listsOf(alice)).isEqualTo(lists);
    }

    @Test
    void aListHoldsAtMostAThousandItems() {
        String id = createList(alice.bearer(), ListBody.list().items(ItemBody.numbered(50))).getString("id");
        for (int i = 1; i < 20; i++) {
            as(alice.bearer()).body(ListBody.list().items(ItemBody.numbered(50))).post("/v1beta/lists/" + id + "/items")
                    .then()
                    .statusCode(200);
        }
        as(alice.bearer()).body(ListBody.list().items(ItemBody.numbered(1))).post("/v1beta/lists/" + id + "/items")
                .then().statusCode(422).body("code", equalTo("list.full"));
        as(alice.bearer()).get("/v1beta/lists/" + id).then().body("item_count", equalTo(1000))
                .body("items", hasSize(1000));
    }

    @Test
    void removingARecipeRemovesExactlyTheItemsItAdded() {
        String salad = recipe("Salad", "2 tomatoes", "1 cucumber");
        String id = createList(alice.bearer(), ListBody.list().items(ItemBody.item("tomatoes"))).getString("id");
        as(alice.bearer()).body(ListBody.list().recipes(RecipeRef.recipe(salad))).post("/v1beta/lists/" + id + "/items")
                .then().statusCode(200).body("items", hasSize(3)).body("recipes[0].id", equalTo(salad));
        as(alice.bearer()).delete("/v1beta/lists/" + id + "/recipes/" + salad).then().statusCode(204);
        as(alice.bearer()).get("/v1beta/lists/" + id).then().body("items.name", contains("tomatoes"))
                .body("recipes", hasSize(0)).body("item_count", equalTo(1));
        as(alice.bearer()).delete("/v1beta/lists/" + id + "/recipes/" + salad).then().statusCode(404);
    }

    @Test
    void combiningFollowsTheRules() {
        JsonPath list = createList(alice.bearer(), ListBody.list().rawItems(
                "500 g sugar", "1 kg sugar",                   // convertible units: summed, shopper's unit
                "2 cups all-purpose flour", "120 g all-purpose flour", // mass with volume, known density
                "100 g parmesan cheese", "1 cup parmesan cheese",     // mass with volume, no density
                "2 eggs", "3 eggs",                               // same unit (none)
                "1 lemon"));
        Map<String, List<Map<String, Object>>> byName = new HashMap<>();
        for (Map<String, Object> line : list.<Map<String, Object>>getList("combined_items")) {
            byName.computeIfAbsent((String) line.get("name"), k -> new ArrayList<>()).add(line);
        }
        assertThat(byName.get("sugar")).singleElement().satisfies(l -> {
            assertThat(l.get("quantity")).isEqualTo(1.5f);
            assertThat(l.get("unit")).isEqualTo("kg");
            assertThat((List<?>) l.get("item_ids")).hasSize(2);
        });
        assertThat(byName.get("all-purpose flour")).singleElement()
                .satisfies(l -> assertThat((List<?>) l.get("item_ids")).hasSize(2));
        assertThat(byName.get("parmesan cheese")).hasSize(2);
        assertThat(byName.get("eggs")).singleElement().satisfies(l -> assertThat(l.get("quantity")).isEqualTo(5.0f));
        String id = list.getString("id");
        String oneEgg = list.getString("items.find { it.text == '2 eggs' }.id");
        as(alice.bearer()).body(ListItemPatch.checked(true)).patch("/v1beta/lists/" + id + "/items/" + oneEgg).then()
                .statusCode(200).body("combined_items.findAll { it.name == 'eggs' }", hasSize(2))
                .body("combined_items.findAll { it.name == 'eggs' && it.checked }.quantity", contains(2.0f));
    }

    @Test
    void checkingIsASetSafeToRetryAndAStaleIfMatchChangesNothing() {
        JsonPath list = createList(alice.bearer(), ListBody.list().rawItems("1 bunch basil"));
        String id = list.getString("id");
        String item = list.getString("items[0].id");
        as(alice.bearer()).header("If-Match", "\"1\"").body(ListItemPatch.checked(true))
                .patch("/v1beta/lists/" + id + "/items/" + item).then().statusCode(200).header("ETag", "\"2\"")
                .body("items[0].checked", equalTo(true));
        as(alice.bearer()).body(ListItemPatch.checked(true)).patch("/v1beta/lists/" + id + "/items/" + item).then()
                .statusCode(200).body("items[0].checked", equalTo(true)).body("version", equalTo(3));
        as(alice.bearer()).header("If-Match", "\"1\"").body(ListItemPatch.checked(false))
                .patch("/v1beta/lists/" + id + "/items/" + item).then().statusCode(412)
                .body("code", equalTo("precondition_failed"));
        as(alice.bearer()).header("If-Match", "\"2\"").body(ListBody.named("Stale")).patch("/v1beta/lists/" + id)
                .then().statusCode(412);
        as(alice.bearer()).header("If-Match", "\"2\"").delete("/v1beta/lists/" + id + "/items/" + item).then()
                .statusCode(412);
        as(alice.bearer()).header("If-Match", "\"2\"").delete("/v1beta/lists/" + id).then().statusCode(412);
        as(alice.bearer()).get("/v1beta/lists/" + id).then().header("ETag", "\"3\"")
                .body("items[0].checked", equalTo(true)).body("name", equalTo("Shopping list"));
        as(alice.bearer()).header("If-Match", "\"3\"").body(ListBody.named("Fresh")).patch("/v1beta/lists/" + id)
                .then().statusCode(200).header("ETag", "\"4\"");
    }

    @Test
    void anotherUsersListIsNotFoundOnEveryRouteAndUnchanged() {
        JsonPath list = createList(alice.bearer(), ListBody.named("Private").rawItems("1 pear"));
        String id = list.getString("id");
        String item = list.getString("items[0].id");
        String route = "/v1beta/lists/" + id;
        as(bob.bearer()).get(route).then().statusCode(404).body("code", equalTo("not_found"));
        as(bob.bearer()).body(ListBody.named("Mine")).patch(route).then().statusCode(404);
        as(bob.bearer()).delete(route).then().statusCode(404);
        as(bob.bearer()).body(ListBody.list().items(ItemBody.numbered(1))).post(route + "/items").then()
                .statusCode(404);
        as(bob.bearer()).body(ListItemPatch.checked(true)).patch(route + "/items/" + item).then().statusCode(404);
        as(bob.bearer()).delete(route + "/items/" + item).then().statusCode(404);
        as(bob.bearer()).delete(route + "/recipes/rcp_x").then().statusCode(404);
        as(bob.bearer()).get("/v1beta/lists").then().body("data", hasSize(0));
        Tokens stranger = fixtures.anonymous(fixtures.app());
        as(stranger.bearer()).get(route).then().statusCode(404);
        as(alice.bearer()).get(route).then().statusCode(200).body("name", equalTo("Private"))
                .body("version", equalTo(1)).body("items[0].checked", equalTo(false));
    }

    @Test
    void anAppReadsUsersListsAndChangesOnlyItsOwn() {
        String users = createList(alice.bearer(), ListBody.named("Alice's")).getString("id");
        as(management).get("/v1beta/lists/" + users).then().statusCode(200);
        as(management).body(ListBody.named("Ours")).patch("/v1beta/lists/" + users).then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        JsonPath own = createList(management, ListBody.named("Store picks").rawItems("1 melon"));
        assertThat(own.getString("user_id")).isNull();
        assertThat(own.getBoolean("primary")).isFalse();
        as(management).body(ListBody.list().items(ItemBody.numbered(2))).post("/v1beta/lists/" + own.getString("id")
                        + "/items").then()
                .statusCode(200).body("item_count", equalTo(3));
        as(management).get("/v1beta/lists").then().body("data.id", contains(own.getString("id")));
        as(alice.bearer()).get("/v1beta/lists/" + own.getString("id")).then().statusCode(404);
    }

    @Test
    void readOnlyFieldsSentByClientsAreIgnored() {
        // The forged fields are the point of this test, so the body is written out rather than built.
        JsonPath list = as(alice.bearer()).body(Map.of("name", "Mine", "user_id", "usr_someone_else",
                "version", 99, "id", "lst_forged", "primary", false)).post("/v1beta/lists").then().statusCode(201)
                .extract().jsonPath();
        assertThat(list.getString("user_id")).isEqualTo(fixtures.userId(alice));
        assertThat(list.getInt("version")).isEqualTo(1);
        assertThat(list.getString("id")).isNotEqualTo("lst_forged");
        assertThat(list.getBoolean("primary")).isTrue();
    }

    @Test
    void textWithTabsLineBreaksBackslashesAndAnyUnicodeReadsBackExactly() {
        String name = "tab\there";
        String comment = "line\nbreak \\ back\\\\slash \r end \\N";
        String brand = "\u00fcn\u00efc\u00f8d\u00e9 \uD83C\uDF45 \"q\"";
        String id = createList(alice.bearer(), ListBody.list()
                .items(ItemBody.item(name).comment(comment).brand(brand))
                .rawItems("2 cups flour\t(sifted) \\ fine")).getString("id");
        JsonPath read = as(alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(read.getString("items[0].name")).isEqualTo(name);
        assertThat(read.getString("items[0].comment")).isEqualTo(comment);
        assertThat(read.getString("items[0].brand")).isEqualTo(brand);
        assertThat(read.getString("items[1].text")).isEqualTo("2 cups flour\t(sifted) \\ fine");
    }

    @Test
    void aListShowsItsRecipesInTheSameOrderWhenCreatedAndWhenRead() {
        List<String> recipes = List.of(recipe("First", "1 egg"), recipe("Second", "1 pear"), recipe("Third", "1 fig"));
        List<RecipeRef> reversed = recipes.reversed().stream().map(RecipeRef::recipe).toList();
        JsonPath created = createList(alice.bearer(), ListBody.list().recipes(reversed));
        String id = created.getString("id");
        JsonPath read = as(alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(read.<String>getList("recipes.id")).containsExactlyInAnyOrderElementsOf(recipes)
                .isEqualTo(created.<String>getList("recipes.id"));
        String later = recipe("Later", "1 plum");
        as(alice.bearer()).body(ListBody.list().recipes(RecipeRef.recipe(later))).post("/v1beta/lists/" + id + "/items")
                .then().statusCode(200).body("recipes.id[3]", equalTo(later));
    }

    /** The PostgreSQL-only migration (db/vendor/postgresql) runs with the application's own Flyway settings. */
    @Test
    void onPostgresqlItemPacksUpToAPageAreStoredUncompressed() {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.POSTGRES, "a PostgreSQL storage setting");
        String options = db.fetchSingle("select array_to_string(reloptions, ',') from pg_class"
                + " where relname = 'list_item_pack'").get(0, String.class);
        assertThat(options).isEqualTo("toast_tuple_target=8160");
    }

    @Test
    void deletingAListDeletesItsItemsAndRecipes() {
        String salad = recipe("Salad", "2 tomatoes", "1 cucumber");
        String id = createList(alice.bearer(), ListBody.list().rawItems("1 kiwi")
                .recipes(RecipeRef.recipe(salad))).getString("id");
        String kept = createList(alice.bearer(), ListBody.list().recipes(RecipeRef.recipe(salad))).getString("id");
        assertThat(storedItems(id)).isEqualTo(3);
        as(alice.bearer()).delete("/v1beta/lists/" + id).then().statusCode(204);
        assertThat(storedItems(id)).isZero();
        assertThat(db.fetchCount(LIST_RECIPE, LIST_RECIPE.LIST_ID.eq(id))).isZero();
        assertThat(storedItems(kept)).isEqualTo(2);
        assertThat(db.fetchCount(LIST_RECIPE, LIST_RECIPE.LIST_ID.eq(kept))).isEqualTo(1);
    }

    @Test
    void erasingAUserErasesItsLists() {
        String salad = recipe("Salad", "2 tomatoes", "1 cucumber");
        String id = createList(alice.bearer(), ListBody.list().rawItems("1 kiwi")
                .recipes(RecipeRef.recipe(salad))).getString("id");
        api().header("Authorization", alice.bearer()).delete("/v1beta/users/me").then().statusCode(204);
        assertThat(db.fetchCount(SHOPPING_LIST, SHOPPING_LIST.ID.eq(id))).isZero();
        assertThat(storedItems(id)).isZero();
        assertThat(db.fetchCount(LIST_RECIPE, LIST_RECIPE.LIST_ID.eq(id))).isZero();
        as(management).get("/v1beta/lists/" + id).then().statusCode(404);
    }

    @Test
    void everyItemHasAnAisleAndTimes() {
        createList(alice.bearer(), ListBody.list().rawItems("1 lb ground beef", "2 cans black beans",
                "1 bag frozen peas")).getList("items");
        as(alice.bearer()).get("/v1beta/lists").then().body("data[0].created_at", notNullValue());
        String id = as(alice.bearer()).get("/v1beta/lists").then().extract().path("data[0].id");
        as(alice.bearer()).get("/v1beta/lists/" + id).then()
                .body("items.category", containsInAnyOrder("meat_seafood", "pantry", "frozen"))
                .body("items.created_at", everyItem(notNullValue()));
    }

    /** The items stored for a list, read past the API. */
    private int storedItems(String listId) {
        return store.items(listId).size();
    }
}
