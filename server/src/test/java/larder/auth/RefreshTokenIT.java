package larder.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class RefreshTokenIT extends IntegrationTest {

    private static final String TOKEN = "/v1beta/auth/access_token";

    private Response refresh(TestApp app, String refreshToken) {
        return api().contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token", "refresh_token", refreshToken))
                .post(TOKEN);
    }

    private int me(Tokens tokens) {
        return api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").statusCode();
    }

    @Test
    void refreshGivesANewAccessTokenForTheSameUserAndRotatesTheRefreshToken() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        assertThat(second.accessToken()).isNotEqualTo(first.accessToken());
        assertThat(second.refreshToken()).isNotEqualTo(first.refreshToken());
        assertThat(fixtures.userId(second)).isEqualTo(fixtures.userId(first));
        assertThat(fixtures.userId(fixtures.refresh(app, second.refreshToken()))).isEqualTo(fixtures.userId(first));
    }

    @Test
    void refreshWorksAfterTheAccessTokenExpired() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        String user = fixtures.userId(first);
        clock.advance(Duration.ofDays(2));
        assertThat(me(first)).isEqualTo(401);
        Tokens renewed = fixtures.refresh(app, first.refreshToken());
        assertThat(fixtures.userId(renewed)).isEqualTo(user);
    }

    @Test
    void tenConcurrentRefreshesWithOneRefreshTokenAllSucceedForTheSameUser() throws Exception {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        String user = fixtures.userId(first);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(10)) {
            for (int i = 0; i < 10; i++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return refresh(app, first.refreshToken());
                }));
            }
            start.countDown();
            for (Future<Response> answer : answers) {
                Response response = answer.get();
                assertThat(response.statusCode()).isEqualTo(200);
                Tokens tokens = new Tokens(response.path("access_token"), response.path("refresh_token"), 0);
                assertThat(fixtures.userId(tokens)).isEqualTo(user);
            }
        }
    }

    @Test
    void aRotatedTokenStillWorksWithinTheGracePeriod() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        clock.advance(Duration.ofSeconds(59));
        Tokens third = fixtures.refresh(app, first.refreshToken());
        assertThat(fixtures.userId(third)).isEqualTo(fixtures.userId(second));
        assertThat(me(second)).isEqualTo(200);
    }

    @Test
    void reuseAfterTheGracePeriodRevokesTheWholeFamily() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        Tokens third = fixtures.refresh(app, second.refreshToken());
        assertThat(me(third)).isEqualTo(200);

        clock.advance(Duration.ofSeconds(61));
        refresh(app, first.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));

        refresh(app, third.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));
        api().header("Authorization", third.bearer()).get("/v1beta/users/me").then().statusCode(401)
                .body("code", equalTo("auth.token_invalid"));
        assertThat(me(second)).isEqualTo(401);
    }

    @Test
    void anotherFamilyOfTheSameAppIsNotTouched() {
        TestApp app = fixtures.app();
        Tokens victim = fixtures.anonymous(app);
        Tokens bystander = fixtures.anonymous(app);
        fixtures.refresh(app, victim.refreshToken());
        clock.advance(Duration.ofSeconds(61));
        refresh(app, victim.refreshToken()).then().statusCode(400);
        assertThat(me(bystander)).isEqualTo(200);
        fixtures.refresh(app, bystander.refreshToken());
    }

    @Test
    void aRefreshTokenIssuedToAnotherClientIsInvalidGrant() {
        TestApp mine = fixtures.app();
        TestApp other = fixtures.app();
        Tokens tokens = fixtures.anonymous(mine);
        refresh(other, tokens.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));
        fixtures.refresh(mine, tokens.refreshToken());
    }

    @Test
    void unknownAndExpiredRefreshTokensAreInvalidGrant() {
        TestApp app = fixtures.app();
        refresh(app, "lrt_not-a-token").then().statusCode(400).body("error", equalTo("invalid_grant"));
        Tokens tokens = fixtures.anonymous(app);
        clock.advance(Duration.ofDays(91));
        refresh(app, tokens.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));
    }

    @Test
    void refreshKeepsTheRefreshTokenAliveForNinetyDaysFromItsLastUse() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        for (int i = 0; i < 3; i++) {
            clock.advance(Duration.ofDays(60));
            tokens = fixtures.refresh(app, tokens.refreshToken());
        }
        assertThat(me(tokens)).isEqualTo(200);
    }
}
