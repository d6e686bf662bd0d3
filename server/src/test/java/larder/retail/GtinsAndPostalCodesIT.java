package larder.retail;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ProductBody;
import larder.support.RetailerBody;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GTINs of products and items, and the postal codes retailers serve (docs/api.md §18), through HTTP. */
class GtinsAndPostalCodesIT extends IntegrationTest {

    /** An EAN-13 with its right check digit, and the same with the last digit wrong. */
    private static final String NUTELLA = "3017620422003";
    private static final String NUTELLA_MISREAD = "3017620422004";

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

    private String retailer(RetailerBody body) {
        return as(management).body(body).post("/v1beta/retailers").then().statusCode(201).extract().path("id");
    }

    private static RetailerBody shop(String name) {
        return RetailerBody.american(name, "https://shop.example/cart?add={items}");
    }

    private static ProductBody product(String sku, String name, double size, String unit, long price) {
        return ProductBody.product(sku, name).size(size, unit).price(price, "USD");
    }

    @Test
    void productsKeepTheirGtinInItsFourteenDigitForm() {
        String id = retailer(shop("Corner Shop"));
        as(management).body(ProductBody.upsert(product("HZ-1", "Hazelnut Spread", 400, "g", 499).gtin(NUTELLA),
                        product("UPC-1", "Cola", 355, "ml", 99).gtin("036000291452"),
                        product("NONE", "Loose Apples", 1, "kg", 299)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200).body("created", equalTo(3));
        as(user.bearer()).get("/v1beta/retailers/" + id + "/products").then().statusCode(200)
                .body("data.sku", contains("HZ-1", "NONE", "UPC-1"))
                .body("data.gtin", contains("0" + NUTELLA, null, "00036000291452"));
    }

    @Test
    void aWrongCheckDigitIsRefusedWithItsPointerAndNothingIsWritten() {
        String id = retailer(shop("Corner Shop"));
        as(management).body(ProductBody.upsert(product("OK-1", "Flour", 1, "kg", 299),
                        product("HZ-1", "Hazelnut Spread", 400, "g", 499).gtin(NUTELLA_MISREAD)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(422)
                .body("code", equalTo("request.invalid"))
                .body("errors.pointer", contains("/products/1/gtin"))
                .body("errors[0].message", equalTo("the check digit is wrong: the last digit should be 3"));
        as(management).body(ProductBody.upsert(product("HZ-1", "Hazelnut Spread", 400, "g", 499).gtin("12345")))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(422)
                .body("errors.pointer", contains("/products/0/gtin"));
        as(user.bearer()).get("/v1beta/retailers/" + id + "/products").then().statusCode(200)
                .body("data", hasSize(0));
    }

    @Test
    void aGtinNamesOneProductOfARetailer() {
        String id = retailer(shop("Corner Shop"));
        String other = retailer(shop("Other Shop"));
        as(management).body(ProductBody.upsert(product("A", "Spread", 400, "g", 499).gtin(NUTELLA),
                        product("B", "Spread", 750, "g", 699).gtin("0" + NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(422)
                .body("errors.pointer", contains("/products/1/gtin"));
        as(management).body(ProductBody.upsert(product("A", "Spread", 400, "g", 499).gtin(NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        as(management).body(ProductBody.upsert(product("B", "Spread", 750, "g", 699).gtin(NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/products/0/gtin"))
                .body("errors[0].message", equalTo("product A of this retailer has this GTIN already"));
        // The same product again, and another retailer's product with the same GTIN, are fine.
        as(management).body(ProductBody.upsert(product("A", "Hazelnut Spread", 400, "g", 479).gtin(NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200).body("updated", equalTo(1));
        as(management).body(ProductBody.upsert(product("Z", "Spread", 400, "g", 459).gtin(NUTELLA)))
                .put("/v1beta/retailers/" + other + "/products").then().statusCode(200);
    }

    @Test
    void aGtinHintBeatsABetterNameMatch() {
        String id = retailer(shop("Corner Shop"));
        as(management).body(ProductBody.upsert(
                        product("SP-1", "Chocolate Hazelnut Spread", 400, "g", 399).category("pantry"),
                        product("HZ-1", "Nutella", 400, "g", 499).category("pantry").gtin(NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        // One item with the hint, one without, in separate carts: the hint decides, the name otherwise.
        as(user.bearer()).body(CartBody.of(id).items(
                        ItemBody.item("chocolate hazelnut spread").quantity(400).unit("g").gtin(NUTELLA)))
                .post("/v1beta/carts").then().statusCode(201)
                .body("items[0].product.sku", equalTo("HZ-1"))
                .body("items[0].product.gtin", equalTo("0" + NUTELLA))
                .body("items[0].match.by", equalTo("gtin"))
                .body("items[0].match.score", equalTo(1.0f));
        as(user.bearer()).body(CartBody.of(id).items(
                        ItemBody.item("chocolate hazelnut spread").quantity(400).unit("g")))
                .post("/v1beta/carts").then().statusCode(201)
                .body("items[0].product.sku", equalTo("SP-1"))
                .body("items[0].match.by", equalTo("name"));
    }

    @Test
    void aHintTheRetailerDoesNotSellFallsBackToTheName() {
        String id = retailer(shop("Corner Shop"));
        as(management).body(ProductBody.upsert(product("FL-1", "Wheat Flour", 1, "kg", 299).category("baking")))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        String cart = as(user.bearer()).body(CartBody.of(id).items(
                        ItemBody.item("flour").quantity(450).unit("g").gtin(NUTELLA)))
                .post("/v1beta/carts").then().statusCode(201)
                .body("items[0].product.sku", equalTo("FL-1"))
                .body("items[0].match.by", equalTo("name"))
                // Every word and the head noun shared, in its aisle; the same kind of food (SR28 reads "wheat flour"
                // as whole-grain, "flour" as all-purpose): 2.25 of 2.75.
                .body("items[0].match.score", equalTo(0.82f))
                .extract().path("id");
        // Once the retailer sells it, the hint the cart kept decides when the cart's lines are made again.
        as(management).body(ProductBody.upsert(product("HZ-1", "Nutella", 400, "g", 499).gtin(NUTELLA)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        as(user.bearer()).body(CartBody.cart().items(ItemBody.item("sugar").quantity(1).unit("kg")))
                .post("/v1beta/carts/" + cart + "/items").then().statusCode(200)
                .body("items.find { it.name == 'flour' }.product.sku", equalTo("HZ-1"))
                .body("items.find { it.name == 'flour' }.match.by", equalTo("gtin"))
                .body("items.find { it.name == 'sugar' }.match", nullValue());
    }

    @Test
    void anItemsWrongCheckDigitIsRefusedWithItsPointer() {
        String id = retailer(shop("Corner Shop"));
        as(user.bearer()).body(CartBody.of(id).items(ItemBody.item("milk"),
                        ItemBody.item("spread").gtin(NUTELLA_MISREAD)))
                .post("/v1beta/carts").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors.pointer", contains("/items/1/gtin"));
        as(user.bearer()).get("/v1beta/carts").then().statusCode(200).body("data", hasSize(0));
    }

    @Test
    void retailersListedForAPostalCodeAreThoseThatDeliverThere() {
        String everywhere = retailer(shop("Everywhere"));
        String london = retailer(shop("London Grocer").postalCodes("SW1A", "ec-1"));
        String berlin = retailer(shop("Berlin Markt").postalCodes("101", "102"));
        as(user.bearer()).get("/v1beta/retailers/" + london).then().statusCode(200)
                .body("postal_codes", contains("EC1", "SW1A"));
        as(user.bearer()).get("/v1beta/retailers?postal_code=sw1a 1aa").then().statusCode(200)
                .body("data.id", containsInAnyOrder(everywhere, london));
        as(user.bearer()).get("/v1beta/retailers?postal_code=10115").then().statusCode(200)
                .body("data.id", containsInAnyOrder(everywhere, berlin));
        as(user.bearer()).get("/v1beta/retailers?postal_code=90210").then().statusCode(200)
                .body("data.id", contains(everywhere));
        as(user.bearer()).get("/v1beta/retailers").then().statusCode(200).body("data", hasSize(3));
        as(user.bearer()).get("/v1beta/retailers?postal_code=!!").then().statusCode(400)
                .body("code", equalTo("request.invalid")).body("errors[0].pointer", equalTo("postal_code"));
        // A change replaces the prefixes; an empty list delivers everywhere.
        as(management).body(RetailerBody.retailer().postalCodes()).patch("/v1beta/retailers/" + berlin).then()
                .statusCode(200).body("postal_codes", hasSize(0));
        as(user.bearer()).get("/v1beta/retailers?postal_code=90210").then().statusCode(200)
                .body("data.id", containsInAnyOrder(everywhere, berlin));
    }

    @Test
    void postalCodesAreValidated() {
        as(management).body(shop("Corner Shop").postalCodes("SW1A", "", "#12", "ABCDEFGHIJK"))
                .post("/v1beta/retailers").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors.pointer", contains("/postal_codes/1", "/postal_codes/2", "/postal_codes/3"));
        as(management).get("/v1beta/retailers").then().statusCode(200).body("data", hasSize(0));
    }
}
