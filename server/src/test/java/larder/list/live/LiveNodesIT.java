package larder.list.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.http.ContentType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.Larder;
import larder.platform.cluster.Notifications;
import larder.support.EventStream.Event;
import larder.support.EventStream;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes on one PostgreSQL database: a change committed on one reaches the streams on the other through
 * {@code LISTEN}/{@code NOTIFY} within docs/api.md's second, also after the listener's connection was cut.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LiveNodesIT extends IntegrationTest {

    private static ConfigurableApplicationContext nodeB;
    private static int portB;

    @BeforeAll
    static void startNodeB() {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.POSTGRES, "several nodes need PostgreSQL");
        TestDatabase.Connection c = TestDatabase.connection();
        nodeB = new SpringApplicationBuilder(Larder.class).run("--server.port=0", "--larder.admin-key=" + ADMIN_KEY,
                "--larder.rate-limits=off", "--larder.broadcast-poll-interval=200ms", "--larder.live.heartbeat=300ms",
                "--larder.database.url=" + c.url(), "--larder.database.user=" + c.user(),
                "--larder.database.password=" + c.password());
        portB = ((WebServerApplicationContext) nodeB).getWebServer().getPort();
    }

    @AfterAll
    static void stopNodeB() {
        if (nodeB != null) {
            nodeB.close();
        }
    }

    private String newList(Tokens tokens) {
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(ListBody.named("Shared")).post("/v1beta/lists").then().statusCode(201).extract().path("id");
    }

    private long addOnA(Tokens tokens, String list, String line) {
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON)
                .body(ListBody.list().rawItems(line)).post("/v1beta/lists/" + list + "/items")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }

    /**
     * A stream on node B. The test's app was just made on node A, and node B learns of new apps through the
     * broadcast log (within its poll interval): until then it refuses the app's tokens with 401, so ask again.
     */
    private static EventStream onB(Tokens tokens, String list) {
        long until = System.nanoTime() + larder.support.Patience.of(Duration.ofSeconds(10)).toNanos();
        while (true) {
            EventStream stream = EventStream.open(portB, "/v1beta/lists/" + list + "/events",
                    Map.of("Authorization", tokens.bearer()));
            if (stream.status() != 401 || System.nanoTime() > until) {
                return stream;
            }
            stream.close();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return stream;
            }
        }
    }

    @Test
    @Order(1)
    void aStreamOnOneNodeSeesAChangeMadeOnTheOtherWithinASecond() {
        Tokens alice = fixtures.anonymous(fixtures.app());
        String list = newList(alice);
        try (EventStream events = onB(alice, list)) {
            assertThat(events.status()).isEqualTo(200);
            long version = addOnA(alice, list, "3 apples");
            Event event = events.next(Duration.ofSeconds(1));
            assertThat(event.id()).isEqualTo(version);
            assertThat(event.type()).isEqualTo("item.added");
        }
    }

    /**
     * The {@code NOTIFY} is part of the change's own transaction (so PostgreSQL delivers it at the commit, and a node
     * that dies right after committing cannot lose it): it comes from a pooled connection, not from the node's
     * separate sender connection.
     */
    @Test
    @Order(2)
    void theNotificationIsSentByTheTransactionThatMadeTheChange() throws Exception {
        Tokens alice = fixtures.anonymous(fixtures.app());
        String list = newList(alice);
        try (Connection listening = TestDatabase.open(); Statement s = listening.createStatement()) {
            s.execute("LISTEN " + ListFeed.CHANNEL);
            long version = addOnA(alice, list, "2 lemons");
            PGConnection pg = listening.unwrap(PGConnection.class);
            PGNotification found = null;
            long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (found == null && System.nanoTime() < until) {
                PGNotification[] arrived = pg.getNotifications(500);
                for (PGNotification n : arrived == null ? new PGNotification[0] : arrived) {
                    if (n.getParameter().equals(list + ":" + version)) {
                        found = n;
                    }
                }
            }
            assertThat(found).as("the notification of version %d", version).isNotNull();
            List<Integer> senders = new ArrayList<>();
            try (ResultSet rows = s.executeQuery("select pid from pg_stat_activity where application_name = '"
                    + Notifications.APPLICATION_NAME + "'")) {
                while (rows.next()) {
                    senders.add(rows.getInt(1));
                }
            }
            assertThat(senders).as("the nodes' own notification connections").isNotEmpty()
                    .doesNotContain(found.getPID());
        }
    }

    @Test
    @Order(3)
    void changesMadeWhileTheListenerReconnectsStillArrive() throws Exception {
        Tokens alice = fixtures.anonymous(fixtures.app());
        String list = newList(alice);
        try (EventStream events = onB(alice, list)) {
            assertThat(events.status()).isEqualTo(200);
            long first = addOnA(alice, list, "1 pear");
            assertThat(events.next(Duration.ofSeconds(5)).id()).isEqualTo(first);
            try (Connection c = TestDatabase.open(); Statement s = c.createStatement()) {
                s.execute("select pg_terminate_backend(pid) from pg_stat_activity where application_name = '"
                        + Notifications.APPLICATION_NAME + "'");
            }
            List<Long> versions = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                versions.add(addOnA(alice, list, (i + 2) + " pears"));
            }
            List<Long> received = new ArrayList<>();
            for (int i = 0; i < versions.size(); i++) {
                received.add(events.next(Duration.ofSeconds(30)).id());
            }
            assertThat(received).containsExactlyElementsOf(versions);
        }
        // Node B's listener brought the changes after it came back, and its metrics say so.
        io.micrometer.core.instrument.MeterRegistry meters = nodeB.getBean(
                io.micrometer.core.instrument.MeterRegistry.class);
        assertThat(meters.get("larder.notifications.listening").gauge().value()).isEqualTo(1.0);
        assertThat(meters.get("larder.notifications.reconnects").functionCounter().count()).isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(4)
    void aNodeThatShutsDownClosesItsStreamsFirst() {
        Tokens alice = fixtures.anonymous(fixtures.app());
        String list = newList(alice);
        try (EventStream events = onB(alice, list)) {
            assertThat(events.status()).isEqualTo(200);
            nodeB.close();
            events.awaitEnd(Duration.ofSeconds(10));
            assertThat(events.comments()).anyMatch(c -> c.contains("shutting down"));
        }
        nodeB = null;
    }
}
