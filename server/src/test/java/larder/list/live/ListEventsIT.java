package larder.list.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import larder.support.EventStream;
import larder.support.EventStream.Event;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.Patience;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Live list streams through real HTTP (docs/api.md §7.1, "Live"); the heartbeat is 300 ms in the tests. */
class ListEventsIT extends IntegrationTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private TestApp app;
    private Tokens alice;
    private String list;

    @BeforeEach
    void aliceHasAList() {
        app = fixtures.app();
        alice = fixtures.anonymous(app);
        list = as(alice).body(ListBody.named("Groceries")).post("/v1beta/lists").then().statusCode(201)
                .extract().path("id");
    }

    private RequestSpecification as(Tokens tokens) {
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON);
    }

    private long add(Tokens tokens, String line) {
        return as(tokens).body(ListBody.list().rawItems(line)).post("/v1beta/lists/" + list + "/items")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }

    private EventStream stream(Tokens tokens, String query, String... headers) {
        Map<String, String> all = new HashMap<>();
        all.put("Authorization", tokens.bearer());
        for (int i = 0; i < headers.length; i += 2) {
            all.put(headers[i], headers[i + 1]);
        }
        return EventStream.open(port, "/v1beta/lists/" + list + "/events" + query, all);
    }

    private static List<Long> ids(List<Event> events) {
        return events.stream().map(Event::id).toList();
    }

    @Test
    void resumesWithLastEventIdAcrossABurstWithNoGapOrRepeat() throws Exception {
        int burst = 60;
        Thread writer = Thread.ofVirtual().start(() -> {
            for (int i = 1; i <= burst; i++) {
                add(alice, i + " eggs");
            }
        });
        List<Event> received = new ArrayList<>();
        // Opened while the burst lands; a browser keeps ?after_version= in the URL when it resumes.
        try (EventStream first = stream(alice, "?after_version=1")) {
            assertThat(first.status()).isEqualTo(200);
            assertThat(first.header("Content-Type")).startsWith("text/event-stream");
            for (int i = 0; i < 15; i++) {
                received.add(first.next(WAIT));
            }
        }
        String lastId = Long.toString(received.getLast().id());
        try (EventStream second = stream(alice, "?after_version=1", "Last-Event-ID", lastId)) {
            received.addAll(second.upTo(1 + burst, WAIT));
        }
        writer.join();
        assertThat(ids(received)).containsExactlyElementsOf(LongStream.rangeClosed(2, 1 + burst).boxed().toList());
        assertThat(received).allSatisfy(event -> {
            assertThat(event.type()).isEqualTo("item.added");
            JsonNode change = JSON.readTree(event.data());
            assertThat(change.get("version").asLong()).isEqualTo(event.id());
            assertThat(change.get("type").asString()).isEqualTo("item.added");
        });
    }

    @Test
    void aStreamWithoutResumePointSendsWhatChangesAfterItOpened() {
        long before = add(alice, "1 lemon");
        try (EventStream events = stream(alice, "")) {
            assertThat(events.status()).isEqualTo(200);
            long next = add(alice, "2 limes");
            Event event = events.next(WAIT);
            assertThat(event.id()).isEqualTo(before + 1).isEqualTo(next);
            assertThat(event.data()).contains("limes");
        }
    }

    @Test
    void sendsAHeartbeatCommentWhenIdle() {
        try (EventStream events = stream(alice, "")) {
            await().atMost(Patience.of(WAIT)).until(() -> events.comments().contains("heartbeat"));
            assertThat(events.ended()).isFalse();
        }
    }

    @Test
    void closesWhenTheAccessTokenExpires() {
        try (EventStream events = stream(alice, "")) {
            assertThat(events.status()).isEqualTo(200);
            clock.advance(Duration.ofSeconds(fixtures.anonymous(app).expiresIn() + 1));
            events.awaitEnd(WAIT);
            assertThat(events.comments()).anyMatch(c -> c.contains("access token expired"));
        }
    }

    @Test
    void sendsTheDeletionThenCloses() {
        try (EventStream events = stream(alice, "")) {
            as(alice).delete("/v1beta/lists/" + list).then().statusCode(204);
            Event deleted = events.next(WAIT);
            assertThat(deleted.type()).isEqualTo("list.deleted");
            assertThat(events.awaitEnd(WAIT)).isEmpty();
        }
    }

    @Test
    void closesWhenTheUserIsErased() {
        try (EventStream events = stream(alice, "")) {
            as(alice).delete("/v1beta/users/me").then().statusCode(204);
            events.awaitEnd(WAIT);
        }
    }

    @Test
    void aManagementTokensStreamClosesWhenTheTokenIsRevoked() {
        String token = fixtures.managementToken(app);
        String tokenId = fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens").then()
                .statusCode(200).extract().path("data[0].id");
        try (EventStream events = EventStream.open(port, "/v1beta/lists/" + list + "/events",
                Map.of("Authorization", "Bearer " + token))) {
            assertThat(events.status()).isEqualTo(200);
            long version = add(alice, "1 fennel");
            assertThat(events.next(WAIT).id()).isEqualTo(version);
            fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + tokenId).then()
                    .statusCode(204);
            events.awaitEnd(WAIT);
            assertThat(events.comments()).anyMatch(c -> c.contains("revoked"));
        }
    }

    @Test
    void aMemberSeesTheOwnersChangesAndIsCutOffWhenRemoved() {
        Tokens bob = fixtures.anonymous(app);
        String code = as(alice).post("/v1beta/lists/" + list + "/invites").then().statusCode(201).extract()
                .path("code");
        as(bob).body(Map.of("code", code)).post("/v1beta/lists/join").then().statusCode(200);
        try (EventStream events = stream(bob, "")) {
            assertThat(events.status()).isEqualTo(200);
            long added = add(alice, "4 onions");
            assertThat(events.next(WAIT).id()).isEqualTo(added);
            as(alice).delete("/v1beta/lists/" + list + "/members/" + fixtures.userId(bob)).then().statusCode(204);
            Event removal = events.next(WAIT);
            assertThat(removal.type()).isEqualTo("list.updated");
            assertThat(removal.id()).isEqualTo(added + 1);
            assertThat(events.awaitEnd(WAIT)).isEmpty();
            assertThat(events.comments()).anyMatch(c -> c.contains("access to the list was lost"));
            add(alice, "5 onions");
        }
        try (EventStream again = stream(bob, "")) {
            assertThat(again.status()).isEqualTo(404);
        }
    }

    @Test
    void aResumePointPastTheKeptHistoryIsGoneBeforeAnyStream() {
        for (int i = 0; i < 1001; i++) {
            as(alice).body(Map.of("name", "Groceries " + i)).patch("/v1beta/lists/" + list).then().statusCode(200);
        }
        try (EventStream events = stream(alice, "", "Last-Event-ID", "1")) {
            assertThat(events.status()).isEqualTo(410);
            assertThat(events.body()).contains("\"code\":\"list.changes_expired\"");
        }
        try (EventStream events = stream(alice, "", "Last-Event-ID", "1000")) {
            assertThat(events.status()).isEqualTo(200);
            assertThat(events.next(WAIT).id()).isEqualTo(1001);
            assertThat(events.next(WAIT).id()).isEqualTo(1002);
        }
    }

    /** A version the list never reached (a client that saw a history the server lost, as after a restore). */
    @Test
    void aResumePointPastTheListsVersionIsRefusedBeforeAnyStream() {
        long version = add(alice, "1 leek");
        try (EventStream events = stream(alice, "", "Last-Event-ID", Long.toString(version + 5))) {
            assertThat(events.status()).isEqualTo(422);
            assertThat(events.body()).contains("\"code\":\"request.invalid\"");
        }
    }

    /**
     * Changes landing back to back, then the deletion: the stream may be handed a version whose predecessor it has
     * not sent, and fills the gap from the log while the list is already gone. It still sends every change, then
     * the deletion, and closes.
     */
    @Test
    void changesRightBeforeTheDeletionAllArriveAndTheDeletionEndsTheStream() {
        try (EventStream events = stream(alice, "")) {
            assertThat(events.status()).isEqualTo(200);
            List<Long> versions = new ArrayList<>();
            for (int i = 1; i <= 5; i++) {
                versions.add(add(alice, i + " plums"));
            }
            as(alice).delete("/v1beta/lists/" + list).then().statusCode(204);
            List<Event> received = new ArrayList<>();
            for (int i = 0; i <= versions.size(); i++) {
                received.add(events.next(WAIT));
            }
            assertThat(ids(received.subList(0, versions.size()))).containsExactlyElementsOf(versions);
            assertThat(received.getLast().type()).isEqualTo("list.deleted");
            assertThat(received.getLast().id()).isEqualTo(versions.getLast() + 1);
            assertThat(events.awaitEnd(WAIT)).isEmpty();
        }
    }

    @Test
    void aStrangerGetsNotFoundBeforeAnyStream() {
        try (EventStream events = stream(fixtures.anonymous(app), "")) {
            assertThat(events.status()).isEqualTo(404);
            assertThat(events.header("Content-Type")).startsWith("application/problem+json");
            assertThat(events.body()).contains("\"code\":\"not_found\"");
        }
    }

    @Test
    void aResumePointThatIsNoVersionIsABadRequest() {
        try (EventStream events = stream(alice, "", "Last-Event-ID", "abc")) {
            assertThat(events.status()).isEqualTo(400);
            assertThat(events.body()).contains("\"code\":\"request.invalid\"").contains("Last-Event-ID");
        }
        try (EventStream events = stream(alice, "?after_version=-1")) {
            assertThat(events.status()).isEqualTo(400);
            assertThat(events.body()).contains("after_version");
        }
    }

    @Test
    void anAcceptWithoutEventStreamStillGets406() {
        try (EventStream events = stream(alice, "", "Accept", "application/json")) {
            assertThat(events.status()).isEqualTo(406);
            assertThat(events.body()).contains("\"code\":\"request.not_acceptable\"");
        }
        raw().header("Authorization", alice.bearer()).accept("text/event-stream").get("/v1beta/lists/" + list)
                .then().statusCode(406);
    }

    @Test
    void anyAcceptedTypeOpensTheStream() {
        try (EventStream events = stream(alice, "", "Accept", "*/*")) {
            assertThat(events.status()).isEqualTo(200);
        }
    }
}
