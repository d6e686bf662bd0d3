package larder.list;

import static larder.list.db.Tables.LIST_CHANGE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import larder.support.Fixtures.Tokens;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.RecipeRef;
import larder.support.TestRecipes;
import org.junit.jupiter.api.Test;

/** The change log of a list (docs/api.md §7.1): one change per change, in order, with its combined lines. */
class ListChangesIT extends SharedListTest {

    private void share(String listId, Tokens member) {
        share(alice, listId, member);
    }

    private JsonPath read(String listId) {
        return as(alice).get("/v1beta/lists/" + listId).then().statusCode(200).extract().jsonPath();
    }

    private JsonPath changes(Tokens tokens, String listId, long afterVersion) {
        return as(tokens).get("/v1beta/lists/" + listId + "/changes?after_version=" + afterVersion).then()
                .statusCode(200).extract().jsonPath();
    }

    @Test
    void changesAreExactlyTheScriptedSequenceInOrderWithTheirCombinedLines() {
        String pancakes = as(management).body(TestRecipes.recipe("Pancakes", List.of("test"), "2 eggs", "1 cup milk"))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        String id = newList(alice.bearer(), ListBody.named("Week")
                .items(ItemBody.item("flour").quantity(1).unit("cup")));
        String items = "/v1beta/lists/" + id + "/items/";
        List<JsonPath> seen = new ArrayList<>(); // the list at each version, from 1
        seen.add(read(id));
        String f1 = seen.getFirst().getString("items[0].id");
        String flourLine = seen.getFirst().getString("combined_items[0].id");

        share(id, bob);
        seen.add(read(id));
        as(alice).body(ListBody.list().items(ItemBody.item("flour").quantity(2).unit("cup")))
                .post("/v1beta/lists/" + id + "/items").then().statusCode(200);
        seen.add(read(id));
        String f2 = seen.getLast().getString("items[1].id");
        as(bob).body(ListItemPatch.checked(true)).patch(items + f1).then().statusCode(200);
        seen.add(read(id));
        as(bob).delete(items + f2).then().statusCode(204);
        seen.add(read(id));
        as(alice).body(Map.of("name", "Party")).patch("/v1beta/lists/" + id).then().statusCode(200);
        seen.add(read(id));
        as(alice).body(ListBody.list().recipes(RecipeRef.recipe(pancakes))).post("/v1beta/lists/" + id + "/items")
                .then().statusCode(200);
        seen.add(read(id));
        as(alice).delete("/v1beta/lists/" + id + "/recipes/" + pancakes).then().statusCode(204);
        seen.add(read(id));

        String aliceId = fixtures.userId(alice);
        String bobId = fixtures.userId(bob);
        JsonPath log = changes(bob, id, 1);
        assertThat(log.getLong("version")).isEqualTo(8);
        assertThat(log.getList("changes.version", Long.class)).containsExactly(2L, 3L, 4L, 5L, 6L, 7L, 8L);
        assertThat(log.getList("changes.type", String.class)).containsExactly("list.updated", "item.added",
                "item.updated", "item.removed", "list.updated", "recipe.added", "recipe.removed");
        assertThat(log.getList("changes.by", String.class)).containsExactly(bobId, aliceId, bobId, bobId, aliceId,
                aliceId, aliceId);
        assertThat(log.getLong("changes[0].list.version")).isEqualTo(2);
        assertThat(log.getList("changes[1].items.id", String.class)).containsExactly(f2);
        assertThat(log.getString("changes[2].item.id")).isEqualTo(f1);
        assertThat(log.getBoolean("changes[2].item.checked")).isTrue();
        assertThat(log.getString("changes[3].item_id")).isEqualTo(f2);
        assertThat(log.getString("changes[4].list.name")).isEqualTo("Party");
        assertThat(log.getList("changes[5].recipes.name", String.class)).containsExactly("Pancakes");
        assertThat(log.getList("changes[5].items.name", String.class)).containsExactly("eggs", "milk");
        assertThat(log.getString("changes[6].recipe.id")).isEqualTo(pancakes);
        assertThat(log.getMap("changes[1]")).doesNotContainKeys("item", "item_id", "recipe", "recipes", "list");

        // The flour line keeps its id while its items and quantity change, until its last item leaves it.
        assertThat(log.getList("changes[1].combined_items.id", String.class)).containsExactly(flourLine);
        assertThat(log.getDouble("changes[1].combined_items[0].quantity")).isEqualTo(3.0);
        assertThat(log.getList("changes[1].combined_items[0].item_ids", String.class)).containsExactly(f1, f2);
        // Checking the first flour item moves it to a line of its own, first, as its first item is.
        assertThat(log.getList("changes[2].combined_items.checked", Boolean.class)).containsExactly(true, false);
        assertThat(log.getString("changes[2].combined_items[1].id")).isEqualTo(flourLine);
        assertThat(log.getString("changes[2].combined_items[0].id")).isNotEqualTo(flourLine);
        assertThat(log.getList("changes[3].combined_items_removed", String.class)).containsExactly(flourLine);
        assertThat(log.getList("changes[6].combined_items_removed")).hasSize(2);
        assertThat(log.getList("changes[0].combined_items")).isEmpty();
        // Each change carries exactly the combined lines that differ between the list before it and after it.
        for (int v = 2; v <= 8; v++) {
            Map<String, Object> before = lines(seen.get(v - 2));
            Map<String, Object> after = lines(seen.get(v - 1));
            List<Object> touched = new ArrayList<>();
            after.forEach((line, content) -> {
                if (!content.equals(before.get(line))) {
                    touched.add(content);
                }
            });
            List<String> removed = new ArrayList<>(before.keySet());
            removed.removeAll(after.keySet());
            String change = "changes[" + (v - 2) + "]";
            assertThat(log.getList(change + ".combined_items")).as("version %d", v).isEqualTo(touched);
            assertThat(log.getList(change + ".combined_items_removed", String.class)).as("version %d", v)
                    .isEqualTo(removed);
        }

        JsonPath later = changes(alice, id, 6);
        assertThat(later.getList("changes.version", Long.class)).containsExactly(7L, 8L);
        assertThat(later.getMap("changes[0]")).isEqualTo(log.getMap("changes[5]"));
        as(alice).get("/v1beta/lists/" + id + "/changes?after_version=8").then().statusCode(200)
                .body("version", equalTo(8)).body("changes", empty());
    }

    private static Map<String, Object> lines(JsonPath list) {
        Map<String, Object> lines = new LinkedHashMap<>();
        for (Map<String, Object> line : list.<Map<String, Object>>getList("combined_items")) {
            lines.put((String) line.get("id"), line);
        }
        return lines;
    }

    @Test
    void aChangeByTheAppsServerIsByNobody() {
        String id = newList(management, ListBody.named("Store"));
        as(management).body(ListBody.list().items(ItemBody.item("salt"))).post("/v1beta/lists/" + id + "/items")
                .then().statusCode(200);
        JsonPath log = as(management).get("/v1beta/lists/" + id + "/changes?after_version=1").then()
                .statusCode(200).extract().jsonPath();
        assertThat(log.getMap("changes[0]")).containsEntry("by", null).containsEntry("type", "item.added");
    }

    @Test
    void changesOlderThanTheLastThousandAreGone() {
        String id = newList(alice.bearer(), ListBody.named("Busy"));
        as(alice).get("/v1beta/lists/" + id + "/changes?after_version=0").then().statusCode(410)
                .body("code", equalTo("list.changes_expired"));
        for (int i = 0; i < 1001; i++) {
            raw().header("Authorization", alice.bearer()).contentType(ContentType.JSON)
                    .body(Map.of("name", "Busy " + i)).patch("/v1beta/lists/" + id).then().statusCode(200);
        }
        assertThat(db.fetchCount(LIST_CHANGE, LIST_CHANGE.LIST_ID.eq(id))).isEqualTo(1000);
        as(alice).get("/v1beta/lists/" + id + "/changes?after_version=1").then().statusCode(410)
                .body("code", equalTo("list.changes_expired"));
        JsonPath kept = changes(alice, id, 2);
        assertThat(kept.getLong("version")).isEqualTo(1002);
        assertThat(kept.getList("changes.version", Long.class))
                .isEqualTo(LongStream.rangeClosed(3, 1002).boxed().toList());
        assertThat(kept.getString("changes[999].list.name")).isEqualTo("Busy 1000");
    }

    @Test
    void afterVersionMustBeAVersionTheListHasReached() {
        String id = newList(alice.bearer(), ListBody.named("Checked"));
        String changes = "/v1beta/lists/" + id + "/changes";
        as(alice).get(changes + "?after_version=abc").then().statusCode(400).body("code", equalTo("request.invalid"));
        as(alice).get(changes + "?after_version=1.5").then().statusCode(400);
        as(alice).get(changes).then().statusCode(400);
        as(alice).get(changes + "?after_version=-1").then().statusCode(422).body("code", equalTo("request.invalid"));
        as(alice).get(changes + "?after_version=2").then().statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("after_version"));
        as(alice).header("Accept", "application/xml").get(changes + "?after_version=2").then().statusCode(406);
        as(alice).get(changes + "?after_version=1").then().statusCode(200).body("version", equalTo(1))
                .body("changes", empty());
        as(bob).get(changes + "?after_version=1").then().statusCode(404);
    }

    @Test
    void twoUsersMakingAHundredConcurrentItemChangesEachMakeTwoHundredConsecutiveChanges() throws Exception {
        String id = newList(alice.bearer(), ListBody.named("Race").items(ItemBody.item("apples"),
                ItemBody.item("pears")));
        share(id, bob);
        JsonPath list = read(id);
        long start = list.getLong("version");
        Map<Tokens, String> itemOf = Map.of(alice, list.getString("items[0].id"), bob, list.getString("items[1].id"));
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(16)) {
            for (Tokens user : List.of(alice, bob)) {
                for (int i = 1; i <= 100; i++) {
                    int quantity = i;
                    answers.add(pool.submit(() -> {
                        go.await();
                        return raw().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                                .body(ListItemPatch.quantity(quantity))
                                .patch("/v1beta/lists/" + id + "/items/" + itemOf.get(user)).statusCode();
                    }));
                }
            }
            go.countDown();
            for (Future<Integer> answer : answers) {
                assertThat(answer.get()).isEqualTo(200);
            }
        }
        JsonPath log = changes(alice, id, start);
        assertThat(log.getLong("version")).isEqualTo(start + 200);
        assertThat(log.getList("changes.version", Long.class))
                .isEqualTo(LongStream.rangeClosed(start + 1, start + 200).boxed().toList());
        List<String> by = log.getList("changes.by", String.class);
        assertThat(Collections.frequency(by, fixtures.userId(alice))).isEqualTo(100);
        assertThat(Collections.frequency(by, fixtures.userId(bob))).isEqualTo(100);
        assertThat(log.getList("changes.type", String.class)).containsOnly("item.updated");
    }

    @Test
    void queuedChangesFromADeviceThatWasOfflineApplyAsTodayAndNeverAnswer500() {
        String id = newList(alice.bearer(), ListBody.named("Trip").items(ItemBody.item("milk"), ItemBody.item("eggs"),
                ItemBody.item("bread")));
        share(id, bob);
        JsonPath list = read(id);
        long bobKnows = list.getLong("version");
        String milk = list.getString("items[0].id");
        String eggs = list.getString("items[1].id");
        String items = "/v1beta/lists/" + id + "/items";

        // While Bob is offline, Alice checks the milk and deletes the eggs.
        as(alice).body(ListItemPatch.checked(true)).patch(items + "/" + milk).then().statusCode(200);
        as(alice).delete(items + "/" + eggs).then().statusCode(204);

        // Bob's queue: a change guarded by the version he knew is refused; checking is a set, however often sent;
        // the eggs are gone; an add retried with its key lands once.
        as(bob).header("If-Match", "\"" + bobKnows + "\"").body(ListItemPatch.checked(true))
                .patch(items + "/" + milk).then().statusCode(412).body("code", equalTo("precondition_failed"));
        for (int i = 0; i < 2; i++) {
            as(bob).body(ListItemPatch.checked(true)).patch(items + "/" + milk).then().statusCode(200)
                    .body("items.find { it.id == '" + milk + "' }.checked", equalTo(true));
        }
        as(bob).body(ListItemPatch.checked(true)).patch(items + "/" + eggs).then().statusCode(404)
                .body("code", equalTo("not_found"));
        as(bob).delete(items + "/" + eggs).then().statusCode(404).body("code", equalTo("not_found"));
        Response added = as(bob).header("Idempotency-Key", "offline-1")
                .body(ListBody.list().items(ItemBody.item("butter"))).post(items);
        added.then().statusCode(200);
        as(bob).header("Idempotency-Key", "offline-1").body(ListBody.list().items(ItemBody.item("butter")))
                .post(items).then().statusCode(200).header("Idempotent-Replayed", "true")
                .body("version", equalTo(added.path("version")));

        // Back online, Bob reads what he missed and what he did, once each.
        JsonPath log = changes(bob, id, bobKnows);
        assertThat(log.getList("changes.type", String.class)).containsExactly("item.updated", "item.removed",
                "item.updated", "item.updated", "item.added");
        assertThat(log.getList("changes[4].items.name", String.class)).containsExactly("butter");
        for (int i = 0; i < 4; i++) {
            assertThat(log.getMap("changes[" + i + "]")).doesNotContainKey("items");
        }
        as(bob).get("/v1beta/lists/" + id).then().statusCode(200).body("items.name", contains("milk", "bread",
                "butter")).body("items[0].checked", equalTo(true));
    }
}
