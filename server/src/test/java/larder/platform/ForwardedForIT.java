package larder.platform;

import io.restassured.http.ContentType;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * With no trusted proxy configured (the default), X-Forwarded-For is not believed, even from a loopback or private
 * address: a client cannot escape the per-address grant quota by naming a fresh address in each request.
 */
@TestPropertySource(properties = {
        "larder.rate-limits=on",
        "larder.rate-limit.anonymous-grant.rate=3",
        "larder.rate-limit.anonymous-grant.burst=3",
        "larder.rate-limit.anonymous-grant.period=60s",
})
class ForwardedForIT extends IntegrationTest {

    @Test
    void aForwardedForFromAnUntrustedAddressDoesNotMakeANewClient() {
        TestApp app = fixtures.app();
        for (int i = 0; i < 3; i++) {
            grant(app, "198.51.100." + i).statusCode(200);
        }
        grant(app, "198.51.100.99").statusCode(429)
                .header("RateLimit-Policy", "\"anonymous\";q=3;w=60");
    }

    private io.restassured.response.ValidatableResponse grant(TestApp app, String claimedAddress) {
        return api().header("X-Forwarded-For", claimedAddress).contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "anonymous"))
                .post("/v1beta/auth/access_token").then();
    }
}
