package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import larder.support.WebhookBody;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * With {@code LARDER_WEBHOOK_ALLOW_PRIVATE} unset, URLs on loopback, private and link-local addresses are refused
 * when the endpoint is saved, and again when connecting (a name that resolved to a public address when saved may
 * resolve to a private one later).
 */
class WebhookPrivateAddressIT extends IntegrationTest {

    @Autowired
    private JdbcTemplate jdbc;

    private RequestSpecification as(String bearer) {
        return api().header("Authorization", bearer).contentType(ContentType.JSON);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:8080/hook", "http://localhost/hook", "http://[::1]/hook",
            "http://10.1.2.3/hook", "https://192.168.1.10/hook", "http://169.254.169.254/latest/meta-data",
            "http://[fd00::1]/hook", "http://[::ffff:127.0.0.1]/hook", "http://0.0.0.0/hook"})
    void aPrivateUrlIsRefusedWhenSaved(String url) {
        String management = "Bearer " + fixtures.managementToken(fixtures.app());
        as(management).body(WebhookBody.to(url).events("*")).post("/v1beta/webhooks").then()
                .statusCode(422).body("code", equalTo("request.invalid"))
                .body("errors[0].pointer", equalTo("/url"));
        as(management).get("/v1beta/webhooks").then().body("data.size()", equalTo(0));
    }

    @Test
    void aPrivateAddressIsRefusedWhenConnectingToo() throws Exception {
        TestApp app = fixtures.app();
        String management = "Bearer " + fixtures.managementToken(app);
        try (Receiver receiver = new Receiver()) {
            String id = as(management).body(WebhookBody.to("http://192.0.2.10/hook").events("*"))
                    .post("/v1beta/webhooks").then().statusCode(201).extract().path("id");
            as(management).body(WebhookBody.to(receiver.url("/hook"))).patch("/v1beta/webhooks/" + id).then()
                    .statusCode(422).body("errors[0].pointer", equalTo("/url"));
            // As if the name now resolved to a loopback address (DNS rebinding): only the resolver at connection
            // time stands between the endpoint and the receiver.
            jdbc.update("update webhook_endpoint set url = ? where id = ?", receiver.url("/hook"), id);
            as(management).post("/v1beta/webhooks/" + id + "/ping").then().statusCode(201);
            await().atMost(Duration.ofSeconds(15)).pollInterval(Duration.ofMillis(50)).untilAsserted(() ->
                    as(management).get("/v1beta/webhooks/" + id + "/deliveries").then()
                            .body("data[0].attempt", equalTo(1))
                            .body("data[0].error", equalTo("private address"))
                            .body("data[0].outcome", equalTo("pending")));
            assertThat(receiver.all()).isEmpty();
        }
    }
}
