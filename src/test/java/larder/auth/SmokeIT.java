package larder.auth;

import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;

class SmokeIT extends IntegrationTest {

    @Test
    void anonymousUserReadsItself() {
        var app = fixtures.app("https://shop.example");
        var tokens = fixtures.anonymous(app);
        api().header("Authorization", tokens.bearer()).get("/v1beta/users/me").then().statusCode(200);
    }
}
