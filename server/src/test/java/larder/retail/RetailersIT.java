package larder.retail;

import static larder.retail.db.Tables.PRODUCT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ProductBody;
import larder.support.RetailerBody;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Retailers and products (docs/api.md §8): management token for changes, any token to read. */
class RetailersIT extends IntegrationTest {

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

    static RetailerBody retailer(String name) {
        return RetailerBody.american(name, "https://shop.example/cart?add={items}");
    }

    static ProductBody product(String sku, String name, double size, String unit, long price) {
        return ProductBody.product(sku, name).size(size, unit).price(price, "USD");
    }

    private String createRetailer() {
        return as(management).body(retailer("Corner Shop")).post("/v1beta/retailers").then().statusCode(201)
                .extract().path("id");
    }

    @Test
    void theAppsServerManagesRetailersAndEveryTokenReadsThem() {
        String id = as(management).body(retailer("Corner Shop")).post("/v1beta/retailers").then().statusCode(201)
                .header("Location", "/v1beta/retailers/" + as(management).get("/v1beta/retailers").then()
                        .extract().path("data[0].id"))
                .body("id", startsWith("rtl_")).body("name", equalTo("Corner Shop")).body("country", equalTo("US"))
                .body("currency", equalTo("USD"))
                .body("checkout_url_template", equalTo("https://shop.example/cart?add={items}"))
                .extract().path("id");
        as(user.bearer()).get("/v1beta/retailers").then().statusCode(200).body("data.id", contains(id))
                .body("paging.cursors.after", nullValue());
        as(user.bearer()).get("/v1beta/retailers/" + id).then().statusCode(200).body("name", equalTo("Corner Shop"));
        as(management).body(RetailerBody.named("Corner Market")).patch("/v1beta/retailers/" + id).then()
                .statusCode(200).body("name", equalTo("Corner Market")).body("currency", equalTo("USD"));
        as(management).delete("/v1beta/retailers/" + id).then().statusCode(204);
        as(user.bearer()).get("/v1beta/retailers/" + id).then().statusCode(404).body("code", equalTo("not_found"));
    }

    @Test
    void usersCannotCreateChangeOrDeleteRetailersNorTheirProducts() {
        String id = createRetailer();
        as(user.bearer()).body(retailer("Mine")).post("/v1beta/retailers").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(user.bearer()).body(RetailerBody.named("Mine")).patch("/v1beta/retailers/" + id).then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(user.bearer()).body(ProductBody.upsert(product("A1", "Flour", 1, "kg", 299)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(user.bearer()).delete("/v1beta/retailers/" + id).then().statusCode(403);
        as(management).get("/v1beta/retailers/" + id).then().statusCode(200).body("name", equalTo("Corner Shop"));
        assertThat(db.fetchCount(PRODUCT, PRODUCT.RETAILER_ID.eq(id))).isZero();
    }

    @Test
    void anotherAppsRetailerIsNotFound() {
        String id = createRetailer();
        TestApp other = fixtures.app();
        String otherManagement = "Bearer " + fixtures.managementToken(other);
        Tokens stranger = fixtures.anonymous(other);
        as(stranger.bearer()).get("/v1beta/retailers/" + id).then().statusCode(404);
        as(otherManagement).get("/v1beta/retailers/" + id).then().statusCode(404);
        as(otherManagement).body(RetailerBody.named("Taken")).patch("/v1beta/retailers/" + id).then().statusCode(404);
        as(otherManagement).body(ProductBody.upsert(product("A1", "Flour", 1, "kg", 299)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(404);
        as(otherManagement).delete("/v1beta/retailers/" + id).then().statusCode(404);
        as(otherManagement).get("/v1beta/retailers").then().body("data", hasSize(0));
        as(management).get("/v1beta/retailers/" + id).then().statusCode(200).body("name", equalTo("Corner Shop"));
    }

    @Test
    void aRetailerIsValidatedWhole() {
        as(management).body(RetailerBody.named(" ").country("USA").currency("usd")
                        .checkoutUrlTemplate("ftp://shop.example/cart"))
                .post("/v1beta/retailers").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors.pointer", org.hamcrest.Matchers.containsInAnyOrder("/name", "/country", "/currency",
                        "/checkout_url_template"));
        as(management).body(RetailerBody.american("Shop", "https://shop.example/cart"))
                .post("/v1beta/retailers").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/checkout_url_template"));
        as(management).body(Map.of("name", 5)).post("/v1beta/retailers").then().statusCode(400);
        as(management).get("/v1beta/retailers").then().body("data", hasSize(0));
    }

    @Test
    void productsAreUpsertedBySkuAndCounted() {
        String id = createRetailer();
        as(management).body(ProductBody.upsert(product("A1", "All-Purpose Flour", 1, "kg", 299),
                        product("A2", "Granulated Sugar", 4, "lb", 349)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200)
                .body("created", equalTo(2)).body("updated", equalTo(0));
        as(management).body(ProductBody.upsert(product("A2", "Granulated Sugar", 4, "lb", 379),
                        product("A3", "Large Eggs", 12, "piece", 399)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200)
                .body("created", equalTo(1)).body("updated", equalTo(1));
        as(user.bearer()).queryParam("q", "sugar").get("/v1beta/retailers/" + id + "/products").then()
                .statusCode(200).body("data", hasSize(1)).body("data[0].sku", equalTo("A2"))
                .body("data[0].price.amount_minor", equalTo(379)).body("data[0].price.currency", equalTo("USD"))
                .body("data[0].size.quantity", equalTo(4.0f)).body("data[0].size.unit", equalTo("lb"))
                .body("data[0].category", equalTo("baking")).body("data[0].available", equalTo(true));
        as(user.bearer()).queryParam("q", "dairy").get("/v1beta/retailers/" + id + "/products").then()
                .body("data.sku", contains("A3"));
    }

    @Test
    void aThousandProductsGoInOneRequestAndOneMoreIsRefusedWritingNothing() {
        String id = createRetailer();
        List<ProductBody> products = new ArrayList<>();
        for (int i = 0; i < 1001; i++) {
            products.add(product(String.format("P%04d", i), "Product " + i, 1, "piece", 100 + i));
        }
        as(management).body(ProductBody.upsert(products)).put("/v1beta/retailers/" + id + "/products").then()
                .statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/products"));
        assertThat(db.fetchCount(PRODUCT, PRODUCT.RETAILER_ID.eq(id))).isZero();
        as(management).body(ProductBody.upsert(products.subList(0, 1000)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200).body("created", equalTo(1000));
        assertThat(db.fetchCount(PRODUCT, PRODUCT.RETAILER_ID.eq(id))).isEqualTo(1000);
    }

    @Test
    void oneBadProductRefusesTheWholeRequest() {
        String id = createRetailer();
        ProductBody euro = product("B2", "Butter", 250, "g", 299).price(299, "EUR");
        ProductBody noUnit = product("B3", "Milk", 1, "g", 199).size(1, "barrel");
        as(management).body(ProductBody.upsert(product("B1", "Bread", 1, "piece", 299), euro, noUnit,
                        product("B1", "Bread again", 1, "piece", 299),
                        ProductBody.product("bad,sku", "X").price(-1, "USD")))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(422)
                .body("errors.pointer", hasItem("/products/1/price/currency"))
                .body("errors.pointer", hasItem("/products/2/size/unit"))
                .body("errors.pointer", hasItem("/products/3/sku"))
                .body("errors.pointer", hasItem("/products/4/sku"))
                .body("errors.pointer", hasItem("/products/4/price/amount_minor"));
        assertThat(db.fetchCount(PRODUCT, PRODUCT.RETAILER_ID.eq(id))).isZero();
    }

    @Test
    void productSearchPagesWithoutRepeats() {
        String id = createRetailer();
        List<ProductBody> products = new ArrayList<>();
        for (int i = 0; i < 45; i++) {
            products.add(product(String.format("T%03d", i), "Tomato kind " + i, 1, "piece", 100 + i));
        }
        products.add(product("Z999", "Basil", 1, "bunch", 199));
        as(management).body(ProductBody.upsert(products)).put("/v1beta/retailers/" + id + "/products").then()
                .statusCode(200);
        Set<String> seen = new HashSet<>();
        String after = null;
        int pages = 0;
        do {
            var request = as(user.bearer()).queryParam("q", "tomatoes").queryParam("limit", 10);
            if (after != null) {
                request = request.queryParam("after", after);
            }
            var page = request.get("/v1beta/retailers/" + id + "/products").then().statusCode(200).extract()
                    .jsonPath();
            for (String sku : page.<String>getList("data.sku")) {
                assertThat(seen.add(sku)).as("repeated %s", sku).isTrue();
            }
            after = page.getString("paging.cursors.after");
            pages++;
        } while (after != null);
        assertThat(seen).hasSize(45).doesNotContain("Z999");
        assertThat(pages).isEqualTo(5);
        as(user.bearer()).queryParam("limit", 0).get("/v1beta/retailers/" + id + "/products").then()
                .statusCode(400).body("code", equalTo("request.invalid"));
        as(user.bearer()).queryParam("after", "nonsense").get("/v1beta/retailers/" + id + "/products").then()
                .statusCode(400);
    }

    @Test
    void theCurrencyCannotChangeUnderProducts() {
        String id = createRetailer();
        as(management).body(ProductBody.upsert(product("A1", "Flour", 1, "kg", 299)))
                .put("/v1beta/retailers/" + id + "/products").then().statusCode(200);
        as(management).body(RetailerBody.retailer().currency("EUR")).patch("/v1beta/retailers/" + id).then()
                .statusCode(422)
                .body("errors[0].pointer", equalTo("/currency"));
    }
}
