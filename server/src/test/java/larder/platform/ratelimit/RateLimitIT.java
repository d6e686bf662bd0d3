package larder.platform.ratelimit;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;

import io.restassured.http.ContentType;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

@TestPropertySource(properties = {
        "larder.rate-limits=on",
        // The tests' client is the proxy here: its X-Forwarded-For names the client.
        "larder.trusted-proxies=127.0.0.1",
        "larder.rate-limit.anonymous-grant.rate=3",
        "larder.rate-limit.anonymous-grant.burst=3",
        "larder.rate-limit.anonymous-grant.period=60s",
        "larder.rate-limit.user.rate=5",
        "larder.rate-limit.user.burst=5",
        "larder.rate-limit.user.period=60s",
})
class RateLimitIT extends IntegrationTest {

    private io.restassured.response.ValidatableResponse grant(TestApp app, String clientIp) {
        return api().header("X-Forwarded-For", clientIp).contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "anonymous"))
                .post("/v1beta/auth/access_token").then();
    }

    @Test
    void anonymousGrantsAreLimitedPerClientIp() {
        TestApp app = fixtures.app();
        for (int i = 0; i < 3; i++) {
            grant(app, "198.51.100.7").statusCode(200);
        }
        grant(app, "198.51.100.7").statusCode(429)
                .contentType(ContentType.JSON)
                .body("error", equalTo("rate_limited"))
                .header("Retry-After", matchesPattern("[1-9][0-9]*"))
                .header("RateLimit-Policy", "\"anonymous\";q=3;w=60")
                .header("RateLimit", matchesPattern("\"anonymous\";r=0;t=\\d+"));
        grant(app, "198.51.100.8").statusCode(200);
    }

    @Test
    void userTokensAreLimitedPerUserWithHeadersOnEveryAnswer() {
        TestApp app = fixtures.app();
        String access = grant(app, "203.0.113.20").statusCode(200).extract().path("access_token");
        Tokens tokens = new Tokens(access, "", 0);
        for (int remaining = 4; remaining >= 0; remaining--) {
            api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(200)
                    .header("RateLimit-Policy", "\"user\";q=5;w=60")
                    .header("RateLimit", matchesPattern("\"user\";r=" + remaining + ";t=\\d+"));
        }
        api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(429)
                .contentType("application/problem+json")
                .body("code", equalTo("rate_limited"))
                .header("Retry-After", matchesPattern("[1-9][0-9]*"));
        String other = grant(app, "203.0.113.21").statusCode(200).extract().path("access_token");
        api().header("Authorization", "Bearer " + other).get("/v1beta/users/me").then().statusCode(200);
    }
}
