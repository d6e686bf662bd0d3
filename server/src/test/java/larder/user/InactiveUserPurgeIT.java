package larder.user;

import java.time.Duration;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class InactiveUserPurgeIT extends IntegrationTest {

    @Autowired
    private InactiveUserPurge purge;

    @Autowired
    private UserAccounts accounts;

    @Test
    void usersNotSeenForNinetyDaysAreErasedAndActiveOnesKept() {
        TestApp app = fixtures.app();
        Tokens idle = fixtures.anonymous(app);
        Tokens active = fixtures.anonymous(app);
        accounts.flushActivity();

        clock.advance(Duration.ofDays(50));
        Tokens renewed = fixtures.refresh(app, active.refreshToken());
        api().header("Authorization", renewed.bearer()).get("/v1beta/users/me").then().statusCode(200);
        accounts.flushActivity();

        clock.advance(Duration.ofDays(41));
        purge.purge();

        Tokens stillActive = fixtures.refresh(app, renewed.refreshToken());
        api().header("Authorization", stillActive.bearer()).get("/v1beta/users/me").then().statusCode(200);
        api().contentType("application/json").body(java.util.Map.of("client_id", app.clientId(),
                "grant_type", "refresh_token", "refresh_token", idle.refreshToken()))
                .post("/v1beta/auth/access_token").then().statusCode(400);
    }
}
