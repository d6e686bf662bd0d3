package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.EventStream;
import larder.support.IntegrationTest;
import larder.support.ListBody;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * docs/api.md §12: a request's X-Request-Id appears in the logs. With the default log levels, a plain GET writes
 * exactly one line: the access line, with its route template, status, duration, request id and caller; never the
 * query string.
 */
@ExtendWith(OutputCaptureExtension.class)
class AccessLogIT extends IntegrationTest {

    private static List<String> accessLines(CapturedOutput output, String requestId) {
        return output.getAll().lines().filter(line -> line.contains("larder.access"))
                .filter(line -> line.contains("[" + requestId + "]")).toList();
    }

    @Test
    void aPlainGetWritesOneAccessLineWithItsRequestIdAndCaller(CapturedOutput output) {
        TestApp app = fixtures.app();
        Tokens user = fixtures.anonymous(app);
        String userId = fixtures.userId(user);
        api().header("X-Request-Id", "plain-get-4711").header("Authorization", user.bearer())
                .queryParam("limit", 7).get("/v1beta/lists").then().statusCode(200);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(accessLines(output, "plain-get-4711"))
                .hasSize(1));
        String line = accessLines(output, "plain-get-4711").getFirst();
        assertThat(line).containsPattern("GET /v1beta/lists 200 \\d+ ms client=" + app.clientId() + " caller="
                + userId);
        assertThat(line).doesNotContain("limit").doesNotContain(user.accessToken());
    }

    @Test
    void aRefusedRequestIsLoggedWithItsStatusAndARouteTemplateNotItsPath(CapturedOutput output) {
        api().header("X-Request-Id", "refused-4712").header("Authorization", "Bearer not-a-token")
                .get("/v1beta/lists/lst_secretlooking?code=abc").then().statusCode(401);
        api().header("X-Request-Id", "unknown-4713").get("/nowhere/inv_0123").then().statusCode(404);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(accessLines(output, "refused-4712")).hasSize(1);
            assertThat(accessLines(output, "unknown-4713")).hasSize(1);
        });
        assertThat(accessLines(output, "refused-4712").getFirst())
                .contains("GET - 401").contains("client=- caller=-")
                .doesNotContain("lst_secretlooking").doesNotContain("not-a-token").doesNotContain("code=abc");
        assertThat(accessLines(output, "unknown-4713").getFirst()).contains("GET - 404").doesNotContain("inv_0123");
    }

    /**
     * A live stream answered 200 before it went asynchronous. When its client leaves, the container marks the request
     * 500 for an error page it can no longer show; the line says the 200 the client got, or every app closed would
     * log a 5xx for the operator (docs/api.md §1: every 5xx is a bug).
     */
    @Test
    void aStreamItsClientLeftIsLoggedWithTheStatusItWasAnswered(CapturedOutput output) {
        Tokens user = fixtures.anonymous(fixtures.app());
        String list = api().header("Authorization", user.bearer()).contentType("application/json")
                .body(ListBody.named("Left")).post("/v1beta/lists").then().statusCode(201).extract().path("id");
        try (EventStream events = EventStream.open(port, "/v1beta/lists/" + list + "/events",
                Map.of("Authorization", user.bearer(), "X-Request-Id", "left-stream-4714"))) {
            assertThat(events.status()).isEqualTo(200);
            // A heartbeat came: the stream is live and asynchronous when the client leaves.
            await().atMost(Duration.ofSeconds(10)).until(() -> events.comments().contains("heartbeat"));
        }

        // The server learns that the client left when it next writes (a heartbeat, 300 ms in the tests).
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(accessLines(output, "left-stream-4714"))
                .hasSize(1));
        assertThat(accessLines(output, "left-stream-4714").getFirst()).contains("GET /v1beta/lists/{id}/events 200 ");
    }
}
