package larder.cart;

import static larder.cart.db.Tables.CART;
import static larder.cart.db.Tables.CART_SOURCE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.TestRecipes;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** A cart holds at most 1000 added items; past that, 422 cart.full and nothing is written (docs/api.md §9). */
class CartFullIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    private String management;
    private Tokens alice;
    private String retailer;

    @BeforeEach
    void anAppWithARetailer() {
        TestApp app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        retailer = as(management).body(Map.of("name", "Shop", "country", "US", "currency", "USD",
                        "checkout_url_template", "https://shop.example/c/{items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    /** 25 times a recipe of {@code ingredients} lines: the most a request adds, as recipes. */
    private Map<String, Object> recipesOf(int ingredients) {
        String[] lines = IntStream.range(0, ingredients).mapToObj(i -> "1 thing " + i).toArray(String[]::new);
        String stew = as(management).body(TestRecipes.recipe("Stew of " + ingredients, List.of("test"), lines))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        return Map.of("retailer_id", retailer, "recipes", Collections.nCopies(25, Map.of("id", stew)));
    }

    @Test
    void aCartOfAThousandItemsRefusesOneMoreWithCartFullAndNothingIsWritten() {
        String id = as(alice.bearer()).body(recipesOf(40)).post("/v1beta/carts").then().statusCode(201)
                .extract().path("id");
        as(alice.bearer()).body(Map.of("items", List.of(Map.of("name", "salt"))))
                .post("/v1beta/carts/" + id + "/items").then()
                .statusCode(422).body("code", equalTo("cart.full"))
                .body("detail", equalTo("A cart holds at most 1000 items; this would make 1001."))
                .body("errors[0].pointer", equalTo("/items")).body("errors[0].code", equalTo("cart.full"));
        assertThat(db.fetchCount(CART_SOURCE, CART_SOURCE.CART_ID.eq(id))).isEqualTo(1000);
        as(alice.bearer()).get("/v1beta/carts/" + id).then().statusCode(200).body("version", equalTo(1));
    }

    @Test
    void aNewCartPastTheLimitIsRefusedWithCartFullWhetherOrNotItIsCheckedOutAtOnce() {
        Map<String, Object> body = recipesOf(41);
        for (String path : List.of("/v1beta/carts", "/v1beta/carts/checkout")) {
            as(alice.bearer()).body(body).post(path).then().statusCode(422).body("code", equalTo("cart.full"))
                    .body("detail", equalTo("A cart holds at most 1000 items; this would make 1025."))
                    .body("errors[0].pointer", equalTo("/items"));
        }
        assertThat(db.fetchCount(CART, CART.USER_ID.eq(fixtures.userId(alice)))).isZero();
    }
}
