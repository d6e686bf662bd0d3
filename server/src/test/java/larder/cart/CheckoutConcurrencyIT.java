package larder.cart;

import static larder.cart.db.Tables.CART;
import static larder.cart.db.Tables.CART_SOURCE;
import static larder.cart.db.Tables.CHECKOUT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ProductBody;
import larder.support.RetailerBody;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Checkout happens exactly once, however many identical requests race for it. */
class CheckoutConcurrencyIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    private Tokens alice;
    private String retailer;

    @BeforeEach
    void aRetailerWithProducts() {
        TestApp app = fixtures.app();
        String management = "Bearer " + fixtures.managementToken(app);
        alice = fixtures.anonymous(app);
        retailer = api().header("Authorization", management).contentType(ContentType.JSON)
                .body(RetailerBody.american("Shop", "https://shop.example/c/{items}"))
                .post("/v1beta/retailers").then().statusCode(201).extract().path("id");
        api().header("Authorization", management).contentType(ContentType.JSON)
                .body(ProductBody.upsert(
                        ProductBody.product("FL", "Flour").size(1, "kg").price(299, "USD"),
                        ProductBody.product("EG", "Eggs").size(12, "piece").price(399, "USD")))
                .put("/v1beta/retailers/" + retailer + "/products").then().statusCode(200);
    }

    private static <T> List<T> atOnce(int n, Callable<T> call) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(n)) {
            for (int i = 0; i < n; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get());
            }
            return results;
        }
    }

    /** Each answer is the one checkout (201, replays marked) or 409 idempotency.in_progress. */
    private static String theOneCheckout(List<Response> answers) {
        Set<String> ids = new HashSet<>();
        int fresh = 0;
        for (Response answer : answers) {
            if (answer.statusCode() == 409) {
                assertThat(answer.jsonPath().getString("code")).isEqualTo("idempotency.in_progress");
                continue;
            }
            assertThat(answer.statusCode()).isEqualTo(201);
            ids.add(answer.jsonPath().getString("id"));
            if (!"true".equals(answer.header("Idempotent-Replayed"))) {
                fresh++;
            }
        }
        assertThat(ids).hasSize(1);
        assertThat(fresh).isEqualTo(1);
        return ids.iterator().next();
    }

    @Test
    void tenConcurrentCheckoutsOfACartWithOneKeyMakeExactlyOneCheckout() throws Exception {
        String cart = api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(CartBody.of(retailer).rawItems("1 kg flour", "6 eggs"))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        List<Response> answers = atOnce(10, () -> raw().header("Authorization", alice.bearer())
                .header("Idempotency-Key", "checkout-" + cart).post("/v1beta/carts/" + cart + "/checkout"));
        String checkout = theOneCheckout(answers);
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.CART_ID.eq(cart))).isEqualTo(1);
        Response retry = api().header("Authorization", alice.bearer()).header("Idempotency-Key", "checkout-" + cart)
                .post("/v1beta/carts/" + cart + "/checkout");
        retry.then().statusCode(201).header("Idempotent-Replayed", "true").body("id", equalTo(checkout))
                .header("Location", "/v1beta/checkouts/" + checkout);
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.CART_ID.eq(cart))).isEqualTo(1);
    }

    @Test
    void tenConcurrentOneStepCheckoutsWithOneKeyMakeExactlyOneCartAndCheckout() throws Exception {
        String userId = fixtures.userId(alice);
        CartBody body = CartBody.of(retailer).rawItems("2 kg flour", "13 eggs");
        List<Response> answers = atOnce(10, () -> raw().header("Authorization", alice.bearer())
                .header("Idempotency-Key", "one-step-1").contentType(ContentType.JSON).body(body)
                .post("/v1beta/carts/checkout"));
        String checkout = theOneCheckout(answers);
        assertThat(db.fetchCount(CART, CART.USER_ID.eq(userId))).isEqualTo(1);
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.USER_ID.eq(userId))).isEqualTo(1);
        api().header("Authorization", alice.bearer()).header("Idempotency-Key", "one-step-1")
                .contentType(ContentType.JSON).body(body).post("/v1beta/carts/checkout").then().statusCode(201)
                .header("Idempotent-Replayed", "true").body("id", equalTo(checkout))
                .body("total.amount_minor", equalTo(2 * 299 + 2 * 399));
    }

    @Test
    void withoutAKeyConcurrentCheckoutsOfACartStillMakeOneAndTheRestConflict() throws Exception {
        String cart = api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(CartBody.of(retailer).rawItems("1 kg flour"))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        List<Response> answers = atOnce(10, () -> raw().header("Authorization", alice.bearer())
                .post("/v1beta/carts/" + cart + "/checkout"));
        assertThat(answers).filteredOn(a -> a.statusCode() == 201).hasSize(1);
        assertThat(answers).filteredOn(a -> a.statusCode() != 201)
                .allSatisfy(a -> {
                    assertThat(a.statusCode()).isEqualTo(409);
                    assertThat(a.jsonPath().getString("code")).isEqualTo("cart.checked_out");
                });
        assertThat(db.fetchCount(CHECKOUT, CHECKOUT.CART_ID.eq(cart))).isEqualTo(1);
    }

    @Test
    void concurrentAddsToACartAllLand() throws Exception {
        String cart = api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(CartBody.of(retailer)).post("/v1beta/carts").then().statusCode(201)
                .extract().path("id");
        int[] n = {0};
        List<Integer> statuses = atOnce(20, () -> {
            String name;
            synchronized (n) {
                name = "thing " + n[0]++;
            }
            return raw().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                    .body(CartBody.cart().items(ItemBody.item(name), ItemBody.item("flour").quantity(100).unit("g")))
                    .post("/v1beta/carts/" + cart + "/items").statusCode();
        });
        assertThat(statuses).containsOnly(200);
        assertThat(db.fetchCount(CART_SOURCE, CART_SOURCE.CART_ID.eq(cart))).isEqualTo(40);
        api().header("Authorization", alice.bearer()).get("/v1beta/carts/" + cart).then()
                .body("version", equalTo(21)).body("items.size()", equalTo(21))
                .body("items.find { it.name == 'flour' }.quantity", equalTo(2.0f))
                .body("items.find { it.name == 'flour' }.unit", equalTo("kg"))
                .body("items.find { it.name == 'flour' }.packs", equalTo(2));
    }
}
