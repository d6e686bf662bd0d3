package larder.cart;

import static larder.cart.db.Tables.CART;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ProductBody;
import larder.support.RetailerBody;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A cart built from a list (contract section 9, {@code POST /v1beta/carts {"list_id"}}): it takes the list's unchecked
 * items, and its checkout checks the list's items it bought, in the same transaction, as one list change.
 */
class CartFromListIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    private String management;
    private Tokens alice;
    private Tokens bob;
    private Tokens carol;
    private TestApp app;
    private String retailer;

    @BeforeEach
    void aShopAndThreeUsers() {
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        bob = fixtures.anonymous(app);
        carol = fixtures.anonymous(app);
        retailer = as(management).body(RetailerBody.american("Corner Shop", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        as(management).body(ProductBody.upsert(List.of(
                        ProductBody.product("FL-1KG", "All-Purpose Flour").size(1, "kg").price(299, "USD")
                                .category("baking"),
                        ProductBody.product("EG-12", "Large Eggs").size(12, "piece").price(399, "USD")
                                .category("dairy_eggs"),
                        ProductBody.product("BU-1LB", "Unsalted Butter").size(1, "lb").price(499, "USD")
                                .category("dairy_eggs"),
                        ProductBody.product("ON-1", "Yellow Onion").size(1, "piece").price(109, "USD")
                                .category("produce"))))
                .put("/v1beta/retailers/" + retailer + "/products").then().statusCode(200);
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    /** Alice's list: flour, eggs, saffron (no shop sells it) and an onion already checked. */
    private JsonPath alicesList() {
        JsonPath list = as(alice.bearer())
                .body(Map.of("name", "Week", "raw_items", List.of("450 g flour", "2 eggs", "a pinch of saffron",
                        "1 onion")))
                .post("/v1beta/lists").then().statusCode(201).extract().jsonPath();
        String onion = itemId(list, "onion");
        return as(alice.bearer()).body(Map.of("checked", true))
                .patch("/v1beta/lists/" + list.getString("id") + "/items/" + onion).then().statusCode(200)
                .extract().jsonPath();
    }

    private static String itemId(JsonPath list, String name) {
        return list.<Map<String, Object>>getList("items").stream().filter(i -> name.equals(i.get("name")))
                .map(i -> (String) i.get("id")).findFirst().orElseThrow(() -> new AssertionError("no " + name));
    }

    private static Map<String, Object> line(JsonPath cart, String name) {
        return cart.<Map<String, Object>>getList("items").stream().filter(i -> name.equals(i.get("name")))
                .findFirst().orElseThrow(() -> new AssertionError("no line " + name + " in " + cart.prettify()));
    }

    private JsonPath cartFrom(Tokens who, String listId, List<String> rawItems) {
        return as(who.bearer()).body(Map.of("retailer_id", retailer, "list_id", listId, "raw_items", rawItems))
                .post("/v1beta/carts").then().statusCode(201).extract().jsonPath();
    }

    private JsonPath list(Tokens who, String id) {
        return as(who.bearer()).get("/v1beta/lists/" + id).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aCartFromAListTakesItsUncheckedItemsAndItsCheckoutChecksWhatItBoughtAsOneChange() {
        JsonPath before = alicesList();
        String listId = before.getString("id");
        JsonPath cart = cartFrom(alice, listId, List.of("1 lb butter"));
        assertThat(cart.<String>getList("items.name")).containsExactlyInAnyOrder("flour", "eggs", "saffron",
                "butter");
        // The cart's sources from the list are the list's items, by their ids.
        assertThat(line(cart, "flour").get("sources")).asInstanceOf(InstanceOfAssertFactories.LIST)
                .extracting("item_id").containsExactly(itemId(before, "flour"));
        assertThat(line(cart, "saffron").get("product")).isNull();

        long version = before.getLong("version");
        as(alice.bearer()).post("/v1beta/carts/" + cart.getString("id") + "/checkout").then().statusCode(201)
                .body("items", hasSize(3));

        JsonPath after = list(alice, listId);
        Map<String, Boolean> checked = new HashMap<>();
        after.<Map<String, Object>>getList("items").forEach(i -> checked.put((String) i.get("name"),
                (Boolean) i.get("checked")));
        assertThat(checked).isEqualTo(Map.of("flour", true, "eggs", true, "saffron", false, "onion", true));
        assertThat(after.getLong("version")).isEqualTo(version + 1);
        JsonPath changes = as(alice.bearer()).queryParam("after_version", version)
                .get("/v1beta/lists/" + listId + "/changes").then().statusCode(200).extract().jsonPath();
        assertThat(changes.getList("changes")).hasSize(1);
        assertThat(changes.getString("changes[0].type")).isEqualTo("item.updated");
        assertThat(changes.getString("changes[0].by")).isEqualTo(fixtures.userId(alice));
        assertThat(changes.<String>getList("changes[0].items.name")).containsExactlyInAnyOrder("flour", "eggs");
        assertThat(changes.<Boolean>getList("changes[0].items.checked")).containsOnly(true);
        assertThat(changes.<String>getList("changes[0].combined_items.name")).containsExactlyInAnyOrder("flour",
                "eggs");
    }

    @Test
    void aMemberBuildsACartFromTheSharedListAndAStrangerGetsNotFoundWithNothingWritten() {
        String listId = alicesList().getString("id");
        String code = as(alice.bearer()).body(Map.of()).post("/v1beta/lists/" + listId + "/invites").then()
                .statusCode(201).extract().path("code");
        as(bob.bearer()).body(Map.of("code", code)).post("/v1beta/lists/join").then().statusCode(200);

        JsonPath cart = cartFrom(bob, listId, List.of());
        assertThat(cart.<String>getList("items.name")).containsExactlyInAnyOrder("flour", "eggs", "saffron");
        as(bob.bearer()).post("/v1beta/carts/" + cart.getString("id") + "/checkout").then().statusCode(201);
        assertThat(list(alice, listId).<Boolean>getList("items.checked")).containsExactlyInAnyOrder(true, true,
                false, true);

        int carts = db.fetchCount(CART);
        as(carol.bearer()).body(Map.of("retailer_id", retailer, "list_id", listId)).post("/v1beta/carts").then()
                .statusCode(404).body("code", equalTo("not_found"));
        as(carol.bearer()).body(Map.of("retailer_id", retailer, "list_id", "lst_unknown")).post("/v1beta/carts")
                .then().statusCode(404).body("code", equalTo("not_found"));
        assertThat(db.fetchCount(CART)).isEqualTo(carts);
    }

    @Test
    void aListsItemsCountTowardNoRequestLimit() {
        List<String> first = IntStream.rangeClosed(1, 50).mapToObj(i -> "item " + i).toList();
        String listId = as(alice.bearer()).body(Map.of("raw_items", first)).post("/v1beta/lists").then()
                .statusCode(201).extract().path("id");
        as(alice.bearer()).body(Map.of("raw_items", List.of("2 eggs", "450 g flour")))
                .post("/v1beta/lists/" + listId + "/items").then().statusCode(200);
        List<String> fifty = new ArrayList<>(IntStream.rangeClosed(1, 49).mapToObj(i -> "extra " + i).toList());
        fifty.add("1 lb butter");
        JsonPath cart = cartFrom(alice, listId, fifty);
        int sources = cart.<List<?>>getList("items.sources").stream().mapToInt(List::size).sum();
        assertThat(sources).isEqualTo(102);
    }

    @Test
    void aListIsTakenOnlyWhenTheCartIsCreatedAndIgnoredWhenAddingToIt() {
        String listId = alicesList().getString("id");
        String cartId = as(alice.bearer()).body(Map.of("retailer_id", retailer, "raw_items", List.of("2 eggs")))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        as(alice.bearer()).body(Map.of("list_id", listId, "raw_items", List.of("1 lb butter")))
                .post("/v1beta/carts/" + cartId + "/items").then().statusCode(200)
                .body("items.name", org.hamcrest.Matchers.containsInAnyOrder("eggs", "butter"));
        assertThat(db.fetchValue(CART.LIST_ID, CART.ID.eq(cartId))).isNull();
    }

    @Test
    void aOneStepCheckoutOfAListChecksWhatItBought() {
        JsonPath before = alicesList();
        String listId = before.getString("id");
        as(alice.bearer()).body(Map.of("retailer_id", retailer, "list_id", listId)).post("/v1beta/carts/checkout")
                .then().statusCode(201).body("items", hasSize(2)).body("unmatched[0].name", equalTo("saffron"));
        JsonPath after = list(alice, listId);
        assertThat(after.getLong("version")).isEqualTo(before.getLong("version") + 1);
        assertThat(after.<Map<String, Object>>getList("items").stream().filter(i -> Boolean.TRUE.equals(
                i.get("checked"))).map(i -> i.get("name")).toList()).containsExactlyInAnyOrder("flour", "eggs",
                "onion");
    }

    @Test
    void itemsGoneFromTheListByCheckoutAreLeftAndNothingLeftToCheckIsNoChange() {
        JsonPath before = alicesList();
        String listId = before.getString("id");
        JsonPath cart = cartFrom(alice, listId, List.of());
        // Meanwhile, on another phone: the eggs are deleted and the flour is checked by hand.
        as(alice.bearer()).delete("/v1beta/lists/" + listId + "/items/" + itemId(before, "eggs")).then()
                .statusCode(204);
        as(alice.bearer()).body(Map.of("checked", true))
                .patch("/v1beta/lists/" + listId + "/items/" + itemId(before, "flour")).then().statusCode(200);
        long version = list(alice, listId).getLong("version");
        as(alice.bearer()).post("/v1beta/carts/" + cart.getString("id") + "/checkout").then().statusCode(201);
        JsonPath after = list(alice, listId);
        assertThat(after.getLong("version")).isEqualTo(version);
        assertThat(after.<String>getList("items.name")).containsExactlyInAnyOrder("flour", "saffron", "onion");
    }
}
