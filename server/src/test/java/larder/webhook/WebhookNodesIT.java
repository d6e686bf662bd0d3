package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import larder.Larder;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.MutableClock;
import larder.support.TestClockConfiguration;
import larder.support.TestDatabase;
import larder.support.WebhookBody;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.TestPropertySource;

/**
 * Several nodes on one database. The test's own node takes the API requests and sends nothing
 * ({@code larder.webhook.delivery=false}); the nodes started here send.
 */
@TestPropertySource(properties = {"larder.webhook-allow-private=true", "larder.webhook.delivery=false"})
class WebhookNodesIT extends IntegrationTest {

    private static final Pattern DELIVERED =
            Pattern.compile("larder_webhook_deliveries_total\\{outcome=\"delivered\"} ([0-9.E]+)");

    private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();
    @Autowired
    private DeliveryStore store;

    private Receiver receiver;
    private String management;

    @BeforeEach
    void aReceiverAndAnApp() throws Exception {
        receiver = new Receiver();
        management = "Bearer " + fixtures.managementToken(fixtures.app());
    }

    @AfterEach
    void stopNodes() {
        nodes.forEach(ConfigurableApplicationContext::close);
        receiver.close();
    }

    private int startNode(String... extra) {
        return ((WebServerApplicationContext) node(extra)).getWebServer().getPort();
    }

    /** Starts a sending node on the test's database, with a clock the test can move. */
    private ConfigurableApplicationContext node(String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--larder.admin-key=" + ADMIN_KEY,
                "--larder.rate-limits=off", "--larder.webhook-allow-private=true",
                "--larder.webhook.poll-interval=100ms", "--spring.jmx.enabled=false"));
        args.addAll(List.of(extra));
        args.addAll(TestDatabase.nodeArguments());
        ConfigurableApplicationContext node = new SpringApplicationBuilder(Larder.class, TestClockConfiguration.class)
                .run(args.toArray(String[]::new));
        nodes.add(node);
        return node;
    }

    private String endpoint(String path) {
        return api().header("Authorization", management).contentType(ContentType.JSON)
                .body(WebhookBody.to(receiver.url(path)).events("list.created"))
                .post("/v1beta/webhooks").then().statusCode(201).extract().path("id");
    }

    private List<String> createLists(int count) throws Exception {
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<String>> ids = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int n = i;
                ids.add(pool.submit(() -> RestAssured.given().port(port).header("Authorization", management)
                        .contentType(ContentType.JSON).body(ListBody.named("list " + n)).post("/v1beta/lists")
                        .then().statusCode(201).extract().<String>path("id")));
            }
            List<String> out = new ArrayList<>();
            for (Future<String> id : ids) {
                out.add(id.get());
            }
            return out;
        }
    }

    private static double delivered(int nodePort) {
        String metrics = RestAssured.given().port(nodePort).get("/metrics").then().statusCode(200).extract().asString();
        Matcher m = DELIVERED.matcher(metrics);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    private Set<String> listIdsReceived(String path) {
        return receiver.at(path).stream().map(r -> JsonPath.from(r.body()).getString("data.object.id"))
                .collect(Collectors.toSet());
    }

    @Test
    void twoNodesDeliverAThousandEventsWithNoDuplicate() throws Exception {
        int first = startNode();
        int second = startNode();
        endpoint("/a");
        endpoint("/b");
        List<String> lists = createLists(1000);
        await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(200))
                .until(() -> receiver.at("/a").size() >= 1000 && receiver.at("/b").size() >= 1000);
        Thread.sleep(1000); // a duplicate would arrive in this time
        for (String path : List.of("/a", "/b")) {
            assertThat(receiver.at(path)).as(path).hasSize(1000);
            assertThat(listIdsReceived(path)).as(path).containsExactlyInAnyOrderElementsOf(lists);
        }
        assertThat(delivered(first)).as("the first node delivered some").isPositive();
        assertThat(delivered(second)).as("the second node delivered some").isPositive();
        assertThat(delivered(first) + delivered(second)).isEqualTo(2000);
    }

    @Test
    void deliveriesResumeAfterTheServerIsStoppedWithEventsPending() throws Exception {
        receiver.answer("/later", r -> new Receiver.Answer(503, Map.of("Retry-After", "1")));
        startNode();
        endpoint("/later");
        List<String> lists = createLists(20);
        await().atMost(Duration.ofSeconds(30)).until(() -> listIdsReceived("/later").containsAll(lists));
        nodes.removeFirst().close();
        int refused = receiver.at("/later").size();
        receiver.answer("/later", r -> Receiver.Answer.of(200));
        Thread.sleep(1500);
        assertThat(receiver.at("/later")).as("nothing sends while no node runs").hasSize(refused);

        int restarted = startNode();
        await().atMost(Duration.ofSeconds(30)).until(() -> delivered(restarted) >= 20);
        assertThat(receiver.at("/later").subList(refused, receiver.at("/later").size()).stream()
                .map(r -> JsonPath.from(r.body()).getString("data.object.id")).toList())
                .containsExactlyInAnyOrderElementsOf(lists);
    }

    /**
     * What {@code kill -9} leaves behind: rows claimed by a node that never wrote a result. They are not sent again
     * while the dead node's lease runs (it might still be sending), and are sent by another node once it ends.
     * The claim is made here through the store, exactly as a node's dispatcher makes it, and then abandoned.
     */
    @Test
    void aClaimOfANodeThatDiedIsSentAgainOnceItsLeaseEnds() throws Exception {
        String webhook = endpoint("/orphaned");
        List<String> lists = createLists(5);
        List<DeliveryStore.Claimed> abandoned = store.claim(Map.of(webhook, 5), clock.instant(), Duration.ofSeconds(40));
        assertThat(abandoned).hasSize(5);

        ConfigurableApplicationContext survivor = node();
        MutableClock survivorClock = survivor.getBean(MutableClock.class);
        Thread.sleep(1500); // several polls of the survivor
        assertThat(receiver.at("/orphaned")).as("sent while the dead node's lease runs").isEmpty();

        survivorClock.advance(Duration.ofSeconds(41));
        await().atMost(Duration.ofSeconds(30)).until(() -> receiver.at("/orphaned").size() >= 5);
        assertThat(listIdsReceived("/orphaned")).containsExactlyInAnyOrderElementsOf(lists);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(
                api().header("Authorization", management).get("/v1beta/webhooks/" + webhook + "/deliveries")
                        .then().statusCode(200).extract().jsonPath().getList("data", Map.class))
                .allSatisfy(d -> assertThat(d).containsEntry("outcome", "delivered").containsEntry("attempt", 2)));
    }

    /**
     * No answer within the timeout is a failed attempt, retried later. The node here waits 1 s (the default is the
     * 10 s of docs/api.md §11, checked in {@code WebhooksIT}); the receiver answers after 4 s, too late.
     */
    @Test
    void anAttemptWithoutAnAnswerWithinTheTimeoutIsRetried() {
        receiver.answer("/slow", r -> {
            sleep(Duration.ofSeconds(4));
            return Receiver.Answer.of(200);
        });
        node("--larder.webhook.timeout=1s");
        String webhook = endpoint("/slow");
        createListsQuietly(1);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
            JsonPath page = api().header("Authorization", management)
                    .get("/v1beta/webhooks/" + webhook + "/deliveries").then().statusCode(200).extract().jsonPath();
            assertThat(page.getString("data[0].outcome")).isEqualTo("pending");
            assertThat(page.getInt("data[0].attempt")).isEqualTo(1);
            assertThat(page.<Object>get("data[0].response_status")).isNull();
            assertThat(page.getString("data[0].error")).containsIgnoringCase("timeout");
            assertThat(page.getInt("data[0].duration_ms")).isBetween(900, 3900);
            assertThat(page.getString("data[0].next_attempt_at")).isNotNull();
        });
    }

    /**
     * A slow receiver holds only its own slots: while every request to it takes 2 s (within the node's timeout, so
     * the node keeps each request open until the answer), another endpoint of the same app gets each event at once,
     * and the slow one never has more than {@code larder.webhook.per-endpoint} requests open from the node.
     */
    @Test
    void aSlowReceiverDoesNotDelayTheOthers() {
        java.util.concurrent.atomic.AtomicInteger open = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger mostOpen = new java.util.concurrent.atomic.AtomicInteger();
        receiver.answer("/slow", r -> {
            mostOpen.accumulateAndGet(open.incrementAndGet(), Math::max);
            sleep(Duration.ofSeconds(2));
            open.decrementAndGet();
            return Receiver.Answer.of(200);
        });
        node("--larder.webhook.timeout=10s", "--larder.webhook.per-endpoint=4");
        endpoint("/slow");
        endpoint("/alive");
        List<String> lists = createListsQuietly(40);
        await().atMost(Duration.ofSeconds(15)).until(() -> receiver.at("/alive").size() >= 40);
        assertThat(listIdsReceived("/alive")).containsExactlyInAnyOrderElementsOf(lists);
        assertThat(receiver.at("/slow").size()).as("the slow receiver's share by then").isLessThan(40);
        assertThat(mostOpen.get()).as("requests open to the slow receiver at once").isBetween(1, 4);
    }

    private List<String> createListsQuietly(int count) {
        try {
            return createLists(count);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
