package larder.list;

import static larder.list.db.Tables.LIST_CHANGE;
import static larder.list.db.Tables.LIST_INVITE;
import static larder.list.db.Tables.LIST_MEMBER;
import static larder.webhook.db.Tables.OUTBOX_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import larder.platform.Secrets;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.ItemBody;
import larder.support.ListBody;
import larder.support.ListItemPatch;
import larder.support.RecipeRef;
import larder.support.TestRecipes;
import org.junit.jupiter.api.Test;

/** Two users share a list (docs/api.md §7.1): invites, joining, members, roles, leaving, erasure, and every route. */
class SharedListsIT extends SharedListTest {

    private String newList(Tokens owner, ListBody body) {
        return newList(owner.bearer(), body);
    }

    private String invite(Tokens member, String listId) {
        return invite(member.bearer(), listId);
    }

    private String shared(Tokens owner, Tokens... members) {
        String id = newList(owner, ListBody.named("Household").items(ItemBody.item("milk")));
        share(owner, id, members);
        return id;
    }

    private long version(Tokens tokens, String listId) {
        return as(tokens).get("/v1beta/lists/" + listId).then().statusCode(200).extract().jsonPath()
                .getLong("version");
    }

    private List<String> listIds(Tokens tokens) {
        return as(tokens).get("/v1beta/lists?limit=100").then().statusCode(200).extract().path("data.id");
    }

    @Test
    void twoUsersShareAListByAnInviteCode() {
        String id = newList(alice, ListBody.named("Household").items(ItemBody.item("milk")));
        Instant before = clock.instant();
        JsonPath invite = as(alice).post("/v1beta/lists/" + id + "/invites").then().statusCode(201)
                .extract().jsonPath();
        String code = invite.getString("code");
        assertThat(Instant.parse(invite.getString("expires_at")))
                .isBetween(before.plus(Duration.ofDays(7)), clock.instant().plus(Duration.ofDays(7)));
        // At least 128 random bits, and only the code's hash is kept.
        assertThat(code.length() - "lsi_".length()).isGreaterThanOrEqualTo(22);
        assertThat(db.fetchExists(LIST_INVITE, LIST_INVITE.CODE_HASH.eq(Secrets.hash(code)))).isTrue();
        assertThat(db.fetchExists(LIST_INVITE, LIST_INVITE.CODE_HASH.eq(code))).isFalse();

        join(bob, code).then().statusCode(200).header("ETag", "\"2\"").body("id", equalTo(id))
                .body("primary", equalTo(false)).body("version", equalTo(2)).body("items.name", contains("milk"));
        as(bob).get("/v1beta/lists").then().statusCode(200).body("data.find { it.id == '" + id + "' }.role",
                equalTo("member")).body("data.find { it.id == '" + id + "' }.primary", equalTo(false));
        as(alice).get("/v1beta/lists").then().statusCode(200).body("data.find { it.id == '" + id + "' }.role",
                equalTo("owner")).body("data.find { it.id == '" + id + "' }.primary", equalTo(true));
        as(alice).get("/v1beta/lists/" + id + "/members").then().statusCode(200)
                .body("data.user_id", contains(fixtures.userId(alice), fixtures.userId(bob)))
                .body("data.role", contains("owner", "member"));

        // Joining again, or the owner joining, changes nothing; a second code works too, and as often as wanted.
        join(bob, code).then().statusCode(200).body("version", equalTo(2));
        join(alice, invite(bob, id)).then().statusCode(200).body("version", equalTo(2)).body("primary", equalTo(true));
        Tokens carol = fixtures.anonymous(app);
        join(carol, code).then().statusCode(200).body("version", equalTo(3));
        assertThat(db.fetchCount(LIST_MEMBER, LIST_MEMBER.LIST_ID.eq(id))).isEqualTo(2);

        // A member's change is the owner's to see, and the other way round.
        as(bob).body(ListBody.list().items(ItemBody.item("bread"))).post("/v1beta/lists/" + id + "/items").then()
                .statusCode(200);
        as(alice).get("/v1beta/lists/" + id).then().statusCode(200).body("items.name", contains("milk", "bread"));
    }

    @Test
    void unknownExpiredAndOtherAppCodesAreNotFound() {
        String id = newList(alice, ListBody.named("Household"));
        String code = invite(alice, id);
        join(bob, "lsi_" + "A".repeat(43)).then().statusCode(404).body("code", equalTo("not_found"));
        join(bob, code + "x").then().statusCode(404);
        as(bob).body(Map.of("code", "")).post("/v1beta/lists/join").then().statusCode(422)
                .body("code", equalTo("request.invalid"));
        as(bob).body(Map.of()).post("/v1beta/lists/join").then().statusCode(422);
        as(bob).header("Accept", "text/html").body(Map.of("code", code + "x")).post("/v1beta/lists/join").then()
                .statusCode(406).body("code", equalTo("request.not_acceptable"));
        as(management).body(Map.of("code", code)).post("/v1beta/lists/join").then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));

        TestApp other = fixtures.app();
        join(fixtures.anonymous(other), code).then().statusCode(404);

        clock.advance(Duration.ofDays(7).minusMinutes(1));
        join(fixtures.anonymous(app), code).then().statusCode(200);
        clock.advance(Duration.ofMinutes(2));
        Tokens late = fixtures.anonymous(app);
        join(late, code).then().statusCode(404).body("code", equalTo("not_found"));
        assertThat(listIds(late)).doesNotContain(id);
        assertThat(db.fetchCount(LIST_MEMBER, LIST_MEMBER.LIST_ID.eq(id))).isEqualTo(1);
    }

    @Test
    void aListHasAtMostTwentyMembersItsOwnerIncluded() {
        String id = newList(alice, ListBody.named("Big household"));
        String code = invite(alice, id);
        for (int i = 0; i < 19; i++) {
            join(fixtures.anonymous(app), code).then().statusCode(200);
        }
        long version = version(alice, id);
        Tokens twentyFirst = fixtures.anonymous(app);
        join(twentyFirst, code).then().statusCode(422).body("code", equalTo("list.too_many_members"));
        assertThat(db.fetchCount(LIST_MEMBER, LIST_MEMBER.LIST_ID.eq(id))).isEqualTo(19);
        assertThat(version(alice, id)).isEqualTo(version);
        as(twentyFirst).get("/v1beta/lists/" + id).then().statusCode(404);
        as(alice).get("/v1beta/lists/" + id + "/members").then().statusCode(200).body("data.size()", equalTo(20));
    }

    @Test
    void membersEditButOnlyTheOwnerDeletesRemovesOthersAndChoosesPrimary() {
        Tokens carol = fixtures.anonymous(app);
        String id = shared(alice, bob, carol);
        String carolId = fixtures.userId(carol);
        String aliceId = fixtures.userId(alice);
        as(bob).body(Map.of("name", "Renamed by Bob")).patch("/v1beta/lists/" + id).then().statusCode(200)
                .body("name", equalTo("Renamed by Bob")).body("primary", equalTo(false));
        as(bob).body(Map.of("primary", true)).patch("/v1beta/lists/" + id).then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(bob).delete("/v1beta/lists/" + id).then().statusCode(403).body("code", equalTo("auth.forbidden"));
        as(bob).delete("/v1beta/lists/" + id + "/members/" + carolId).then().statusCode(403)
                .body("code", equalTo("auth.forbidden"));
        as(bob).delete("/v1beta/lists/" + id + "/members/" + aliceId).then().statusCode(403);
        as(alice).delete("/v1beta/lists/" + id + "/members/" + aliceId).then().statusCode(422)
                .body("code", equalTo("request.invalid"));
        as(alice).delete("/v1beta/lists/" + id + "/members/usr_nobody").then().statusCode(404);
        // The app's server reads a user's shared list and its members, and changes neither.
        as(management).get("/v1beta/lists/" + id + "/members").then().statusCode(200);
        as(management).post("/v1beta/lists/" + id + "/invites").then().statusCode(403);
        as(management).delete("/v1beta/lists/" + id + "/members/" + carolId).then().statusCode(403);
        as(alice).get("/v1beta/lists/" + id).then().statusCode(200).body("name", equalTo("Renamed by Bob"))
                .body("primary", equalTo(true));
        as(alice).delete("/v1beta/lists/" + id).then().statusCode(204);
        as(bob).get("/v1beta/lists/" + id).then().statusCode(404);
        assertThat(db.fetchCount(LIST_MEMBER, LIST_MEMBER.LIST_ID.eq(id))).isZero();
        assertThat(db.fetchCount(LIST_INVITE, LIST_INVITE.LIST_ID.eq(id))).isZero();
        // Only the deletion stays in the log, for a while, for the live streams of every node to send list.deleted.
        assertThat(db.select(LIST_CHANGE.CHANGE).from(LIST_CHANGE).where(LIST_CHANGE.LIST_ID.eq(id))
                .fetch(LIST_CHANGE.CHANGE)).singleElement().asString().contains("\"type\":\"list.deleted\"");
    }

    @Test
    void anAppsOwnListIsSharedByItsServer() {
        String id = as(management).body(ListBody.named("Store list")).post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");
        join(bob, invite(management, id)).then().statusCode(200).body("user_id", equalTo(null));
        as(bob).body(ListBody.list().items(ItemBody.item("eggs"))).post("/v1beta/lists/" + id + "/items").then()
                .statusCode(200);
        as(management).get("/v1beta/lists/" + id + "/members").then().statusCode(200)
                .body("data.role", contains("member"));
        as(management).delete("/v1beta/lists/" + id + "/members/" + fixtures.userId(bob)).then().statusCode(204);
        as(bob).get("/v1beta/lists/" + id).then().statusCode(404);
    }

    @Test
    void aMemberLeavesAndTheOwnerRemovesAMember() {
        Tokens carol = fixtures.anonymous(app);
        String id = shared(alice, bob, carol);
        long version = version(alice, id);
        as(bob).header("If-Match", "\"" + (version - 1) + "\"")
                .delete("/v1beta/lists/" + id + "/members/" + fixtures.userId(bob)).then().statusCode(412);
        as(bob).header("If-Match", "\"" + version + "\"")
                .delete("/v1beta/lists/" + id + "/members/" + fixtures.userId(bob)).then().statusCode(204);
        as(bob).get("/v1beta/lists/" + id).then().statusCode(404);
        assertThat(listIds(bob)).doesNotContain(id);
        as(alice).delete("/v1beta/lists/" + id + "/members/" + fixtures.userId(carol)).then().statusCode(204);
        as(carol).get("/v1beta/lists/" + id).then().statusCode(404);
        as(alice).get("/v1beta/lists/" + id + "/members").then().statusCode(200)
                .body("data.user_id", contains(fixtures.userId(alice)));
        assertThat(version(alice, id)).isEqualTo(version + 2);
        as(alice).get("/v1beta/lists/" + id + "/changes?after_version=" + version).then().statusCode(200)
                .body("changes.type", contains("list.updated", "list.updated"))
                .body("changes.by", contains(fixtures.userId(bob), fixtures.userId(alice)));
    }

    @Test
    void erasingTheOwnerDeletesTheListAndErasingAMemberOnlyItsMembership() {
        Tokens carol = fixtures.anonymous(app);
        String bobId = fixtures.userId(bob);
        String erased = shared(alice, bob);
        String kept = shared(carol, bob);
        long keptVersion = version(carol, kept);

        as(alice).delete("/v1beta/users/me").then().statusCode(204);
        as(bob).get("/v1beta/lists/" + erased).then().statusCode(404);
        assertThat(db.fetchCount(LIST_MEMBER, LIST_MEMBER.LIST_ID.eq(erased))).isZero();
        assertThat(db.fetchCount(OUTBOX_EVENT, OUTBOX_EVENT.CLIENT_ID.eq(app.clientId())
                .and(OUTBOX_EVENT.TYPE.eq("list.deleted")).and(OUTBOX_EVENT.PAYLOAD.contains(erased)))).isEqualTo(1);

        as(bob).delete("/v1beta/users/me").then().statusCode(204);
        as(carol).get("/v1beta/lists/" + kept).then().statusCode(200).body("version", equalTo((int) keptVersion + 1));
        as(carol).get("/v1beta/lists/" + kept + "/members").then().statusCode(200)
                .body("data.user_id", not(hasItem(bobId))).body("data.size()", equalTo(1));
        as(carol).get("/v1beta/lists/" + kept + "/changes?after_version=" + keptVersion).then().statusCode(200)
                .body("changes.type", contains("list.updated"));
    }

    /** One route of a list: what it does, given the list's fixtures, as one caller. */
    private record Route(String name, int asMember, Function<RequestSpecification, Response> call) {
    }

    @Test
    void everyListRouteAnswersAStrangerAndARemovedMember404AndAMemberAsSection71Says() {
        Tokens stranger = fixtures.anonymous(app);
        String pancakes = as(management).body(TestRecipes.recipe("Pancakes", List.of("test"), "2 eggs", "1 cup milk"))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        String soup = as(management).body(TestRecipes.recipe("Soup", List.of("test"), "1 onion"))
                .post("/v1beta/recipes").then().statusCode(201).extract().path("id");
        String id = newList(alice, ListBody.named("Matrix")
                .items(ItemBody.item("apples"), ItemBody.item("pears"), ItemBody.item("plums"))
                .recipes(RecipeRef.recipe(pancakes), RecipeRef.recipe(soup)));
        List<String> items = as(alice).get("/v1beta/lists/" + id).then().extract().path("items.id");
        join(bob, invite(alice, id)).then().statusCode(200);
        Tokens carol = fixtures.anonymous(app);
        join(carol, invite(alice, id)).then().statusCode(200);
        String carolId = fixtures.userId(carol);
        String list = "/v1beta/lists/" + id;
        // The stranger, the member and the removed member in turn: what the member removes is still there for the
        // removed member to be refused, so that each 404 is the list's.
        Iterator<String> deletable = List.of(items.get(1), items.get(1), items.get(2)).iterator();
        Iterator<String> removable = List.of(soup, soup, pancakes).iterator();
        List<Route> routes = List.of(
                new Route("read", 200, r -> r.get(list)),
                new Route("rename", 200, r -> r.body(Map.of("name", "Renamed")).patch(list)),
                new Route("make primary", 403, r -> r.body(Map.of("primary", true)).patch(list)),
                new Route("add items", 200, r -> r.body(ListBody.list().items(ItemBody.item("kiwi")))
                        .post(list + "/items")),
                new Route("check an item", 200, r -> r.body(ListItemPatch.checked(true))
                        .patch(list + "/items/" + items.get(0))),
                new Route("delete an item", 204, r -> r.delete(list + "/items/" + deletable.next())),
                new Route("remove a recipe", 204, r -> r.delete(list + "/recipes/" + removable.next())),
                new Route("invite", 201, r -> r.post(list + "/invites")),
                new Route("members", 200, r -> r.get(list + "/members")),
                new Route("changes", 200, r -> r.get(list + "/changes?after_version=1")),
                new Route("remove another member", 403, r -> r.delete(list + "/members/" + carolId)),
                new Route("delete the list", 403, r -> r.delete(list)));

        Map<String, List<Integer>> answers = new LinkedHashMap<>();
        for (Route route : routes) {
            List<Integer> statuses = new ArrayList<>();
            statuses.add(route.call().apply(as(stranger)).statusCode());
            statuses.add(route.call().apply(as(bob)).statusCode());
            answers.put(route.name(), statuses);
        }
        as(bob).delete(list + "/members/" + fixtures.userId(bob)).then().statusCode(204);
        for (Route route : routes) {
            answers.get(route.name()).add(route.call().apply(as(bob)).statusCode());
        }
        Map<String, List<Integer>> expected = new LinkedHashMap<>();
        routes.forEach(route -> expected.put(route.name(), List.of(404, route.asMember(), 404)));
        assertThat(answers).isEqualTo(expected);
        as(bob).delete(list + "/members/" + fixtures.userId(bob)).then().statusCode(404);
        assertThat(listIds(bob)).doesNotContain(id);
        assertThat(listIds(stranger)).doesNotContain(id);
        // The owner's list is still there, changed by the member while it was one.
        as(alice).get(list).then().statusCode(200).body("name", equalTo("Renamed"))
                .body("recipes.name", contains("Pancakes")).body("items.id", hasItem(items.get(2)))
                .body("items.id", not(hasItem(items.get(1))));
    }
}
