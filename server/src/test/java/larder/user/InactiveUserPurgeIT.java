package larder.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import larder.support.ListBody;
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

    private RequestSpecification as(Tokens tokens) {
        return api().header("Authorization", tokens.bearer()).contentType(ContentType.JSON);
    }

    private String list(Tokens owner, String name) {
        return as(owner).body(ListBody.named(name)).post("/v1beta/lists").then().statusCode(201).extract().path("id");
    }

    private void join(Tokens member, Tokens owner, String listId) {
        String code = as(owner).post("/v1beta/lists/" + listId + "/invites").then().statusCode(201).extract()
                .path("code");
        as(member).body(Map.of("code", code)).post("/v1beta/lists/join").then().statusCode(200);
    }

    private int refreshStatus(TestApp app, Tokens tokens) {
        return api().contentType("application/json").body(Map.of("client_id", app.clientId(),
                        "grant_type", "refresh_token", "refresh_token", tokens.refreshToken()))
                .post("/v1beta/auth/access_token").then().extract().statusCode();
    }

    /**
     * The purge erases in batches (of 100), one transaction and a statement per table each: every inactive user
     * goes with what it owned, the active user keeps its own list and loses the lists and members that went.
     */
    @Test
    void aPurgeOfMoreThanOneBatchErasesEveryInactiveUserWithWhatItOwned() {
        // The database is shared with the other tests of this context: their users go first, so that the count below
        // is this test's own.
        accounts.flushActivity();
        clock.advance(Duration.ofDays(91));
        purge.purge();
        clock.reset();
        TestApp app = fixtures.app();
        Tokens owner = fixtures.anonymous(app);
        Tokens member = fixtures.anonymous(app);
        Tokens active = fixtures.anonymous(app);
        String ownersList = list(owner, "Owner's");
        join(active, owner, ownersList);
        String activesList = list(active, "Active's");
        join(member, active, activesList);
        List<Tokens> idle = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            idle.add(fixtures.anonymous(app));
        }
        accounts.flushActivity();

        clock.advance(Duration.ofDays(50));
        Tokens renewed = fixtures.refresh(app, active.refreshToken());
        accounts.flushActivity();
        clock.advance(Duration.ofDays(41));

        assertThat(purge.purge()).isEqualTo(152);

        Tokens kept = fixtures.refresh(app, renewed.refreshToken());
        as(kept).get("/v1beta/lists?limit=100").then().statusCode(200)
                .body("data.id", equalTo(List.of(activesList)));
        as(kept).get("/v1beta/lists/" + activesList + "/members").then().statusCode(200)
                .body("data.size()", equalTo(1));
        as(kept).get("/v1beta/lists/" + ownersList).then().statusCode(404);
        assertThat(refreshStatus(app, owner)).isEqualTo(400);
        assertThat(refreshStatus(app, member)).isEqualTo(400);
        assertThat(refreshStatus(app, idle.getFirst())).isEqualTo(400);
        assertThat(refreshStatus(app, idle.getLast())).isEqualTo(400);
        assertThat(purge.purge()).isZero();
    }
}
