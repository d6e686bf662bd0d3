package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.auth.ManagementTokens;
import larder.auth.ManagementTokensOver;
import larder.platform.db.MemoryDatabase;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code larder apps …} and {@code larder tokens …}, run as the launcher runs them, over the real services on the
 * in-memory database; the application context is a stand-in that hands out those services.
 */
class OperatorCliTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(NOW);
    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Apps apps = AppsOver.database(database, clock).apps();
    private final ManagementTokens tokens = ManagementTokensOver.database(database, clock);
    private final JsonMapper json = JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .build();
    private final ConfigurableApplicationContext context = mock(ConfigurableApplicationContext.class);

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    OperatorCliTest() {
        when(context.getBean(Apps.class)).thenReturn(apps);
        when(context.getBean(ManagementTokens.class)).thenReturn(tokens);
        when(context.getBean(JsonMapper.class)).thenReturn(json);
    }

    private int run(String... args) {
        out.reset();
        err.reset();
        return OperatorCli.run(context, args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private JsonNode printed() {
        return json.readTree(out.toString(StandardCharsets.UTF_8));
    }

    private String error() {
        return json.readTree(err.toString(StandardCharsets.UTF_8)).get("error").asString();
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        for (JsonNode value : array) {
            values.add(value.asString());
        }
        return values;
    }

    @Test
    void itHandlesTheAppsAndTokensCommandsOnly() {
        assertThat(OperatorCli.handles(new String[] {"apps", "list"})).isTrue();
        assertThat(OperatorCli.handles(new String[] {"tokens"})).isTrue();
        assertThat(OperatorCli.handles(new String[] {"serve", "apps"})).isFalse();
        assertThat(OperatorCli.handles(new String[] {"backup"})).isFalse();
        assertThat(OperatorCli.handles(new String[] {})).isFalse();
    }

    @Test
    void anAppIsCreatedAndPrintedAsTheOperatorApiShowsIt() {
        assertThat(run("apps", "create", "--name", "Shop", "--origin", "https://shop.example", "--origin",
                "https://*.shop.example")).isZero();

        JsonNode app = printed();
        String clientId = app.get("client_id").asString();
        assertThat(clientId).startsWith("app_");
        assertThat(app.get("name").asString()).isEqualTo("Shop");
        assertThat(strings(app.get("allowed_origins"))).containsExactly("https://shop.example",
                "https://*.shop.example");
        assertThat(app.get("disabled").asBoolean()).isFalse();
        assertThat(apps.get(clientId).name()).isEqualTo("Shop");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\n  \"");
    }

    @Test
    void anAppWithoutOriginsHasNone() {
        assertThat(run("apps", "create", "--name", "Shop")).isZero();

        assertThat(printed().get("allowed_origins").isEmpty()).isTrue();
    }

    @Test
    void anInvalidAppIsRefusedWithEveryBrokenRule() {
        assertThat(run("apps", "create", "--name", " ", "--origin", "ftp://x.example")).isEqualTo(1);

        assertThat(error()).isEqualTo("/name: must be 1 to 200 characters; "
                + "/allowed_origins/0: the scheme must be http or https");
        assertThat(out.size()).isZero();
    }

    @Test
    void aMissingOptionIsAUsageError() {
        assertThat(run("apps", "create")).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--name");
    }

    @Test
    void helpIsPrinted() {
        assertThat(run("tokens", "--help")).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("create").contains("revoke");
        assertThat(err.size()).isZero();
    }

    @Test
    void appsAreListedAPageAtATime() {
        apps.create("app_1", "One", List.of());
        clock.now = NOW.plusSeconds(1);
        apps.create("app_2", "Two", List.of());

        assertThat(run("apps", "list", "--limit", "1")).isZero();
        JsonNode page = printed();
        assertThat(page.get("data")).hasSize(1);
        assertThat(page.get("data").get(0).get("client_id").asString()).isEqualTo("app_1");
        String after = page.get("paging").get("cursors").get("after").asString();

        assertThat(run("apps", "list", "--limit", "1", "--after", after)).isZero();
        assertThat(printed().get("data").get(0).get("client_id").asString()).isEqualTo("app_2");

        assertThat(run("apps", "list")).isZero();
        assertThat(printed().get("data")).hasSize(2);
    }

    @Test
    void anAppIsShownAndAnUnknownOneIsNotFound() {
        apps.create("app_1", "Shop", List.of());

        assertThat(run("apps", "get", "app_1")).isZero();
        assertThat(printed().get("name").asString()).isEqualTo("Shop");

        assertThat(run("apps", "get", "app_none")).isEqualTo(1);
        assertThat(error()).isEqualTo("App app_none was not found.");
    }

    @Test
    void anAppIsChangedByTheOptionsGiven() {
        apps.create("app_1", "Shop", List.of("https://shop.example"));

        assertThat(run("apps", "update", "app_1", "--name", "Big shop")).isZero();
        assertThat(printed().get("name").asString()).isEqualTo("Big shop");
        assertThat(strings(printed().get("allowed_origins"))).containsExactly("https://shop.example");
        assertThat(printed().get("disabled").asBoolean()).isFalse();

        assertThat(run("apps", "update", "app_1", "--origin", "https://a.example", "--origin",
                "https://b.example", "--disable")).isZero();
        assertThat(strings(printed().get("allowed_origins"))).containsExactly("https://a.example",
                "https://b.example");
        assertThat(printed().get("disabled").asBoolean()).isTrue();
        assertThat(printed().get("name").asString()).isEqualTo("Big shop");

        assertThat(run("apps", "update", "app_1", "--name", "Shop")).isZero();
        assertThat(printed().get("disabled").asBoolean()).isTrue();

        assertThat(run("apps", "update", "app_1", "--clear-origins", "--enable")).isZero();
        assertThat(printed().get("allowed_origins").isEmpty()).isTrue();
        assertThat(printed().get("disabled").asBoolean()).isFalse();
        assertThat(apps.get("app_1").active()).isTrue();
        assertThat(apps.get("app_1").allowedOrigins()).isEmpty();
    }

    @Test
    void aTokenIsIssuedListedAndRevoked() {
        apps.create("app_1", "Shop", List.of());

        assertThat(run("tokens", "create", "app_1", "--name", "Backend")).isZero();
        JsonNode issued = printed();
        String id = issued.get("id").asString();
        String secret = issued.get("token").asString();
        assertThat(secret).startsWith("lmt_");
        assertThat(issued.get("name").asString()).isEqualTo("Backend");
        assertThat(tokens.authenticate(secret)).isPresent();

        assertThat(run("tokens", "list", "app_1")).isZero();
        assertThat(printed().get("data")).hasSize(1);
        assertThat(printed().get("data").get(0).get("id").asString()).isEqualTo(id);
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain(secret);

        assertThat(run("tokens", "revoke", "app_1", id)).isZero();
        assertThat(printed().get("revoked").asString()).isEqualTo(id);
        assertThat(tokens.authenticate(secret)).isEmpty();

        assertThat(run("tokens", "list", "app_1", "--limit", "5")).isZero();
        assertThat(printed().get("data")).isEmpty();
    }

    @Test
    void tokensOfAnUnknownAppAreNotFound() {
        assertThat(run("tokens", "create", "app_none", "--name", "Backend")).isEqualTo(1);
        assertThat(error()).isEqualTo("App app_none was not found.");
        assertThat(run("tokens", "list", "app_none")).isEqualTo(1);
        assertThat(error()).isEqualTo("App app_none was not found.");
        assertThat(run("tokens", "revoke", "app_none", "mtk_1")).isEqualTo(1);
        assertThat(error()).isEqualTo("App app_none was not found.");
    }

    @Test
    void anUnexpectedFailureIsReportedWithItsKind() {
        when(context.getBean(Apps.class)).thenThrow(new IllegalStateException("no database"));

        assertThat(run("apps", "get", "app_1")).isEqualTo(1);

        assertThat(error()).isEqualTo("java.lang.IllegalStateException: no database");
    }
}
