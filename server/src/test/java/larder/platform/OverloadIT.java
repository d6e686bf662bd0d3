package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import java.sql.Connection;
import java.util.Map;
import javax.sql.DataSource;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

/**
 * Overload is a 503 with Retry-After, never a 500 (docs/api.md §1 and §13): with every connection of a small
 * pool held, here as slow requests would hold them, a request that needs the database waits the pool's timeout and
 * is told to come back.
 */
@TestPropertySource(properties = {
        // Two: Flyway takes two at start-up (its lock and its migration).
        "spring.datasource.hikari.maximum-pool-size=2",
        "spring.datasource.hikari.minimum-idle=2",
        "spring.datasource.hikari.connection-timeout=250",
        "larder.webhook.delivery=false",
})
class OverloadIT extends IntegrationTest {

    @Autowired
    private DataSource dataSource;

    @Test
    void aRequestThatFindsNoFreeConnectionIs503WithRetryAfterAndSucceedsOnceOneIsFree() throws Exception {
        TestApp app = fixtures.app();
        Tokens user = fixtures.anonymous(app);
        try (Connection held = dataSource.getConnection(); Connection alsoHeld = dataSource.getConnection()) {
            assertThat(held.isValid(1) && alsoHeld.isValid(1)).isTrue();
            api().header("Authorization", user.bearer()).get("/v1beta/lists").then()
                    .statusCode(503)
                    .contentType("application/problem+json")
                    .body("code", equalTo("unavailable"))
                    .body("status", equalTo(503))
                    .header("Retry-After", "1");
        }
        api().header("Authorization", user.bearer()).get("/v1beta/lists").then().statusCode(200);
    }

    @Test
    void aFilterThatFindsNoFreeConnectionAnswers503Too() throws Exception {
        TestApp app = fixtures.app();
        Tokens user = fixtures.anonymous(app);
        try (Connection held = dataSource.getConnection(); Connection alsoHeld = dataSource.getConnection()) {
            assertThat(held.isValid(1) && alsoHeld.isValid(1)).isTrue();
            // The idempotency filter claims the key in the database before the controller runs.
            api().header("Authorization", user.bearer()).header("Idempotency-Key", "overload-1")
                    .contentType(ContentType.JSON).body(Map.of("name", "Weekly"))
                    .post("/v1beta/lists").then()
                    .statusCode(503)
                    .contentType("application/problem+json")
                    .body("code", equalTo("unavailable"))
                    .header("Retry-After", "1");
        }
        api().header("Authorization", user.bearer()).header("Idempotency-Key", "overload-1")
                .contentType(ContentType.JSON).body(Map.of("name", "Weekly"))
                .post("/v1beta/lists").then().statusCode(201).body("name", equalTo("Weekly"));
    }
}
