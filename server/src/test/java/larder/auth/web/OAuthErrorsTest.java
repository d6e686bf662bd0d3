package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatusCode;

/** The errors met before the token endpoint could answer, in the shape of RFC 6749 §5.2. */
class OAuthErrorsTest {

    private final OAuthErrors errors = new OAuthErrors();

    @Test
    void itWritesTheTokenEndpointsErrorsOnly() {
        assertThat(errors.appliesTo("/v1beta/auth/access_token")).isTrue();
        assertThat(errors.appliesTo("/v1beta/auth/access_token/x")).isFalse();
        assertThat(errors.appliesTo("/v1beta/lists")).isFalse();
    }

    @Test
    void aLimitIsRateLimitedAServerFaultServerErrorAndAnythingElseInvalidRequest() {
        assertThat(errors.body(HttpStatusCode.valueOf(429), "slow down"))
                .containsExactly(Map.entry("error", "rate_limited"), Map.entry("error_description", "slow down"));
        assertThat(errors.body(HttpStatusCode.valueOf(500), "bug")).containsEntry("error", "server_error");
        assertThat(errors.body(HttpStatusCode.valueOf(503), "down")).containsEntry("error", "server_error");
        assertThat(errors.body(HttpStatusCode.valueOf(413), "big")).containsEntry("error", "invalid_request")
                .containsEntry("error_description", "big");
        assertThat(errors.body(HttpStatusCode.valueOf(405), "no")).containsEntry("error", "invalid_request");
        assertThat(errors.body(HttpStatusCode.valueOf(499), "no")).containsEntry("error", "invalid_request");
    }

    @Test
    void noAnswerMayBeStored() {
        assertThat(errors.headers()).containsExactly(Map.entry("Cache-Control", "no-store"),
                Map.entry("Pragma", "no-cache"));
    }
}
