package larder.pantry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.PantryBody;
import larder.support.ProductBody;
import larder.support.QuoteBody;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The pantry (docs/api.md §16, docs/pantry.md), through HTTP. */
class PantryIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    private TestApp app;
    private String management;
    private Tokens user;

    @BeforeEach
    void anAppWithAUser() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        user = fixtures.anonymous(app);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String userId() {
        return as(user.bearer()).get("/v1beta/users/me").then().statusCode(200).extract().path("id");
    }

    private JsonPath stock(ItemBody... items) {
        return as(user.bearer()).body(PantryBody.pantry().items(items)).post("/v1beta/pantry/items").then()
                .statusCode(200).extract().jsonPath();
    }

    private String idOf(String name) {
        return as(user.bearer()).get("/v1beta/pantry?limit=100").then().statusCode(200).extract().jsonPath()
                .getString("data.find { it.name == '" + name + "' }.id");
    }

    private void patch(String id, Map<String, Object> body) {
        as(user.bearer()).body(body).patch("/v1beta/pantry/items/" + id).then().statusCode(200);
    }

    private String retailer() {
        String id = as(management).body(RetailerBody.american("Corner Shop", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        as(management).body(ProductBody.upsert(
                        ProductBody.product("FL-1KG", "All-Purpose Flour").size(1, "kg").price(299, "USD")
                                .category("baking"),
                        ProductBody.product("EG-12", "Large Eggs").size(12, "piece").price(399, "USD")
                                .category("dairy_eggs"),
                        ProductBody.product("MI-GAL", "Whole Milk").size(1, "gallon").price(450, "USD")
                                .category("dairy_eggs")))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        return id;
    }

    @Test
    void addingCombinesLinesOfOneNameAcrossUnitsAndAnswersTheFirstPage() {
        as(user.bearer()).body(PantryBody.pantry().items(ItemBody.item("flour").quantity(500).unit("g"))
                        .rawItems("1 kg flour", "6 eggs"))
                .post("/v1beta/pantry/items").then().statusCode(200)
                .body("data", hasSize(2))
                .body("data.find { it.name == 'flour' }.quantity", equalTo(1.5f))
                .body("data.find { it.name == 'flour' }.unit", equalTo("kg"))
                .body("data.find { it.name == 'flour' }.food.id", notNullValue())
                .body("data.find { it.name == 'flour' }.staple", equalTo(false))
                .body("data.find { it.name == 'flour' }.location", nullValue())
                .body("data.find { it.name == 'eggs' }.quantity", equalTo(6.0f))
                .body("paging.cursors.after", nullValue());

        stock(ItemBody.item("Flour").quantity(200).unit("g"));

        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200)
                .body("data", hasSize(2))
                .body("data.find { it.name == 'flour' }.quantity", equalTo(1.7f));
    }

    @Test
    void subtractsAcrossUnitsTwoHundredGramsAtHomeFromFourHundredFiftyNeeded() {
        stock(ItemBody.item("flour").quantity(0.2).unit("kg"));

        as(user.bearer()).body(ListBody.named("Bake").items(ItemBody.item("flour").quantity(450).unit("g"))
                        .pantry("subtract"))
                .post("/v1beta/lists").then().statusCode(201)
                .body("items", hasSize(1))
                .body("items[0].name", equalTo("flour"))
                .body("items[0].quantity", equalTo(250.0f))
                .body("items[0].unit", equalTo("g"))
                .body("pantry_covered", hasSize(1))
                .body("pantry_covered[0].name", equalTo("flour"))
                .body("pantry_covered[0].quantity", equalTo(200.0f))
                .body("pantry_covered[0].unit", equalTo("g"))
                .body("pantry_covered[0].covered", equalTo("part"));
    }

    @Test
    void cupsAtHomeMeetGramsNeededThroughTheFoodsWeight() {
        stock(ItemBody.item("flour").quantity(2).unit("cup"));

        float left = as(user.bearer()).body(ListBody.named("Bake").items(ItemBody.item("flour").quantity(450)
                        .unit("g")).pantry("subtract"))
                .post("/v1beta/lists").then().statusCode(201)
                .body("items", hasSize(1))
                .body("items[0].unit", equalTo("g"))
                .body("pantry_covered[0].covered", equalTo("part"))
                .extract().path("items[0].quantity");
        // SR28 weighs a cup of all-purpose flour at 125 g: 2 cups leave 200 g of 450 to buy.
        assertThat(left).isBetween(180f, 230f);
    }

    @Test
    void aStapleCoversAnyAmount() {
        stock(ItemBody.item("salt"));
        patch(idOf("salt"), Map.of("staple", true));

        as(user.bearer()).body(ListBody.named("Brine").items(ItemBody.item("salt").quantity(2).unit("kg"),
                        ItemBody.item("water").quantity(4).unit("l")).pantry("subtract"))
                .post("/v1beta/lists").then().statusCode(201)
                .body("items.name", contains("water"))
                .body("pantry_covered", hasSize(1))
                .body("pantry_covered[0].name", equalTo("salt"))
                .body("pantry_covered[0].quantity", equalTo(2.0f))
                .body("pantry_covered[0].unit", equalTo("kg"))
                .body("pantry_covered[0].covered", equalTo("all"));
    }

    @Test
    void aCountCoveredWholeIsNotAdded() {
        stock(ItemBody.item("eggs").quantity(6));
        String list = as(user.bearer()).body(ListBody.named("Week")).post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");

        as(user.bearer()).body(ListBody.list().rawItems("3 eggs", "1 cup milk").pantry("subtract"))
                .post("/v1beta/lists/" + list + "/items").then().statusCode(200)
                .body("items.name", contains("milk"))
                .body("pantry_covered", hasSize(1))
                .body("pantry_covered[0].name", equalTo("eggs"))
                .body("pantry_covered[0].quantity", equalTo(3.0f))
                .body("pantry_covered[0].unit", nullValue())
                .body("pantry_covered[0].covered", equalTo("all"));
    }

    @Test
    void withoutThePantryNothingIsSubtractedAndNoReportIsGiven() {
        stock(ItemBody.item("eggs").quantity(6));

        as(user.bearer()).body(ListBody.named("Week").rawItems("3 eggs")).post("/v1beta/lists").then()
                .statusCode(201)
                .body("items.name", contains("eggs"))
                .body("$", not(org.hamcrest.Matchers.hasKey("pantry_covered")));
    }

    @Test
    void subtractingLeavesThePantryAsItWas() {
        stock(ItemBody.item("flour").quantity(200).unit("g"), ItemBody.item("eggs").quantity(6));
        String before = as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).extract().asString();
        String shop = retailer();

        as(user.bearer()).body(ListBody.named("Bake").rawItems("450 g flour", "3 eggs").pantry("subtract"))
                .post("/v1beta/lists").then().statusCode(201);
        as(user.bearer()).body(CartBody.of(shop).rawItems("450 g flour", "12 eggs").pantry("subtract"))
                .post("/v1beta/carts").then().statusCode(201)
                .body("items.name", contains("flour", "eggs"))
                .body("items[0].quantity", equalTo(250.0f))
                .body("items[1].quantity", equalTo(6.0f))
                .body("pantry_covered.covered", contains("part", "part"));
        as(user.bearer()).body(QuoteBody.quote().rawItems("450 g flour").pantry("subtract"))
                .post("/v1beta/quotes").then().statusCode(200)
                .body("quotes[0].lines[0].quantity", equalTo(250.0f))
                .body("pantry_covered[0].covered", equalTo("part"));

        assertThat(as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).extract().asString())
                .isEqualTo(before);
    }

    @Test
    void checkingOutInOneStepRestocksWhatWasBoughtInTheSameTransaction() {
        String shop = retailer();
        stock(ItemBody.item("flour").quantity(100).unit("g"));

        as(user.bearer()).body(CartBody.of(shop).rawItems("450 g flour", "3 eggs", "1 jar saffron threads")
                        .restockPantry(true))
                .post("/v1beta/carts/checkout").then().statusCode(201)
                .body("items.sku", contains("FL-1KG", "EG-12"));

        JsonPath pantry = as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).extract().jsonPath();
        assertThat(pantry.getList("data.name")).containsExactlyInAnyOrder("flour", "eggs");
        assertThat(pantry.getFloat("data.find { it.name == 'flour' }.quantity")).isEqualTo(1.1f);
        assertThat(pantry.getString("data.find { it.name == 'flour' }.unit")).isEqualTo("kg");
        assertThat(pantry.getFloat("data.find { it.name == 'eggs' }.quantity")).isEqualTo(12f);
    }

    @Test
    void checkingACartOutRestocksOnlyWhenAsked() {
        String shop = retailer();
        String quiet = as(user.bearer()).body(CartBody.of(shop).rawItems("3 eggs")).post("/v1beta/carts").then()
                .statusCode(201).extract().path("id");
        as(user.bearer()).post("/v1beta/carts/" + quiet + "/checkout").then().statusCode(201);
        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).body("data", empty());

        String cart = as(user.bearer()).body(CartBody.of(shop).rawItems("1.5 kg flour")).post("/v1beta/carts").then()
                .statusCode(201).extract().path("id");
        as(user.bearer()).body(Map.of("restock_pantry", true)).post("/v1beta/carts/" + cart + "/checkout").then()
                .statusCode(201);

        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200)
                .body("data", hasSize(1))
                .body("data[0].name", equalTo("flour"))
                .body("data[0].quantity", equalTo(2.0f))
                .body("data[0].unit", equalTo("kg"));
    }

    @Test
    void listsSoonestExpiryFirstAndThoseWithoutLastAndFiltersByDaysLeft() {
        stock(ItemBody.item("rice").quantity(1).unit("kg"), ItemBody.item("milk").quantity(1).unit("l"),
                ItemBody.item("yogurt").quantity(500).unit("g"), ItemBody.item("spinach").quantity(200).unit("g"));
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        patch(idOf("milk"), Map.of("expires_on", today.plusDays(5).toString(), "location", "fridge"));
        patch(idOf("yogurt"), Map.of("expires_on", today.plusDays(2).toString()));
        patch(idOf("spinach"), Map.of("expires_on", today.minusDays(1).toString()));

        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200)
                .body("data.name", contains("spinach", "yogurt", "milk", "rice"))
                .body("data[2].location", equalTo("fridge"))
                .body("data[2].expires_on", equalTo(today.plusDays(5).toString()))
                .body("data[3].expires_on", nullValue());
        as(user.bearer()).get("/v1beta/pantry?expiring_within_days=3").then().statusCode(200)
                .body("data.name", contains("spinach", "yogurt"));

        List<String> walked = new ArrayList<>();
        String after = null;
        do {
            JsonPath page = as(user.bearer()).queryParam("limit", 1)
                    .queryParams(after == null ? Map.of() : Map.of("after", after))
                    .get("/v1beta/pantry").then().statusCode(200).extract().jsonPath();
            walked.addAll(page.getList("data.name"));
            after = page.getString("paging.cursors.after");
        } while (after != null);
        assertThat(walked).containsExactly("spinach", "yogurt", "milk", "rice");
    }

    @Test
    void rejectsTheFiveHundredFirstItemAndWritesNothing() {
        for (int batch = 0; batch < 10; batch++) {
            List<ItemBody> items = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                items.add(ItemBody.item("thing " + (batch * 50 + i)).quantity(1));
            }
            as(user.bearer()).body(PantryBody.pantry().items(items)).post("/v1beta/pantry/items").then()
                    .statusCode(200);
        }

        as(user.bearer()).body(PantryBody.pantry().items(ItemBody.item("thing 3").quantity(2),
                        ItemBody.item("one too many").quantity(1)))
                .post("/v1beta/pantry/items").then().statusCode(422)
                .body("code", equalTo("pantry.full"));

        Integer count = db.fetchOne("select count(*) from pantry_item where user_id = ?", userId())
                .get(0, Integer.class);
        assertThat(count).isEqualTo(500);
        Double thing3 = db.fetchOne("select quantity from pantry_item where user_id = ? and name = 'thing 3'",
                userId()).get(0, Double.class);
        assertThat(thing3).isEqualTo(1.0);
    }

    @Test
    void refusesMoreThanFiftyLinesInOneRequest() {
        List<ItemBody> items = new ArrayList<>();
        for (int i = 0; i < 51; i++) {
            items.add(ItemBody.item("thing " + i));
        }
        as(user.bearer()).body(PantryBody.pantry().items(items)).post("/v1beta/pantry/items").then().statusCode(422)
                .body("code", equalTo("request.too_many_items"));
        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).body("data", empty());
    }

    @Test
    void badInputIsAClientError() {
        stock(ItemBody.item("milk").quantity(1).unit("l"));
        String milk = idOf("milk");

        as(user.bearer()).body(Map.of("expires_on", "next tuesday")).patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(422).body("errors.pointer", hasItem("/expires_on"));
        as(user.bearer()).body(Map.of("location", "garage")).patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(422).body("errors.pointer", hasItem("/location"));
        as(user.bearer()).body(Map.of("quantity", -2)).patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(422).body("errors.pointer", hasItem("/quantity"));
        as(user.bearer()).body(Map.of("unit", "parsecs")).patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(422).body("errors.pointer", hasItem("/unit"));
        as(user.bearer()).body("{\"staple\": null}").patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(400).body("errors.pointer", hasItem("/staple"));
        as(user.bearer()).body(Map.of("quantity", "lots")).patch("/v1beta/pantry/items/" + milk).then()
                .statusCode(400);
        as(user.bearer()).get("/v1beta/pantry?expiring_within_days=-1").then().statusCode(422);
        as(user.bearer()).get("/v1beta/pantry?after=garbage").then().statusCode(400);
        as(user.bearer()).body(PantryBody.pantry().rawItems("")).post("/v1beta/pantry/items").then()
                .statusCode(422).body("errors.pointer", hasItem("/raw_items/0"));
        as(user.bearer()).body(ListBody.named("x").rawItems("milk").pantry("add")).post("/v1beta/lists").then()
                .statusCode(422).body("errors.pointer", hasItem("/pantry"));
        as(management).body(ListBody.named("x").rawItems("milk").pantry("subtract")).post("/v1beta/lists").then()
                .statusCode(422).body("errors.pointer", hasItem("/pantry"));
        as(management).get("/v1beta/pantry").then().statusCode(403);

        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200)
                .body("data[0].quantity", equalTo(1.0f))
                .body("data[0].unit", equalTo("l"))
                .body("data[0].location", nullValue())
                .body("data[0].staple", equalTo(false));
    }

    @Test
    void anotherUsersItemIsNotFound() {
        stock(ItemBody.item("milk").quantity(1).unit("l"));
        String milk = idOf("milk");
        Tokens other = fixtures.anonymous(app);

        as(other.bearer()).body(Map.of("staple", true)).patch("/v1beta/pantry/items/" + milk).then().statusCode(404);
        as(other.bearer()).delete("/v1beta/pantry/items/" + milk).then().statusCode(404);
        as(other.bearer()).get("/v1beta/pantry").then().statusCode(200).body("data", empty());

        as(user.bearer()).delete("/v1beta/pantry/items/" + milk).then().statusCode(204);
        as(user.bearer()).get("/v1beta/pantry").then().statusCode(200).body("data", empty());
    }

    @Test
    void recipeSearchByThePantryRanksTheBestCoveredFirst() {
        as(user.bearer()).body(TestRecipes.recipe("Omelette", List.of("test"), "3 eggs", "salt to taste"))
                .post("/v1beta/recipes").then().statusCode(201);
        as(user.bearer()).body(TestRecipes.recipe("Pancakes", List.of("test"), "200 g flour", "2 eggs",
                "1 cup milk", "1 tbsp sugar")).post("/v1beta/recipes").then().statusCode(201);
        as(user.bearer()).body(TestRecipes.recipe("Gazpacho", List.of("test"), "1 kg tomatoes", "1 cucumber"))
                .post("/v1beta/recipes").then().statusCode(201);
        stock(ItemBody.item("eggs").quantity(6), ItemBody.item("flour").quantity(1).unit("kg"),
                ItemBody.item("salt"));
        patch(idOf("salt"), Map.of("staple", true));

        as(user.bearer()).get("/v1beta/recipes?pantry=true&preferences=ignore").then().statusCode(200)
                .body("data.name", contains("Omelette", "Pancakes"))
                .body("data[0].missing_count", equalTo(0))
                .body("data[0].missing_ingredients", empty())
                .body("data[1].missing_count", equalTo(2))
                .body("data[1].missing_ingredients", contains("milk", "sugar"));
        as(user.bearer()).get("/v1beta/recipes?preferences=ignore").then().statusCode(200)
                .body("data[0]", not(org.hamcrest.Matchers.hasKey("missing_count")));
        as(management).get("/v1beta/recipes?pantry=true").then().statusCode(422);
    }

    @Test
    void erasingTheUserErasesThePantry() {
        stock(ItemBody.item("milk").quantity(1).unit("l"));
        String id = userId();
        assertThat(db.fetchOne("select count(*) from pantry_item where user_id = ?", id).get(0, Integer.class))
                .isEqualTo(1);

        as(user.bearer()).delete("/v1beta/users/me").then().statusCode(204);

        assertThat(db.fetchOne("select count(*) from pantry_item where user_id = ?", id).get(0, Integer.class))
                .isZero();
        assertThat(db.fetchOne("select count(*) from pantry where user_id = ?", id).get(0, Integer.class)).isZero();
    }
}
