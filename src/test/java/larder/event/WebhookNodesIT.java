package larder.event;

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
import larder.support.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
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

    private int startNode() {
        TestDatabase.Connection c = TestDatabase.connection();
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--larder.admin-key=" + ADMIN_KEY,
                "--larder.rate-limits=off", "--larder.webhook-allow-private=true",
                "--larder.webhook.poll-interval=100ms", "--spring.jmx.enabled=false"));
        if (c.url() != null) {
            args.addAll(List.of("--larder.database.url=" + c.url(), "--larder.database.user=" + c.user(),
                    "--larder.database.password=" + c.password()));
        } else {
            args.add("--larder.data-dir=" + c.dataDir());
        }
        ConfigurableApplicationContext node = new SpringApplicationBuilder(Larder.class).run(args.toArray(String[]::new));
        nodes.add(node);
        return ((WebServerApplicationContext) node).getWebServer().getPort();
    }

    private String endpoint(String path) {
        return api().header("Authorization", management).contentType(ContentType.JSON)
                .body(Map.of("url", receiver.url(path), "events", List.of("list.created")))
                .post("/v1beta/webhooks").then().statusCode(201).extract().path("id");
    }

    private List<String> createLists(int count) throws Exception {
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<String>> ids = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int n = i;
                ids.add(pool.submit(() -> RestAssured.given().port(port).header("Authorization", management)
                        .contentType(ContentType.JSON).body(Map.of("name", "list " + n)).post("/v1beta/lists")
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
}
