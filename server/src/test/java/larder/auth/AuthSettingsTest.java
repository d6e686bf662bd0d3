package larder.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import larder.platform.problem.ProblemCode;
import org.junit.jupiter.api.Test;

class AuthSettingsTest {

    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void lifetimesOfASecondAndNoGraceAreTaken() {
        AuthSettings settings = new AuthSettings(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ZERO);

        assertThat(settings.accessTokenTtl()).isEqualTo(Duration.ofSeconds(1));
        assertThat(settings.refreshGrace()).isZero();
    }

    @Test
    void aLifetimeUnderASecondOrANegativeGraceIsRefused() {
        assertThatThrownBy(() -> new AuthSettings(Duration.ofMillis(999), HOUR, HOUR))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AuthSettings(HOUR, Duration.ZERO, HOUR))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AuthSettings(HOUR, HOUR, Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyAuthenticationProblemCodeIsRegistered() {
        assertThat(new AuthProblems().authProblemCodes().codes()).extracting(ProblemCode::code).containsExactly(
                "auth.token_required", "auth.token_invalid", "auth.token_expired", "auth.forbidden",
                "auth.management_token_from_browser", "auth.origin_not_allowed");
    }
}
