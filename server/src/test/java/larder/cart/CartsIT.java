package larder.cart;

import static larder.cart.db.Tables.CART;
import static larder.cart.db.Tables.CART_SOURCE;
import static larder.cart.db.Tables.CHECKOUT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import larder.support.CartBody;
import larder.support.CartLinePatch;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ProductBody;
import larder.support.RecipeRef;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Carts and checkout (docs/api.md §9), through HTTP. */
class CartsIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    private TestApp app;
    private String management;
    private Tokens alice;
    private Tokens bob;
    private String retailer;

    @BeforeEach
    void anAppWithARetailerAndTwoUsers() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        bob = fixtures.anonymous(app);
        retailer = retailer("Corner Shop", "https://shop.example/cart?add={items}&src=larder");
        products(retailer, List.of(
                product("FL-1KG", "All-Purpose Flour", 1, "kg", 299, "baking"),
                product("FL-250", "All-Purpose Flour", 250, "g", 119, "baking"),
                product("SU-4LB", "Granulated Sugar", 4, "lb", 349, "baking"),
                product("EG-12", "Large Eggs", 12, "piece", 399, "dairy_eggs"),
                product("EG-18", "Large Eggs", 18, "piece", 549, "dairy_eggs"),
                product("MI-GAL", "Whole Milk", 1, "gallon", 429, "dairy_eggs"),
                product("BU-1LB", "Unsalted Butter", 1, "lb", 499, "dairy_eggs"),
                product("TO-CAN", "Diced Tomatoes", 14.5, "oz", 129, "pantry"),
                product("ON-1", "Yellow Onion", 1, "piece", 109, "produce"),
                product("GA-1", "Garlic", 1, "head", 69, "produce"),
                product("SA/LT 1", "Sea Salt", 737, "g", 259, "spices_seasonings")));
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private String retailer(String name, String template) {
        return as(management).body(RetailerBody.american(name, template))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
    }

    private static ProductBody product(String sku, String name, double size, String unit, long price,
                                       String category) {
        return ProductBody.product(sku, name).size(size, unit).price(price, "USD").category(category);
    }

    private void products(String retailerId, List<ProductBody> products) {
        as(management).body(ProductBody.upsert(products)).put("/v1beta/retailers/" + retailerId + "/products")
                .then().statusCode(200);
    }

    private String recipe(String name, String... lines) {
        return as(management).body(TestRecipes.recipe(name, List.of("test"), lines)).post("/v1beta/recipes")
                .then().statusCode(201).extract().path("id");
    }

    private JsonPath createCart(String bearer, CartBody body) {
        Map<String, Object> withRetailer = new HashMap<>(body.json());
        withRetailer.putIfAbsent("retailer_id", retailer);
        return as(bearer).body(withRetailer).post("/v1beta/carts").then().statusCode(201).extract().jsonPath();
    }

    private static Map<String, Object> item(JsonPath cart, String name) {
        List<Map<String, Object>> items = cart.getList("items");
        return items.stream().filter(i -> name.equals(i.get("name"))).findFirst()
                .orElseThrow(() -> new AssertionError("no item " + name + " in " + items));
    }

    @SuppressWarnings("unchecked")
    private static String sku(Map<String, Object> item) {
        Map<String, Object> product = (Map<String, Object>) item.get("product");
        return product == null ? null : (String) product.get("sku");
    }

    private long cartsOf(Tokens tokens) {
        return db.fetchCount(CART, CART.USER_ID.eq(fixtures.userId(tokens)));
    }

    @Test
    void aCartMatchesEachNeedToAProductWithThePacksThatCoverIt() {
        String pancakes = recipe("Pancakes", "2 cups flour", "2 eggs", "1 1/2 cups milk");
        JsonPath cart = as(alice.bearer()).body(CartBody.of(retailer)
                        .items(ItemBody.item("sugar").quantity(2).unit("kg"))
                        .rawItems("450 g flour", "13 eggs", "a pinch of saffron")
                        .recipes(RecipeRef.recipe(pancakes).scale(2)))
                .post("/v1beta/carts").then().statusCode(201)
                .header("Location", startsWith("/v1beta/carts/crt_")).header("ETag", "\"1\"")
                .body("status", equalTo("open")).body("version", equalTo(1))
                .body("retailer.id", equalTo(retailer)).body("retailer.name", equalTo("Corner Shop"))
                .body("retailer.currency", equalTo("USD"))
                .body("recipes", hasSize(1)).body("recipes[0].id", equalTo(pancakes))
                .body("recipes[0].scale", equalTo(2.0f))
                .extract().jsonPath();
        // 450 g + 4 cups (about 500 g) of flour: 950 g, one 1 kg bag rather than four 250 g ones
        Map<String, Object> flour = item(cart, "flour");
        assertThat(sku(flour)).isEqualTo("FL-1KG");
        assertThat(flour.get("packs")).isEqualTo(1);
        assertThat(flour.get("status")).isEqualTo("matched");
        assertThat((List<?>) flour.get("sources")).hasSize(2);
        // 13 + 4 eggs: 17, one 18-egg box
        Map<String, Object> eggs = item(cart, "eggs");
        assertThat(sku(eggs)).isEqualTo("EG-18");
        assertThat(eggs.get("packs")).isEqualTo(1);
        // 2 kg of sugar in 4 lb (1.81 kg) bags: 2
        assertThat(item(cart, "sugar").get("packs")).isEqualTo(2);
        assertThat(item(cart, "sugar").get("line_total")).isEqualTo(Map.of("amount_minor", 698, "currency", "USD"));
        Map<String, Object> saffron = item(cart, "saffron");
        assertThat(saffron.get("product")).isNull();
        assertThat(saffron.get("status")).isEqualTo("unmatched");
        assertThat(saffron.get("line_total")).isNull();
        long billed = cart.<Map<String, Object>>getList("items").stream()
                .filter(i -> i.get("line_total") != null)
                .mapToLong(i -> ((Number) ((Map<?, ?>) i.get("line_total")).get("amount_minor")).longValue()).sum();
        assertThat(cart.getLong("subtotal.amount_minor")).isEqualTo(billed).isEqualTo(299 + 549 + 698 + 429);
        assertThat(cart.getString("subtotal.currency")).isEqualTo("USD");
    }

    @Test
    void theRetailerMayBeLeftOutOnlyWhenTheAppHasExactlyOne() {
        TestApp lonely = fixtures.app();
        String lonelyManagement = "Bearer " + fixtures.managementToken(lonely);
        Tokens carol = fixtures.anonymous(lonely);
        as(carol.bearer()).body(CartBody.cart().rawItems("1 egg")).post("/v1beta/carts").then().statusCode(422)
                .body("code", equalTo("retailer.required"));
        String only = as(lonelyManagement).body(RetailerBody.named("Only").country("GB").currency("GBP")
                        .checkoutUrlTemplate("https://only.example/basket/{items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        as(carol.bearer()).body(CartBody.cart().rawItems("1 egg")).post("/v1beta/carts").then().statusCode(201)
                .body("retailer.id", equalTo(only)).body("retailer.currency", equalTo("GBP"))
                .body("subtotal", equalTo(Map.of("amount_minor", 0, "currency", "GBP")));
        as(lonelyManagement).body(RetailerBody.named("Second").country("GB").currency("GBP")
                        .checkoutUrlTemplate("https://second.example/{items}"))
                .post("/v1beta/retailers").then().statusCode(201);
        as(carol.bearer()).body(CartBody.cart().rawItems("1 egg")).post("/v1beta/carts").then().statusCode(422)
                .body("code", equalTo("retailer.required")).body("errors[0].pointer", equalTo("/retailer_id"));
        as(carol.bearer()).body(CartBody.of(retailer).rawItems("1 egg"))
                .post("/v1beta/carts").then().statusCode(422).body("errors[0].pointer", equalTo("/retailer_id"));
    }

    @Test
    void fiftyItemsAndTwentyFiveRecipesAreTheLimitsAndARefusalWritesNothing() {
        List<String> raw = new ArrayList<>(Collections.nCopies(50, "1 egg"));
        createCart(alice.bearer(), CartBody.cart().rawItems(raw));
        long carts = cartsOf(alice);
        raw.add("1 egg");
        as(alice.bearer()).body(CartBody.of(retailer).rawItems(raw)).post("/v1beta/carts").then()
                .statusCode(422).body("code", equalTo("request.too_many_items"));
        as(alice.bearer()).body(CartBody.of(retailer).rawItems(raw)).post("/v1beta/carts/checkout")
                .then().statusCode(422).body("code", equalTo("request.too_many_items"));
        String soup = recipe("Tiny Soup", "1 cup milk");
        List<RecipeRef> refs = new ArrayList<>(Collections.nCopies(26, RecipeRef.recipe(soup)));
        String id = createCart(alice.bearer(), CartBody.cart().recipes(refs.subList(0, 25))).getString("id");
        carts = cartsOf(alice);
        as(alice.bearer()).body(CartBody.of(retailer).recipes(refs)).post("/v1beta/carts").then()
                .statusCode(422).body("code", equalTo("request.too_many_recipes"));
        int sources = db.fetchCount(CART_SOURCE, CART_SOURCE.CART_ID.eq(id));
        as(alice.bearer()).body(CartBody.cart().recipes(refs)).post("/v1beta/carts/" + id + "/items").then()
                .statusCode(422).body("code", equalTo("request.too_many_recipes"));
        as(alice.bearer()).body(CartBody.cart().rawItems(raw)).post("/v1beta/carts/" + id + "/items").then()
                .statusCode(422).body("code", equalTo("request.too_many_items"));
        assertThat(cartsOf(alice)).isEqualTo(carts);
        assertThat(db.fetchCount(CART_SOURCE, CART_SOURCE.CART_ID.eq(id))).isEqualTo(sources);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().body("version", equalTo(1));
    }

    @Test
    void addingContentCombinesAndMatchesAgainKeepingWhatTheShopperChose() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("600 g flour", "6 eggs"));
        String id = cart.getString("id");
        String flourId = (String) item(cart, "flour").get("id");
        String eggsId = (String) item(cart, "eggs").get("id");
        assertThat(sku(item(cart, "flour"))).isEqualTo("FL-1KG");
        as(alice.bearer()).body(CartLinePatch.sku("FL-250")).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(200).header("ETag", "\"2\"");
        as(alice.bearer()).body(CartLinePatch.packs(2)).patch("/v1beta/carts/" + id + "/items/" + eggsId).then()
                .statusCode(200);
        JsonPath after = as(alice.bearer()).body(CartBody.cart().rawItems("300 g flour", "2 eggs", "1 onion"))
                .post("/v1beta/carts/" + id + "/items").then().statusCode(200).header("ETag", "\"4\"")
                .body("version", equalTo(4)).extract().jsonPath();
        // 900 g in the 250 g bags the shopper chose: 4 packs, worked out again as the need grew
        Map<String, Object> flour = item(after, "flour");
        assertThat(flour.get("id")).isEqualTo(flourId);
        assertThat(sku(flour)).isEqualTo("FL-250");
        assertThat(flour.get("status")).isEqualTo("substituted");
        assertThat(flour.get("packs")).isEqualTo(4);
        assertThat(flour.get("quantity")).isEqualTo(900.0f);
        // the pack count the shopper set stays
        Map<String, Object> eggs = item(after, "eggs");
        assertThat(eggs.get("id")).isEqualTo(eggsId);
        assertThat(eggs.get("packs")).isEqualTo(2);
        assertThat(sku(item(after, "onion"))).isEqualTo("ON-1");
        assertThat(after.<String>getList("items.name")).containsExactly("flour", "eggs", "onion");
    }

    @Test
    void optionsOfferTheOtherProductsAndASwapMarksTheItemSubstituted() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("600 g flour", "2 cups sugar"));
        String id = cart.getString("id");
        String flourId = (String) item(cart, "flour").get("id");
        assertThat(sku(item(cart, "flour"))).isEqualTo("FL-1KG");
        as(alice.bearer()).get("/v1beta/carts/" + id + "/items/" + flourId + "/options").then().statusCode(200)
                .body("data.sku", contains("FL-250"))
                .body("data[0].packs", equalTo(3))
                .body("data[0].line_total", equalTo(Map.of("amount_minor", 357, "currency", "USD")))
                .body("data[0].price.amount_minor", equalTo(119))
                .body("paging.cursors.after", nullValue());
        as(alice.bearer()).body(CartLinePatch.sku("FL-250")).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(200);
        JsonPath swapped = as(alice.bearer()).get("/v1beta/carts/" + id).then().extract().jsonPath();
        Map<String, Object> flour = item(swapped, "flour");
        assertThat(sku(flour)).isEqualTo("FL-250");
        assertThat(flour.get("status")).isEqualTo("substituted");
        assertThat(flour.get("packs")).isEqualTo(3);
        assertThat(flour.get("line_total")).isEqualTo(Map.of("amount_minor", 357, "currency", "USD"));
        as(alice.bearer()).get("/v1beta/carts/" + id + "/items/" + flourId + "/options").then()
                .body("data.sku", contains("FL-1KG"));
        as(alice.bearer()).body(CartLinePatch.packs(5)).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(200);
        assertThat(item(as(alice.bearer()).get("/v1beta/carts/" + id).then().extract().jsonPath(), "flour")
                .get("line_total")).isEqualTo(Map.of("amount_minor", 595, "currency", "USD"));
        // Refusals: an unknown SKU, a pack count out of range or of the wrong type, an empty change
        as(alice.bearer()).body(CartLinePatch.sku("NOPE")).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(422).body("errors[0].pointer", equalTo("/sku"));
        as(alice.bearer()).body(CartLinePatch.packs(0)).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(422).body("errors[0].pointer", equalTo("/packs"));
        as(alice.bearer()).body(CartLinePatch.packs(1000)).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(422);
        as(alice.bearer()).body(Map.of("packs", 2.5)).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(400);
        as(alice.bearer()).body(Map.of("packs", "2")).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(400);
        as(alice.bearer()).body(Map.of()).patch("/v1beta/carts/" + id + "/items/" + flourId).then()
                .statusCode(422);
        as(alice.bearer()).body(CartLinePatch.packs(2)).patch("/v1beta/carts/" + id + "/items/cli_nope").then()
                .statusCode(404);
        assertThat(item(as(alice.bearer()).get("/v1beta/carts/" + id).then().extract().jsonPath(), "flour")
                .get("packs")).isEqualTo(5);
    }

    @Test
    void optionsPageWithoutRepeats() {
        List<ProductBody> rice = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            rice.add(product(String.format("RI-%02d", i), "Long Grain Rice " + i, 1 + i, "lb", 199 + i, "pantry"));
        }
        products(retailer, rice);
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("2 cups rice"));
        String path = "/v1beta/carts/" + cart.getString("id") + "/items/" + item(cart, "rice").get("id")
                + "/options";
        List<String> seen = new ArrayList<>();
        String after = null;
        do {
            RequestSpecification request = as(alice.bearer()).queryParam("limit", 10);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            JsonPath page = request.get(path).then().statusCode(200).extract().jsonPath();
            seen.addAll(page.getList("data.sku"));
            after = page.getString("paging.cursors.after");
        } while (after != null);
        assertThat(seen).hasSize(24).doesNotHaveDuplicates().doesNotContain(sku(item(cart, "rice")));
        as(alice.bearer()).queryParam("after", "garbage").get(path).then().statusCode(400);
    }

    @Test
    void deletingAnItemRemovesItsSourcesAndARecipeLeftWithoutItems() {
        String toast = recipe("Toast", "1 loaf bread");
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("2 eggs")
                .recipes(RecipeRef.recipe(toast)));
        String id = cart.getString("id");
        as(alice.bearer()).delete("/v1beta/carts/" + id + "/items/" + item(cart, "bread").get("id")).then()
                .statusCode(204);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().body("items.name", contains("eggs"))
                .body("recipes", hasSize(0)).body("version", equalTo(2));
        as(alice.bearer()).body(CartBody.cart().rawItems("1 onion")).post("/v1beta/carts/" + id + "/items")
                .then().statusCode(200).body("items", hasSize(2));
        as(alice.bearer()).delete("/v1beta/carts/" + id + "/items/cli_nope").then().statusCode(404);
    }

    @Test
    void checkoutRecordsWhatWasBoughtAndTheCheckoutUrl() {
        JsonPath cart = createCart(alice.bearer(),
                CartBody.cart().rawItems("450 g flour", "3 eggs", "1 tsp sea salt", "a pinch of saffron"));
        String id = cart.getString("id");
        Response response = as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout");
        JsonPath checkout = response.then().statusCode(201)
                .header("Location", startsWith("/v1beta/checkouts/chk_"))
                .body("cart_id", equalTo(id)).body("retailer_id", equalTo(retailer))
                .body("status", equalTo("submitted")).body("created_at", notNullValue())
                .body("unmatched", hasSize(1)).body("unmatched[0].name", equalTo("saffron"))
                .body("unmatched[0].unit", equalTo("pinch"))
                // 450 g of flour: two 250 g bags (2.38) cost less than a 1 kg bag (2.99)
                .body("total", equalTo(Map.of("amount_minor", 238 + 399 + 259, "currency", "USD")))
                .extract().jsonPath();
        assertThat(checkout.<String>getList("items.sku")).containsExactlyInAnyOrder("FL-250", "EG-12", "SA/LT 1");
        assertThat(checkout.getString("checkout_url")).startsWith("https://shop.example/cart?add=")
                .endsWith("&src=larder");
        String items = checkout.getString("checkout_url").substring("https://shop.example/cart?add=".length(),
                checkout.getString("checkout_url").length() - "&src=larder".length());
        // The sku:packs list is URL-encoded as a whole: no raw ':', ',', '/' or space is left in it.
        assertThat(items).doesNotContain(":", ",", "/", " ", "+").contains("%3A", "%2C", "%2F", "%20");
        assertThat(List.of(URLDecoder.decode(items, StandardCharsets.UTF_8).split(",")))
                .containsExactlyInAnyOrder("FL-250:2", "EG-12:1", "SA/LT 1:1");
        String checkoutId = checkout.getString("id");
        assertThat(response.header("Location")).isEqualTo("/v1beta/checkouts/" + checkoutId);
        as(alice.bearer()).get("/v1beta/checkouts/" + checkoutId).then().statusCode(200)
                .body("id", equalTo(checkoutId)).body("checkout_url", equalTo(checkout.getString("checkout_url")))
                .body("total.amount_minor", equalTo(896));
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(200).body("status", equalTo("checked_out"))
                .header("ETag", "\"2\"").body("subtotal.amount_minor", equalTo(896));
    }

    @Test
    void aCheckedOutCartNeverChangesEvenWhenTheCatalogueDoes() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour"));
        String id = cart.getString("id");
        as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout").then().statusCode(201);
        products(retailer, List.of(product("FL-1KG", "All-Purpose Flour", 1, "kg", 999, "baking")));
        as(alice.bearer()).get("/v1beta/carts/" + id).then().body("subtotal.amount_minor", equalTo(299))
                .body("items[0].product.price.amount_minor", equalTo(299))
                .body("items[0].line_total.amount_minor", equalTo(299));
        as(management).delete("/v1beta/retailers/" + retailer).then().statusCode(204);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(200)
                .body("subtotal.amount_minor", equalTo(299)).body("retailer.name", equalTo("Corner Shop"));
    }

    @Test
    void everyChangeAfterCheckoutAnswersConflictAndChangesNothing() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour", "2 eggs"));
        String id = cart.getString("id");
        String line = (String) item(cart, "flour").get("id");
        as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout").then().statusCode(201);
        List<Function<RequestSpecification, Response>> changes = List.of(
                r -> r.body(CartBody.cart().rawItems("1 onion")).post("/v1beta/carts/" + id + "/items"),
                r -> r.body(CartLinePatch.packs(3)).patch("/v1beta/carts/" + id + "/items/" + line),
                r -> r.body(CartLinePatch.sku("FL-250")).patch("/v1beta/carts/" + id + "/items/" + line),
                r -> r.delete("/v1beta/carts/" + id + "/items/" + line),
                r -> r.post("/v1beta/carts/" + id + "/checkout"),
                r -> r.delete("/v1beta/carts/" + id));
        for (Function<RequestSpecification, Response> change : changes) {
            change.apply(as(alice.bearer())).then().statusCode(409).body("code", equalTo("cart.checked_out"));
        }
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(200).body("version", equalTo(2))
                .body("items", hasSize(2)).body("status", equalTo("checked_out"));
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.CART_ID.eq(id))).isEqualTo(1);
    }

    @Test
    void aCartWithNothingMatchedCannotBeCheckedOut() {
        String id = createCart(alice.bearer(), CartBody.cart().rawItems("a pinch of saffron")).getString("id");
        as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout").then().statusCode(422)
                .body("code", equalTo("cart.empty"));
        as(alice.bearer()).get("/v1beta/carts/" + id).then().body("status", equalTo("open"))
                .body("version", equalTo(1));
        String empty = createCart(alice.bearer(), CartBody.cart()).getString("id");
        as(alice.bearer()).post("/v1beta/carts/" + empty + "/checkout").then().statusCode(422)
                .body("code", equalTo("cart.empty"));
        long carts = cartsOf(alice);
        as(alice.bearer()).body(CartBody.of(retailer).rawItems("a pinch of saffron"))
                .post("/v1beta/carts/checkout").then().statusCode(422).body("code", equalTo("cart.empty"));
        assertThat(cartsOf(alice)).isEqualTo(carts);
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.USER_ID.eq(fixtures.userId(alice)))).isZero();
    }

    @Test
    void oneStepCheckoutEqualsCreateThenCheckout() {
        String pancakes = recipe("Pancakes", "2 cups flour", "2 eggs", "1 1/2 cups milk", "1 pinch saffron");
        CartBody body = CartBody.of(retailer).items(ItemBody.item("butter").quantity(300).unit("g"))
                .rawItems("450 g flour", "13 eggs", "1 can diced tomatoes")
                .recipes(RecipeRef.recipe(pancakes).scale(1.5));
        JsonPath twoStep = as(alice.bearer()).post("/v1beta/carts/" + createCart(alice.bearer(), body)
                .getString("id") + "/checkout").then().statusCode(201).extract().jsonPath();
        Response response = as(alice.bearer()).body(body).post("/v1beta/carts/checkout");
        JsonPath oneStep = response.then().statusCode(201).header("Location", startsWith("/v1beta/checkouts/chk_"))
                .extract().jsonPath();
        for (String field : List.of("items", "unmatched", "total", "checkout_url", "retailer_id", "status")) {
            assertThat((Object) oneStep.get(field)).as(field).isEqualTo(twoStep.get(field));
        }
        assertThat(oneStep.getString("id")).isNotEqualTo(twoStep.getString("id"));
        assertThat(oneStep.getString("cart_id")).isNotEqualTo(twoStep.getString("cart_id"));
        as(alice.bearer()).get("/v1beta/carts/" + oneStep.getString("cart_id")).then().statusCode(200)
                .body("status", equalTo("checked_out"))
                .body("subtotal", equalTo(oneStep.getMap("total")));
        as(alice.bearer()).get(response.header("Location")).then().statusCode(200)
                .body("id", equalTo(oneStep.getString("id")));
    }

    @Test
    void pricesTotalsAndStatusSentByClientsAreIgnored() {
        Map<String, Object> body = new HashMap<>();
        body.put("retailer_id", retailer);
        body.put("status", "checked_out");
        body.put("subtotal", Map.of("amount_minor", 1, "currency", "USD"));
        body.put("version", 77);
        body.put("user_id", "usr_someone_else");
        body.put("items", List.of(Map.of("name", "flour", "quantity", 1, "unit", "kg",
                "price", Map.of("amount_minor", 1, "currency", "USD"),
                "line_total", Map.of("amount_minor", 1, "currency", "USD"), "packs", 40, "status", "substituted")));
        JsonPath cart = as(alice.bearer()).body(body).post("/v1beta/carts").then().statusCode(201)
                .body("status", equalTo("open")).body("version", equalTo(1))
                .body("subtotal.amount_minor", equalTo(299))
                .body("items[0].packs", equalTo(1)).body("items[0].status", equalTo("matched"))
                .body("items[0].line_total.amount_minor", equalTo(299)).extract().jsonPath();
        as(alice.bearer()).body(Map.of("total", Map.of("amount_minor", 1, "currency", "USD"),
                        "items", List.of(Map.of("sku", "FL-1KG", "packs", 1, "line_total",
                                Map.of("amount_minor", 1, "currency", "USD")))))
                .post("/v1beta/carts/" + cart.getString("id") + "/checkout").then().statusCode(201)
                .body("total.amount_minor", equalTo(299)).body("items[0].line_total.amount_minor", equalTo(299));
        as(alice.bearer()).body(body).post("/v1beta/carts/checkout").then().statusCode(201)
                .body("total.amount_minor", equalTo(299));
    }

    @Test
    void anotherUsersCartIsNotFoundOnEveryRouteAndUnchanged() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour"));
        String id = cart.getString("id");
        String line = (String) item(cart, "flour").get("id");
        List<Function<RequestSpecification, Response>> routes = List.of(
                r -> r.get("/v1beta/carts/" + id),
                r -> r.body(CartBody.cart().rawItems("1 onion")).post("/v1beta/carts/" + id + "/items"),
                r -> r.body(CartLinePatch.packs(3)).patch("/v1beta/carts/" + id + "/items/" + line),
                r -> r.get("/v1beta/carts/" + id + "/items/" + line + "/options"),
                r -> r.delete("/v1beta/carts/" + id + "/items/" + line),
                r -> r.post("/v1beta/carts/" + id + "/checkout"),
                r -> r.delete("/v1beta/carts/" + id));
        for (Function<RequestSpecification, Response> route : routes) {
            route.apply(as(bob.bearer())).then().statusCode(404).body("code", equalTo("not_found"));
        }
        as(bob.bearer()).get("/v1beta/carts").then().body("data", hasSize(0));
        TestApp other = fixtures.app();
        Tokens stranger = fixtures.anonymous(other);
        String otherManagement = "Bearer " + fixtures.managementToken(other);
        for (Function<RequestSpecification, Response> route : routes) {
            route.apply(as(stranger.bearer())).then().statusCode(404);
            route.apply(as(otherManagement)).then().statusCode(404);
        }
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(200).body("version", equalTo(1))
                .body("status", equalTo("open")).body("items", hasSize(1));
        String checkout = as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout").then().statusCode(201)
                .extract().path("id");
        as(bob.bearer()).get("/v1beta/checkouts/" + checkout).then().statusCode(404);
        as(stranger.bearer()).get("/v1beta/checkouts/" + checkout).then().statusCode(404);
        as(management).get("/v1beta/checkouts/" + checkout).then().statusCode(200);
    }

    @Test
    void theAppsServerReadsUsersCartsAndChangesOnlyItsOwn() {
        String id = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour")).getString("id");
        as(management).get("/v1beta/carts/" + id).then().statusCode(200);
        as(management).body(CartBody.cart().rawItems("1 onion")).post("/v1beta/carts/" + id + "/items").then()
                .statusCode(403).body("code", equalTo("auth.forbidden"));
        as(management).post("/v1beta/carts/" + id + "/checkout").then().statusCode(403);
        JsonPath own = createCart(management, CartBody.cart().rawItems("2 eggs"));
        assertThat(own.getString("user_id")).isNull();
        as(management).get("/v1beta/carts").then().body("data.id", contains(own.getString("id")));
        as(alice.bearer()).get("/v1beta/carts/" + own.getString("id")).then().statusCode(404);
        as(management).post("/v1beta/carts/" + own.getString("id") + "/checkout").then().statusCode(201);
    }

    @Test
    void aStaleIfMatchIsRefusedAndChangesNothing() {
        JsonPath cart = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour", "2 eggs"));
        String id = cart.getString("id");
        String line = (String) item(cart, "flour").get("id");
        as(alice.bearer()).body(CartLinePatch.packs(2)).header("If-Match", "\"1\"")
                .patch("/v1beta/carts/" + id + "/items/" + line).then().statusCode(200).header("ETag", "\"2\"");
        as(alice.bearer()).body(CartLinePatch.packs(3)).header("If-Match", "\"1\"")
                .patch("/v1beta/carts/" + id + "/items/" + line).then().statusCode(412)
                .body("code", equalTo("precondition_failed"));
        as(alice.bearer()).header("If-Match", "\"1\"").delete("/v1beta/carts/" + id + "/items/" + line).then()
                .statusCode(412);
        as(alice.bearer()).header("If-Match", "\"1\"").post("/v1beta/carts/" + id + "/checkout").then()
                .statusCode(412);
        as(alice.bearer()).header("If-Match", "\"1\"").delete("/v1beta/carts/" + id).then().statusCode(412);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().body("version", equalTo(2)).body("items", hasSize(2))
                .body("status", equalTo("open"));
        as(alice.bearer()).header("If-Match", "\"2\"").delete("/v1beta/carts/" + id).then().statusCode(204);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(404);
    }

    @Test
    void cartsAreListedInPagesWithTheirTotals() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(createCart(alice.bearer(), CartBody.cart().rawItems((i + 1) + " kg flour")).getString("id"));
        }
        JsonPath first = as(alice.bearer()).queryParam("limit", 3).get("/v1beta/carts").then().statusCode(200)
                .body("data", hasSize(3)).body("data[0].item_count", equalTo(1))
                .body("data[0].subtotal.amount_minor", equalTo(299))
                .body("data[2].subtotal.amount_minor", equalTo(897)).extract().jsonPath();
        List<String> seen = new ArrayList<>(first.getList("data.id"));
        as(alice.bearer()).queryParam("limit", 3).queryParam("after", first.getString("paging.cursors.after"))
                .get("/v1beta/carts").then().body("data", hasSize(2)).body("paging.cursors.after", nullValue())
                .extract().jsonPath().<String>getList("data.id").forEach(seen::add);
        assertThat(seen).isEqualTo(ids);
    }

    @Test
    void erasingAUserErasesItsCartsAndCheckouts() {
        String id = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour")).getString("id");
        as(alice.bearer()).body(CartBody.of(retailer).rawItems("2 eggs"))
                .post("/v1beta/carts/checkout").then().statusCode(201);
        String userId = fixtures.userId(alice);
        as(alice.bearer()).delete("/v1beta/users/me").then().statusCode(204);
        assertThat(db.fetchCount(CART, CART.USER_ID.eq(userId))).isZero();
        assertThat(db.fetchCount(CART_SOURCE, CART_SOURCE.CART_ID.eq(id))).isZero();
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.USER_ID.eq(userId))).isZero();
    }

    @Test
    void cartEventsAndCheckoutSubmittedAreRecordedWithTheChange() {
        String id = createCart(alice.bearer(), CartBody.cart().rawItems("1 kg flour")).getString("id");
        as(alice.bearer()).body(CartBody.cart().rawItems("2 eggs")).post("/v1beta/carts/" + id + "/items")
                .then().statusCode(200);
        String checkout = as(alice.bearer()).post("/v1beta/carts/" + id + "/checkout").then().statusCode(201)
                .extract().path("id");
        String other = createCart(alice.bearer(), CartBody.cart()).getString("id");
        as(alice.bearer()).delete("/v1beta/carts/" + other).then().statusCode(204);
        List<String> types = db.resultQuery("select type, payload from outbox_event where client_id = ? "
                + "order by id", app.clientId()).fetch(r -> r.get(0, String.class) + " " + r.get(1, String.class))
                .stream().filter(t -> t.startsWith("cart.") || t.startsWith("checkout.")).toList();
        assertThat(types).extracting(t -> t.substring(0, t.indexOf(' '))).containsExactly("cart.created",
                "cart.updated", "cart.updated", "checkout.submitted", "cart.created", "cart.deleted");
        assertThat(types.get(3)).contains(checkout).contains("\"checkout_url\"");
        assertThat(types.get(2)).contains("\"status\":\"checked_out\"");
    }
}
