package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import larder.support.CartBody;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.ProductBody;
import larder.support.RecipeBody;
import larder.support.RetailerBody;
import larder.support.TestRecipes;
import larder.support.WebhookBody;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.json.JsonMapper;

/** Webhook endpoints and delivery through real HTTP, to a real receiver on 127.0.0.1. */
@TestPropertySource(properties = "larder.webhook-allow-private=true")
class WebhooksIT extends IntegrationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @org.springframework.beans.factory.annotation.Autowired
    private WebhookSettings settings;
    private Receiver receiver;
    private TestApp app;
    private String management;

    @BeforeEach
    void anAppAndAReceiver() throws Exception {
        receiver = new Receiver();
        app = fixtures.app();
        management = "Bearer " + fixtures.managementToken(app);
    }

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    private JsonPath endpoint(String bearer, String path, List<String> events) {
        return as(bearer).body(WebhookBody.to(receiver.url(path)).events(events)).post("/v1beta/webhooks")
                .then().statusCode(201).extract().jsonPath();
    }

    private List<Receiver.Received> awaitReceived(String path, int count) {
        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(50))
                .until(() -> receiver.at(path).size() >= count);
        return receiver.at(path);
    }

    private static JsonPath body(Receiver.Received r) {
        return JsonPath.from(r.body());
    }

    private String list(Tokens user, String name) {
        return as(user.bearer()).body(ListBody.named(name)).post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");
    }

    @Test
    void everyEventTypeIsDeliveredOnceWithValidSignaturesInBothSchemes() throws Exception {
        JsonPath hook = endpoint(management, "/all", List.of("*"));
        String secret = hook.getString("secret");
        assertThat(secret).matches("whsec_[A-Za-z0-9+/]{43}=");

        Tokens alice = fixtures.anonymous(app);
        String listId = list(alice, "Groceries");
        as(alice.bearer()).body(ListBody.named("Weekly")).patch("/v1beta/lists/" + listId).then().statusCode(200);
        as(alice.bearer()).delete("/v1beta/lists/" + listId).then().statusCode(204);
        String recipeId = as(management).body(TestRecipes.pancakes()).post("/v1beta/recipes").then().statusCode(201)
                .extract().path("id");
        as(management).body(RecipeBody.named("Sunday Pancakes")).patch("/v1beta/recipes/" + recipeId).then()
                .statusCode(200);
        as(management).delete("/v1beta/recipes/" + recipeId).then().statusCode(204);
        String retailer = as(management).body(RetailerBody.american("Shop", "https://shop.example/cart?add={items}"))
                .post("/v1beta/retailers")
                .then().statusCode(201).extract().path("id");
        as(management).body(ProductBody.upsert(ProductBody.product("FL-1KG", "All-Purpose Flour").size(1, "kg")
                        .price(299, "USD").category("baking")))
                .put("/v1beta/retailers/" + retailer + "/products").then().statusCode(200);
        String cartId = as(alice.bearer()).body(CartBody.of(retailer).rawItems("1 kg flour"))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        as(alice.bearer()).body(CartBody.cart().rawItems("2 kg flour")).post("/v1beta/carts/" + cartId + "/items")
                .then().statusCode(200);
        as(alice.bearer()).post("/v1beta/carts/" + cartId + "/checkout").then().statusCode(201);
        String otherCart = as(alice.bearer()).body(CartBody.of(retailer).rawItems("flour"))
                .post("/v1beta/carts").then().statusCode(201).extract().path("id");
        as(alice.bearer()).delete("/v1beta/carts/" + otherCart).then().statusCode(204);
        String plan = as(alice.bearer()).body(Map.of("name", "Week", "start_date", "2026-12-07", "days", 7))
                .post("/v1beta/meal-plans").then().statusCode(201).extract().path("id");
        as(alice.bearer()).body(Map.of("name", "This week")).patch("/v1beta/meal-plans/" + plan).then()
                .statusCode(200);
        as(alice.bearer()).delete("/v1beta/meal-plans/" + plan).then().statusCode(204);
        as(alice.bearer()).delete("/v1beta/users/me").then().statusCode(204);

        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(50)).until(() ->
                receiver.at("/all").stream().map(r -> body(r).getString("type")).collect(Collectors.toSet())
                        .containsAll(EventTypes.CATALOGUE));
        Thread.sleep(500); // a duplicate would arrive in this time
        List<Receiver.Received> got = receiver.at("/all");
        Set<String> types = new TreeSet<>();
        Map<String, Integer> perEvent = new HashMap<>();
        for (Receiver.Received r : got) {
            JsonPath event = body(r);
            types.add(event.getString("type"));
            perEvent.merge(event.getString("id"), 1, Integer::sum);
            assertThat(r.header("Larder-Event-Id")).isEqualTo(event.getString("id"));
            assertThat(r.header("Content-Type")).startsWith("application/json");
            assertThat(event.getMap("")).containsOnlyKeys("id", "type", "created_at", "data");
            assertThat(event.getMap("data")).containsKey("object");
            SignatureCheck.assertSignedBy(r, secret);
            assertThat(SignatureCheck.larderSignatureCount(r)).isEqualTo(1);
        }
        assertThat(types).containsAll(EventTypes.CATALOGUE);
        assertThat(perEvent).allSatisfy((id, n) -> assertThat(n).as(id).isEqualTo(1));
        // And the body is the outbox row as stored: the list's event carries its id.
        assertThat(got.stream().map(Receiver::bodyOf).filter(e -> e.getString("type").equals("list.created"))
                .map(e -> e.getString("data.object.id")).toList()).containsExactly(listId);

        as(management).get("/v1beta/webhooks/" + hook.getString("id") + "/deliveries?limit=100").then()
                .statusCode(200)
                .body("data.size()", equalTo(got.size()))
                .body("data.outcome", org.hamcrest.Matchers.everyItem(equalTo("delivered")))
                .body("data[0].attempt", equalTo(1))
                .body("data[0].response_status", equalTo(200));
    }

    @Test
    void endpointsHearOnlyTheTypesTheySubscribedToOrEverythingWithStar() {
        endpoint(management, "/lists", List.of("list.created"));
        endpoint(management, "/star", List.of("*"));
        endpoint(management, "/carts", List.of("cart.created", "checkout.submitted"));
        Tokens alice = fixtures.anonymous(app);
        String listId = list(alice, "One");
        as(alice.bearer()).body(ListBody.named("Two")).patch("/v1beta/lists/" + listId).then().statusCode(200);

        List<Receiver.Received> star = awaitReceived("/star", 2);
        List<Receiver.Received> lists = awaitReceived("/lists", 1);
        assertThat(star.stream().map(r -> body(r).getString("type")))
                .containsExactlyInAnyOrder("list.created", "list.updated");
        assertThat(lists).singleElement().satisfies(r -> assertThat(body(r).getString("type"))
                .isEqualTo("list.created"));
        assertThat(receiver.at("/lists")).hasSize(1);
        assertThat(receiver.at("/carts")).isEmpty();
    }

    @Test
    void anotherAppsEventsAreNeverDelivered() {
        TestApp other = fixtures.app();
        String otherManagement = "Bearer " + fixtures.managementToken(other);
        endpoint(otherManagement, "/other", List.of("*"));
        endpoint(management, "/mine", List.of("*"));
        list(fixtures.anonymous(app), "Mine");
        awaitReceived("/mine", 1);
        String otherList = list(fixtures.anonymous(other), "Theirs");
        List<Receiver.Received> theirs = awaitReceived("/other", 1);
        assertThat(body(theirs.getFirst()).getString("data.object.id")).isEqualTo(otherList);
        assertThat(receiver.at("/mine")).hasSize(1);
        assertThat(receiver.at("/other")).hasSize(1);
    }

    @Test
    void aReceiverThatFailsTwiceGetsTheEventOnTheThirdAttempt() {
        List<Integer> statuses = new ArrayList<>(List.of(500, 502));
        receiver.answer("/flaky", r -> Receiver.Answer.of(statuses.isEmpty() ? 200 : statuses.removeFirst()));
        String id = endpoint(management, "/flaky", List.of("list.created")).getString("id");
        list(fixtures.anonymous(app), "Retry me");

        awaitDelivery(id, 1, "pending", 500);
        clock.advance(Duration.ofSeconds(11)); // the first retry is due within 10 s (5 s on average)
        awaitDelivery(id, 2, "pending", 502);
        clock.advance(Duration.ofSeconds(61)); // the second within 60 s (30 s on average)
        awaitDelivery(id, 3, "delivered", 200);
        List<Receiver.Received> got = receiver.at("/flaky");
        assertThat(got).hasSize(3);
        assertThat(got.stream().map(r -> r.header("Larder-Event-Id")).distinct()).hasSize(1);

        // Each attempt is kept with its response status, newest first, in the list and on the delivery itself.
        JsonPath listed = as(management).get("/v1beta/webhooks/" + id + "/deliveries")
                .then().statusCode(200).extract().jsonPath();
        assertThat(listed.getList("data[0].recent_attempts.attempt", Integer.class)).containsExactly(3, 2, 1);
        assertThat(listed.getList("data[0].recent_attempts.response_status", Integer.class))
                .containsExactly(200, 502, 500);
        assertThat(listed.getList("data[0].recent_attempts.error", String.class))
                .containsExactly(null, "HTTP 502", "HTTP 500");
        assertThat(listed.getList("data[0].recent_attempts.attempted_at", String.class)).doesNotContainNull();
        String delivery = listed.getString("data[0].id");
        as(management).get("/v1beta/webhooks/" + id + "/deliveries/" + delivery).then().statusCode(200)
                .body("recent_attempts.response_status", equalTo(List.of(200, 502, 500)));
    }

    /**
     * Waits for attempt {@code attempt} to have answered {@code status}. While the delivery is pending, its next
     * attempt may come within moments (the retry's wait is drawn from 0 s up), so the attempt is looked for in the
     * delivery's history rather than as its latest; an outcome that ends the delivery is its latest for good.
     */
    private void awaitDelivery(String webhook, int attempt, String outcome, int status) {
        await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(50)).untilAsserted(() -> {
            var delivery = as(management).get("/v1beta/webhooks/" + webhook + "/deliveries").then().statusCode(200)
                    .body("data[0].recent_attempts.find { it.attempt == " + attempt + " }.response_status",
                            equalTo(status));
            if (!outcome.equals("pending")) {
                delivery.body("data[0].attempt", equalTo(attempt))
                        .body("data[0].outcome", equalTo(outcome))
                        .body("data[0].response_status", equalTo(status));
            }
        });
    }

    @Test
    void aRedirectIsNotFollowedButRetriedAndAttemptsWaitTenSecondsAtMost() throws Exception {
        receiver.answer("/moved", r -> new Receiver.Answer(307, Map.of("Location", receiver.url("/new-home"))));
        String id = endpoint(management, "/moved", List.of("list.created")).getString("id");
        list(fixtures.anonymous(app), "Moved");
        awaitDelivery(id, 1, "pending", 307);
        Thread.sleep(300);
        assertThat(receiver.at("/new-home")).as("the redirect's target").isEmpty();
        assertThat(settings.timeout()).as("the contract's timeout, by default").isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void retryAfterOfA503IsHonoured() {
        receiver.answer("/busy", r -> new Receiver.Answer(503, Map.of("Retry-After", "3600")));
        String id = endpoint(management, "/busy", List.of("list.created")).getString("id");
        list(fixtures.anonymous(app), "Later");
        awaitDelivery(id, 1, "pending", 503);
        String next = as(management).get("/v1beta/webhooks/" + id + "/deliveries").then().extract()
                .path("data[0].next_attempt_at");
        Duration wait = Duration.between(clock.instant(), java.time.Instant.parse(next));
        assertThat(wait).isBetween(Duration.ofMinutes(59), Duration.ofMinutes(61));
    }

    @Test
    void aGoneAnswerDisablesTheEndpoint() throws Exception {
        receiver.answer("/gone", r -> Receiver.Answer.of(410));
        String id = endpoint(management, "/gone", List.of("*")).getString("id");
        Tokens alice = fixtures.anonymous(app);
        list(alice, "First");
        awaitDelivery(id, 1, "failed", 410);
        as(management).get("/v1beta/webhooks/" + id).then().statusCode(200)
                .body("enabled", equalTo(false))
                .body("disabled_reason", startsWith("The endpoint answered 410"));
        list(alice, "Second");
        Thread.sleep(500);
        assertThat(receiver.at("/gone")).hasSize(1);
        as(management).get("/v1beta/webhooks/" + id + "/deliveries").then().body("data.size()", equalTo(1));
    }

    @Test
    void theSecretIsShownOnceAndRotationSignsWithBothFor24Hours() {
        JsonPath created = endpoint(management, "/rotate", List.of("list.created"));
        String id = created.getString("id");
        String first = created.getString("secret");
        as(management).get("/v1beta/webhooks/" + id).then().statusCode(200).body("$", not(hasKey("secret")));
        as(management).get("/v1beta/webhooks").then().statusCode(200).body("data[0]", not(hasKey("secret")));

        String second = as(management).post("/v1beta/webhooks/" + id + "/rotate_secret").then().statusCode(200)
                .extract().path("secret");
        assertThat(second).isNotEqualTo(first).startsWith("whsec_");
        as(management).post("/v1beta/webhooks/" + id + "/ping").then().statusCode(201)
                .body("event_type", equalTo("webhook.ping"));
        Receiver.Received ping = awaitReceived("/rotate", 1).getFirst();
        assertThat(body(ping).getString("type")).isEqualTo("webhook.ping");
        assertThat(body(ping).getString("data.object.id")).isEqualTo(id);
        SignatureCheck.assertSignedBy(ping, first);
        SignatureCheck.assertSignedBy(ping, second);
        assertThat(SignatureCheck.larderSignatureCount(ping)).isEqualTo(2);
        assertThat(ping.header("webhook-signature").split(" ")).hasSize(2);

        clock.advance(Duration.ofHours(24).plusMinutes(1));
        as(management).post("/v1beta/webhooks/" + id + "/ping").then().statusCode(201);
        Receiver.Received later = awaitReceived("/rotate", 2).get(1);
        assertThat(SignatureCheck.larderSignatureValid(later, second)).isTrue();
        assertThat(SignatureCheck.larderSignatureValid(later, first)).isFalse();
        assertThat(SignatureCheck.larderSignatureCount(later)).isEqualTo(1);
    }

    @Test
    void aDeliveryCanBeSentAgain() {
        String id = endpoint(management, "/again", List.of("list.created")).getString("id");
        list(fixtures.anonymous(app), "Again");
        awaitReceived("/again", 1);
        awaitDelivery(id, 1, "delivered", 200);
        String delivery = as(management).get("/v1beta/webhooks/" + id + "/deliveries").then().extract()
                .path("data[0].id");
        String again = as(management).post("/v1beta/webhooks/" + id + "/deliveries/" + delivery + "/redeliver")
                .then().statusCode(201).body("outcome", equalTo("pending")).extract().path("id");
        assertThat(again).isNotEqualTo(delivery).startsWith("dlv_");
        List<Receiver.Received> got = awaitReceived("/again", 2);
        assertThat(got.get(1).body()).isEqualTo(got.get(0).body());
        as(management).get("/v1beta/webhooks/" + id + "/deliveries/" + again).then().statusCode(200);
        as(management).post("/v1beta/webhooks/" + id + "/deliveries/dlv_nope/redeliver").then().statusCode(404);
    }

    @Test
    void endpointsAreListedChangedAndDeleted() {
        String first = endpoint(management, "/a", List.of("list.created")).getString("id");
        String second = endpoint(management, "/b", List.of("*")).getString("id");
        as(management).get("/v1beta/webhooks?limit=1").then().statusCode(200)
                .body("data.id", org.hamcrest.Matchers.contains(first))
                .body("paging.cursors.after", org.hamcrest.Matchers.notNullValue());
        as(management).body(WebhookBody.to(receiver.url("/c")).events("cart.created", "cart.updated").enabled(false))
                .patch("/v1beta/webhooks/" + first).then().statusCode(200)
                .body("events", org.hamcrest.Matchers.contains("cart.created", "cart.updated"))
                .body("enabled", equalTo(false))
                .body("url", equalTo(receiver.url("/c")));
        as(management).delete("/v1beta/webhooks/" + second).then().statusCode(204);
        as(management).get("/v1beta/webhooks/" + second).then().statusCode(404);
        as(management).get("/v1beta/webhooks").then().body("data.id", org.hamcrest.Matchers.contains(first));
    }

    @Test
    void onlyTheAppsManagementTokenMayTouchItsWebhooks() {
        String id = endpoint(management, "/mine", List.of("*")).getString("id");
        Tokens user = fixtures.anonymous(app);
        as(user.bearer()).get("/v1beta/webhooks").then().statusCode(403).body("code", equalTo("auth.forbidden"));
        as(user.bearer()).body(WebhookBody.to(receiver.url("/x")).events("*")).post("/v1beta/webhooks")
                .then().statusCode(403).body("code", equalTo("auth.forbidden"));
        String other = "Bearer " + fixtures.managementToken(fixtures.app());
        as(other).get("/v1beta/webhooks/" + id).then().statusCode(404).body("code", equalTo("not_found"));
        as(other).delete("/v1beta/webhooks/" + id).then().statusCode(404);
        as(other).post("/v1beta/webhooks/" + id + "/ping").then().statusCode(404);
        as(other).get("/v1beta/webhooks/" + id + "/deliveries").then().statusCode(404);
        as(other).get("/v1beta/webhooks").then().statusCode(200).body("data.size()", equalTo(0));
    }

    @Test
    void invalidEndpointsAreRefusedWithPointers() {
        as(management).body(WebhookBody.to("ftp://hooks.example/x").events("*"))
                .post("/v1beta/webhooks").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/url"));
        as(management).body(WebhookBody.to("https://user:pw@hooks.example/x").events("*"))
                .post("/v1beta/webhooks").then().statusCode(422).body("errors[0].pointer", equalTo("/url"));
        as(management).body(WebhookBody.to("/relative").events("*"))
                .post("/v1beta/webhooks").then().statusCode(422).body("errors[0].pointer", equalTo("/url"));
        as(management).body(WebhookBody.to(receiver.url("/x")).events("list.created", "list.eaten"))
                .post("/v1beta/webhooks").then().statusCode(422).body("errors[0].pointer", equalTo("/events/1"));
        as(management).body(WebhookBody.to(receiver.url("/x")).events("*", "list.created"))
                .post("/v1beta/webhooks").then().statusCode(422).body("errors[0].pointer", equalTo("/events/0"));
        as(management).body(WebhookBody.to(receiver.url("/x")).events(List.of()))
                .post("/v1beta/webhooks").then().statusCode(422).body("errors[0].pointer", equalTo("/events"));
        as(management).body(WebhookBody.to(receiver.url("/x"))).post("/v1beta/webhooks").then().statusCode(422)
                .body("errors[0].pointer", equalTo("/events"));
        as(management).get("/v1beta/webhooks").then().body("data.size()", equalTo(0));
    }

    @Test
    void anAppHasAtMostTwentyEndpoints() {
        for (int i = 0; i < 20; i++) {
            endpoint(management, "/n" + i, List.of("*"));
        }
        as(management).body(WebhookBody.to(receiver.url("/n20")).events("*")).post("/v1beta/webhooks")
                .then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/"));
        String first = as(management).get("/v1beta/webhooks?limit=1").then().extract().path("data[0].id");
        as(management).delete("/v1beta/webhooks/" + first).then().statusCode(204);
        endpoint(management, "/n20", List.of("*"));
    }

    @Test
    void metricsCountDeliveriesAndTimeThem() {
        endpoint(management, "/metrics", List.of("list.created"));
        list(fixtures.anonymous(app), "Measured");
        awaitReceived("/metrics", 1);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            String metrics = raw().get("/metrics").then().statusCode(200).extract().asString();
            assertThat(metrics).contains("larder_webhook_deliveries_total{outcome=\"delivered\"}")
                    .contains("larder_webhook_event_to_delivery_seconds_bucket")
                    .contains("larder_webhook_deliveries_pending");
        });
    }
}
