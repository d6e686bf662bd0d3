package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import larder.support.WebhookBody;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.test.context.TestPropertySource;

/**
 * Issues every kind of secret, uses each on success and failure paths with verbose logging on, then scans
 * everything the application wrote for them.
 */
@ExtendWith(OutputCaptureExtension.class)
@TestPropertySource(properties = {
        "logging.level.larder=TRACE",
        "logging.level.org.springframework.web=DEBUG",
        "logging.level.org.springframework.jdbc=DEBUG",
        "logging.level.org.jooq.tools.LoggerListener=DEBUG",
        "logging.level.org.apache.catalina=DEBUG",
})
class SecretsInLogsIT extends IntegrationTest {

    @Test
    void everyLogLineOfARequestCarriesItsRequestId(CapturedOutput output) {
        Tokens tokens = fixtures.anonymous(fixtures.app());
        api().header("X-Request-Id", "trace-me-4711").header("Authorization", tokens.bearer())
                .get("/v1beta/users/me").then().statusCode(200).header("X-Request-Id", "trace-me-4711");
        assertThat(output.getAll().lines().filter(line -> line.contains("/v1beta/users/me")))
                .isNotEmpty()
                .allSatisfy(line -> assertThat(line).contains("[trace-me-4711]"));
    }

    @Test
    void noIssuedSecretEverAppearsInTheLog(CapturedOutput output) {
        List<String> secrets = new ArrayList<>();
        secrets.add(ADMIN_KEY);
        TestApp app = fixtures.app("https://logs.example");
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        Tokens formGranted = new Tokens(api().contentType(ContentType.URLENC)
                .formParam("client_id", app.clientId()).formParam("grant_type", "anonymous")
                .post("/v1beta/auth/access_token").then().statusCode(200).extract().path("access_token"), "", 0);
        String management = fixtures.managementToken(app);
        secrets.addAll(List.of(first.accessToken(), first.refreshToken(), second.accessToken(),
                second.refreshToken(), formGranted.accessToken(), management));

        api().header("Authorization", "Bearer " + management).get("/v1beta/app").then().statusCode(200);
        // Webhook secrets: shown at creation and rotation, then used to sign every attempt.
        io.restassured.path.json.JsonPath created = api().header("Authorization", "Bearer " + management)
                .contentType(ContentType.JSON).body(WebhookBody.to("https://hooks.example/larder").events("*"))
                .post("/v1beta/webhooks").then().statusCode(201).extract().jsonPath();
        String webhook = created.getString("id");
        secrets.add(created.getString("secret"));
        String firstSecret = api().header("Authorization", "Bearer " + management)
                .get("/v1beta/webhooks/" + webhook).then().statusCode(200).extract().path("secret");
        assertThat(firstSecret).as("never shown again").isNull();
        secrets.add(api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(WebhookBody.to("https://hooks.example/other").events("list.created"))
                .post("/v1beta/webhooks").then().statusCode(201).extract().path("secret"));
        secrets.add(api().header("Authorization", "Bearer " + management)
                .post("/v1beta/webhooks/" + webhook + "/rotate_secret").then().statusCode(200).extract().path("secret"));
        secrets.add(api().header("Authorization", "Bearer " + management)
                .post("/v1beta/webhooks/" + webhook + "/rotate_secret").then().statusCode(200).extract().path("secret"));
        api().header("Authorization", "Bearer " + management).post("/v1beta/webhooks/" + webhook + "/ping").then()
                .statusCode(201);
        api().header("Authorization", "Bearer " + management).contentType(ContentType.JSON)
                .body(ListBody.named("signed")).post("/v1beta/lists").then().statusCode(201);
        String hookId = webhook;
        org.awaitility.Awaitility.await().atMost(Duration.ofSeconds(15)).until(() -> api()
                .header("Authorization", "Bearer " + management).get("/v1beta/webhooks/" + hookId + "/deliveries")
                .then().extract().jsonPath().getList("data.attempt", Integer.class).stream().allMatch(a -> a >= 1));
        api().header("Authorization", "Bearer " + management).header("Origin", "https://logs.example")
                .get("/v1beta/app").then().statusCode(403);
        api().header("Authorization", second.bearer()).header("Origin", "https://nope.example")
                .get("/v1beta/users/me").then().statusCode(403);
        api().header("Authorization", second.accessToken()).get("/v1beta/users/me").then().statusCode(401);
        clock.advance(Duration.ofSeconds(61));
        api().contentType(ContentType.JSON).body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token",
                "refresh_token", first.refreshToken())).post("/v1beta/auth/access_token").then().statusCode(400);
        clock.advance(Duration.ofDays(2));
        api().header("Authorization", second.bearer()).get("/v1beta/users/me").then().statusCode(401);
        String id = fixtures.admin().get("/admin/v1/apps/" + app.clientId() + "/management-tokens").then()
                .extract().path("data[0].id");
        fixtures.admin().delete("/admin/v1/apps/" + app.clientId() + "/management-tokens/" + id).then()
                .statusCode(204);
        api().header("Authorization", "Bearer " + management).get("/v1beta/app").then().statusCode(401);

        String log = output.getAll();
        assertThat(log).as("verbose logging was on").contains("/v1beta/auth/access_token");
        for (String secret : secrets) {
            assertThat(log).doesNotContain(secret);
            // Loggers truncate long values, so no fragment of a secret may appear either: check both ends of each
            // secret's random part (for a JWT, both ends of its signature).
            String random = secret.contains(".") ? secret.substring(secret.lastIndexOf('.') + 1)
                    : secret.replaceFirst("^(l[rm]t_|whsec_)", "");
            assertThat(log).as("start of a secret").doesNotContain(random.substring(0, Math.min(12, random.length())));
            assertThat(log).as("end of a secret").doesNotContain(random.substring(Math.max(0, random.length() - 12)));
        }
    }
}
