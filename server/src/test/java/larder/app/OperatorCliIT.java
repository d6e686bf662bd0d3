package larder.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The CLI's commands against a running application context; the jar-level run is in DurabilityIT. */
class OperatorCliIT extends IntegrationTest {

    @Autowired
    private ConfigurableApplicationContext context;

    @Autowired
    private JsonMapper json;

    private record Run(int exitCode, String out, String err) {
    }

    private Run cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = OperatorCli.run(context, args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void operatorsManageAppsAndTokensFromTheCommandLine() {
        Run created = cli("apps", "create", "--name", "CLI shop", "--origin", "https://cli.example");
        assertThat(created.exitCode()).as(created.err()).isZero();
        JsonNode app = json.readTree(created.out());
        String clientId = app.path("client_id").asString();
        assertThat(app.path("allowed_origins").get(0).asString()).isEqualTo("https://cli.example");

        Run token = cli("tokens", "create", clientId, "--name", "backend");
        assertThat(token.exitCode()).isZero();
        String secret = json.readTree(token.out()).path("token").asString();
        assertThat(secret).startsWith("lmt_");
        api().header("Authorization", "Bearer " + secret).get("/v1beta/app").then().statusCode(200);

        Run listed = cli("tokens", "list", clientId);
        assertThat(listed.exitCode()).isZero();
        assertThat(listed.out()).doesNotContain(secret).contains("backend");
        String tokenId = json.readTree(listed.out()).path("data").get(0).path("id").asString();

        Run revoked = cli("tokens", "revoke", clientId, tokenId);
        assertThat(revoked.exitCode()).isZero();
        api().header("Authorization", "Bearer " + secret).get("/v1beta/app").then().statusCode(401);

        Run updated = cli("apps", "update", clientId, "--origin", "https://other.example", "--disable");
        assertThat(json.readTree(updated.out()).path("disabled").asBoolean()).isTrue();
        assertThat(cli("apps", "get", clientId).out()).contains("https://other.example");
        assertThat(listedApps()).contains(clientId);
    }

    /** Every app the CLI lists, page after page: other tests share the database and make apps too. */
    private java.util.List<String> listedApps() {
        java.util.List<String> ids = new java.util.ArrayList<>();
        String after = null;
        do {
            Run page = after == null ? cli("apps", "list") : cli("apps", "list", "--after", after);
            assertThat(page.exitCode()).isZero();
            var body = json.readTree(page.out());
            body.path("data").forEach(app -> ids.add(app.path("client_id").asString()));
            var next = body.path("paging").path("cursors").path("after");
            after = next.isString() ? next.asString() : null;
        } while (after != null);
        return ids;
    }

    @Test
    void mistakesAreReportedAsJsonWithAnExitCode() {
        Run unknown = cli("tokens", "create", "app_unknown", "--name", "x");
        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(json.readTree(unknown.err()).path("error").asString()).contains("app_unknown");

        Run badOrigin = cli("apps", "create", "--name", "x", "--origin", "https://bad.example/path");
        assertThat(badOrigin.exitCode()).isEqualTo(1);
        assertThat(badOrigin.err()).contains("/allowed_origins/0");

        Run usage = cli("apps", "create");
        assertThat(usage.exitCode()).isEqualTo(2);
        assertThat(usage.err()).contains("--name");
    }
}
