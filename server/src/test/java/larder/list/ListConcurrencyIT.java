package larder.list;

import static larder.list.db.Tables.SHOPPING_LIST;
import static larder.webhook.db.Tables.OUTBOX_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ListConcurrencyIT extends IntegrationTest {

    @Autowired
    private DSLContext db;

    @Autowired
    private ListStore store;

    /** The 50 items of one request are stored together: changes to them from two devices at once must all land. */
    @Test
    void twoClientsCheckingAndDeletingItemsAddedTogetherAtOnceLoseNoChange() throws Exception {
        TestApp app = fixtures.app();
        Tokens alice = fixtures.anonymous(app);
        Tokens aliceOnAnotherDevice = fixtures.refresh(app, alice.refreshToken());
        var created = api().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                .body(ListBody.list().items(ItemBody.numbered(50))).post("/v1beta/lists").then().statusCode(201)
                .extract().jsonPath();
        String id = created.getString("id");
        List<String> items = created.getList("items.id");
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(16)) {
            for (int i = 0; i < 50; i++) {
                String item = items.get(i);
                boolean check = i % 2 == 0;
                Tokens device = check ? alice : aliceOnAnotherDevice;
                answers.add(pool.submit(() -> {
                    start.await();
                    var request = raw().header("Authorization", device.bearer()).contentType(ContentType.JSON);
                    String path = "/v1beta/lists/" + id + "/items/" + item;
                    return check ? request.body(ListItemPatch.checked(true)).patch(path).statusCode()
                            : request.delete(path).statusCode();
                }));
            }
            start.countDown();
            for (Future<Integer> answer : answers) {
                assertThat(answer.get()).isIn(200, 204);
            }
        }
        var read = api().header("Authorization", alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200)
                .body("item_count", equalTo(25)).body("version", equalTo(51)).extract().jsonPath();
        List<String> evenItems = new ArrayList<>();
        for (int i = 0; i < 50; i += 2) {
            evenItems.add(items.get(i));
        }
        assertThat(read.<String>getList("items.id")).isEqualTo(evenItems);
        assertThat(read.<Boolean>getList("items.checked")).hasSize(25).containsOnly(true);
        assertThat(storedItems(id)).isEqualTo(25);
    }

    @Test
    void twoClientsAddingAHundredItemsEachAtOnceLeaveExactlyTwoHundred() throws Exception {
        TestApp app = fixtures.app();
        Tokens alice = fixtures.anonymous(app);
        Tokens aliceOnAnotherDevice = fixtures.refresh(app, alice.refreshToken());
        String id = api().header("Authorization", alice.bearer()).contentType(ContentType.JSON).body("{}")
                .post("/v1beta/lists").then().statusCode(201).extract().path("id");
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(16)) {
            for (Tokens device : List.of(alice, aliceOnAnotherDevice)) {
                for (int i = 0; i < 100; i++) {
                    String name = device == alice ? "a" + i : "b" + i;
                    answers.add(pool.submit(() -> {
                        start.await();
                        return raw().header("Authorization", device.bearer()).contentType(ContentType.JSON)
                                .body(ListBody.list().items(ItemBody.item(name)))
                                .post("/v1beta/lists/" + id + "/items").statusCode();
                    }));
                }
            }
            start.countDown();
            for (Future<Integer> answer : answers) {
                assertThat(answer.get()).isEqualTo(200);
            }
        }
        api().header("Authorization", alice.bearer()).get("/v1beta/lists/" + id).then().statusCode(200)
                .body("item_count", equalTo(200)).body("items.size()", equalTo(200))
                .body("version", equalTo(201));
        assertThat(storedItems(id)).isEqualTo(200);
    }

    @Test
    void anIdempotencyKeyReplaysTheFirstAnswerOnce() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        String body = "{\"name\":\"Once\",\"raw_items\":[\"1 onion\"]}";
        Response first = api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "list-once-1")
                .contentType(ContentType.JSON).body(body).post("/v1beta/lists");
        first.then().statusCode(201).header("Idempotent-Replayed", (String) null);
        Response again = api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "list-once-1")
                .contentType(ContentType.JSON).body(body).post("/v1beta/lists");
        again.then().statusCode(201).header("Idempotent-Replayed", "true")
                .header("Location", first.header("Location")).header("ETag", first.header("ETag"));
        assertThat(again.asString()).isEqualTo(first.asString());
        assertThat(db.fetchCount(SHOPPING_LIST, SHOPPING_LIST.NAME.eq("Once")
                .and(SHOPPING_LIST.USER_ID.eq(fixtures.userId(tokens))))).isEqualTo(1);

        api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "list-once-1")
                .contentType(ContentType.JSON).body("{\"name\":\"Different\"}").post("/v1beta/lists").then()
                .statusCode(422).body("code", equalTo("idempotency.key_reused"));
        Tokens other = fixtures.anonymous(fixtures.app());
        api().header("Authorization", other.bearer()).header("Idempotency-Key", "list-once-1")
                .contentType(ContentType.JSON).body(body).post("/v1beta/lists").then().statusCode(201)
                .header("Idempotent-Replayed", (String) null);
    }

    @Test
    void aRefusalIsRememberedTooAndChangesNothing() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        String tooMany = "{\"recipes\":[" + "{\"id\":\"rcp_x\"},".repeat(25) + "{\"id\":\"rcp_x\"}]}";
        api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "refused-1")
                .contentType(ContentType.JSON).body(tooMany).post("/v1beta/lists").then().statusCode(422);
        api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "refused-1")
                .contentType(ContentType.JSON).body(tooMany).post("/v1beta/lists").then().statusCode(422)
                .header("Idempotent-Replayed", "true").body("code", equalTo("request.too_many_recipes"));
        assertThat(db.fetchCount(SHOPPING_LIST, SHOPPING_LIST.USER_ID.eq(fixtures.userId(tokens)))).isZero();
    }

    @Test
    void concurrentDuplicatesMakeOneListAndTheOthersWaitOrReplay() throws Exception {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        String items = "[" + "{\"name\":\"x\"},".repeat(49) + "{\"name\":\"x\"}]";
        String body = "{\"name\":\"Dup\",\"items\":" + items + "}";
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(10)) {
            for (int i = 0; i < 10; i++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "dup-1")
                            .contentType(ContentType.JSON).body(body).post("/v1beta/lists");
                }));
            }
            start.countDown();
            String created = null;
            for (Future<Response> answer : answers) {
                Response response = answer.get();
                assertThat(response.statusCode()).isIn(201, 409);
                if (response.statusCode() == 409) {
                    assertThat(response.jsonPath().getString("code")).isEqualTo("idempotency.in_progress");
                } else {
                    String id = response.jsonPath().getString("id");
                    assertThat(created == null || created.equals(id)).isTrue();
                    created = id;
                }
            }
            assertThat(created).isNotNull();
        }
        assertThat(db.fetchCount(SHOPPING_LIST, SHOPPING_LIST.NAME.eq("Dup")
                .and(SHOPPING_LIST.USER_ID.eq(fixtures.userId(tokens))))).isEqualTo(1);
        api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "dup-1")
                .contentType(ContentType.JSON).body(body).post("/v1beta/lists").then().statusCode(201)
                .header("Idempotent-Replayed", "true");
    }

    @Test
    void badIdempotencyKeysAre400() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        api().header("Authorization", tokens.bearer()).header("Idempotency-Key", "k".repeat(256))
                .contentType(ContentType.JSON).body("{}").post("/v1beta/lists").then().statusCode(400)
                .body("code", equalTo("request.invalid"));
    }

    @Test
    void listEventsAreRecordedWithTheChangeAndNotForARefusal() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        String id = api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"raw_items\":[\"1 fig\"]}").post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"items\":[{\"name\":\"dates\"}]}").post("/v1beta/lists/" + id + "/items").then()
                .statusCode(200);
        api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body("{\"items\":[{\"name\":\"\"}]}").post("/v1beta/lists/" + id + "/items").then()
                .statusCode(422);
        api().header("Authorization", tokens.bearer()).delete("/v1beta/lists/" + id).then().statusCode(204);
        List<String> types = db.select(OUTBOX_EVENT.TYPE).from(OUTBOX_EVENT)
                .where(OUTBOX_EVENT.CLIENT_ID.eq(app.clientId()), OUTBOX_EVENT.PAYLOAD.contains(id))
                .orderBy(OUTBOX_EVENT.ID).fetch(OUTBOX_EVENT.TYPE);
        assertThat(types).containsExactly("list.created", "list.updated", "list.deleted");
        String payload = db.select(OUTBOX_EVENT.PAYLOAD).from(OUTBOX_EVENT)
                .where(OUTBOX_EVENT.CLIENT_ID.eq(app.clientId()), OUTBOX_EVENT.TYPE.eq("list.updated"))
                .fetchOne(OUTBOX_EVENT.PAYLOAD);
        assertThat(payload).contains("\"type\":\"list.updated\"").contains("\"data\":{\"object\":{\"id\":\"" + id)
                .contains("\"item_count\":2").doesNotContain("\"items\"");
    }

    /** The items stored for a list, read past the API. */
    private int storedItems(String listId) {
        return store.items(listId).size();
    }
}
