package larder.platform;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import larder.Larder;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.Patience;
import larder.support.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A second node on the same database: revocations made on one node take effect on the other through the broadcast
 * log (polled every 500 ms here), with no database read on the other node's request path.
 */
class MultiNodeIT extends IntegrationTest {

    /** Under the five-minute expiry of the management-token cache and reload of the app directory. */
    private static final Duration BEFORE_RELOAD = Duration.ofMinutes(4);

    private static ConfigurableApplicationContext otherNode;
    private static int otherPort;

    @BeforeAll
    static void startSecondNode() {
        // Command-line arguments, not builder defaults: application.yml would override those.
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("--server.port=0",
                "--larder.admin-key=" + ADMIN_KEY, "--larder.rate-limits=off",
                "--larder.broadcast-poll-interval=500ms"));
        args.addAll(TestDatabase.nodeArguments());
        otherNode = new SpringApplicationBuilder(Larder.class).run(args.toArray(String[]::new));
        otherPort = ((WebServerApplicationContext) otherNode).getWebServer().getPort();
    }

    @AfterAll
    static void stopSecondNode() {
        if (otherNode != null) {
            otherNode.close();
        }
    }

    private static int onOtherNode(String path, String bearer) {
        return RestAssured.given().port(otherPort).header("Authorization", bearer).get(path).statusCode();
    }

    /**
     * Waits for the answer, not for a time: it usually comes within a poll interval. The limit is generous for a
     * busy machine, and stays under the five minutes after which the other node's caches reload from the database
     * anyway, so that a broadcast that never arrives still fails the test.
     */
    private static void eventuallyOnOtherNode(String path, String bearer, int status) {
        Duration limit = Patience.of(Duration.ofSeconds(30));
        await().atMost(limit.compareTo(BEFORE_RELOAD) < 0 ? limit : BEFORE_RELOAD)
                .pollInterval(Duration.ofMillis(100))
                .until(() -> onOtherNode(path, bearer) == status);
    }

    @Test
    void aManagementTokenRevokedOnOneNodeStopsWorkingOnTheOther() {
        TestApp app = fixtures.app();
        String token = "Bearer " + fixtures.managementToken(app);
        eventuallyOnOtherNode("/v1beta/app", token, 200);
        String id = fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens").then()
                .extract().path("data[0].id");
        fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id).then()
                .statusCode(204);
        eventuallyOnOtherNode("/v1beta/app", token, 401);
    }

    @Test
    void anAppDisabledOnOneNodeIsRefusedOnTheOther() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        eventuallyOnOtherNode("/v1beta/users/me", tokens.bearer(), 200);
        fixtures.admin().contentType(ContentType.JSON).body(Map.of("disabled", true))
                .patch("/admin/v1/apps/" + app.clientId()).then().statusCode(200);
        eventuallyOnOtherNode("/v1beta/users/me", tokens.bearer(), 401);
    }

    @Test
    void aUserErasedOnOneNodeIsRefusedOnTheOther() {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        eventuallyOnOtherNode("/v1beta/users/me", tokens.bearer(), 200);
        api().header("Authorization", tokens.bearer()).delete("/v1beta/users/me").then().statusCode(204);
        eventuallyOnOtherNode("/v1beta/users/me", tokens.bearer(), 401);
    }

    /**
     * An app's label sets are held in memory on each node (AppLabelSets): a recipe of a set new to the app, written on
     * one node, is found by a search on the other once PostgreSQL's notice arrives, not a minute later when the sets
     * would be read again. The embedded database has one node only, so this runs on PostgreSQL.
     */
    @Test
    void aRecipeOfANewLabelSetWrittenOnOneNodeIsFoundByASearchOnTheOther() {
        TestApp app = fixtures.app();
        String management = managementOnBothNodes(app);
        String salad = recipe(management, "Green Salad", "2 cups spinach", "1 tbsp olive oil", "1 lemon");
        await().atMost(Patience.of(Duration.ofSeconds(30))).pollInterval(Duration.ofMillis(100))
                .until(() -> veganOnOtherNode(management).equals(List.of(salad)));
        String dressing = recipe(management, "Tahini Dressing", "2 tbsp tahini", "1 lemon");
        // Under the minute after which the other node would read the app's sets again anyway.
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100))
                .until(() -> Set.copyOf(veganOnOtherNode(management)).equals(Set.of(dressing, salad)));
    }

    /**
     * Each node holds users' preferences in memory (UserPreferences): a change made on one node shapes the user's
     * search on the other once PostgreSQL's notice arrives, not a minute later when they would be read again.
     */
    @Test
    void preferencesChangedOnOneNodeShapeASearchOnTheOther() {
        TestApp app = fixtures.app();
        String management = managementOnBothNodes(app);
        String salad = recipe(management, "Green Salad", "2 cups spinach", "1 tbsp olive oil", "1 lemon");
        String omelette = recipe(management, "Omelette", "3 large eggs", "1 tbsp butter");
        Tokens user = fixtures.anonymous(app);
        eventuallyOnOtherNode("/v1beta/users/me", user.bearer(), 200);
        // The other node reads (and holds) the user's preferences: none yet.
        await().atMost(Patience.of(Duration.ofSeconds(30))).pollInterval(Duration.ofMillis(100))
                .until(() -> Set.copyOf(searchOnOtherNode(user.bearer())).equals(Set.of(salad, omelette)));
        api().header("Authorization", user.bearer()).contentType(ContentType.JSON)
                .body(Map.of("diets", List.of("vegan"))).patch("/v1beta/users/me/preferences").then()
                .statusCode(200);
        // Under the minute after which the other node would read them again anyway.
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(100))
                .until(() -> searchOnOtherNode(user.bearer()).equals(List.of(salad)));
    }

    private static List<String> searchOnOtherNode(String bearer) {
        return RestAssured.given().port(otherPort).header("Authorization", bearer).get("/v1beta/recipes").then()
                .statusCode(200).extract().path("data.id");
    }

    /**
     * A management token of the app, once the app and the token have reached the other node through the broadcast
     * log. Memory held per node needs several nodes, which the embedded database cannot have: PostgreSQL only.
     */
    private String managementOnBothNodes(TestApp app) {
        assumeTrue(TestDatabase.kind() == TestDatabase.Kind.POSTGRES, "several nodes need PostgreSQL");
        String management = "Bearer " + fixtures.managementToken(app);
        eventuallyOnOtherNode("/v1beta/app", management, 200);
        return management;
    }

    private String recipe(String management, String name, String... lines) {
        return api().header("Authorization", management).contentType(ContentType.JSON)
                .body(larder.support.RecipeBody.named(name).ingredients(lines)).post("/v1beta/recipes").then()
                .statusCode(201).extract().path("id");
    }

    private static List<String> veganOnOtherNode(String management) {
        return RestAssured.given().port(otherPort).header("Authorization", management).queryParam("diet", "vegan")
                .get("/v1beta/recipes").then().statusCode(200).extract().path("data.id");
    }

    @Test
    void aFamilyRevokedOnOneNodeIsRefusedOnTheOther() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        eventuallyOnOtherNode("/v1beta/users/me", second.bearer(), 200);
        RestAssured.given().port(otherPort).contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token",
                        "refresh_token", first.refreshToken()))
                .post("/v1beta/auth/access_token").then().statusCode(200);
        clock.advance(Duration.ofSeconds(61));
        api().contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token",
                        "refresh_token", first.refreshToken()))
                .post("/v1beta/auth/access_token").then().statusCode(400);
        eventuallyOnOtherNode("/v1beta/users/me", second.bearer(), 401);
    }
}
