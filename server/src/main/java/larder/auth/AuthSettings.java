package larder.auth;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.convert.DurationUnit;

/**
 * Token lifetimes (docs/api.md §2): {@code LARDER_ACCESS_TOKEN_TTL}, {@code LARDER_REFRESH_TOKEN_TTL} and
 * {@code LARDER_REFRESH_GRACE}, in seconds.
 */
@ConfigurationProperties("larder")
public record AuthSettings(
        @DurationUnit(ChronoUnit.SECONDS) @DefaultValue("86400") Duration accessTokenTtl,
        @DurationUnit(ChronoUnit.SECONDS) @DefaultValue("7776000") Duration refreshTokenTtl,
        @DurationUnit(ChronoUnit.SECONDS) @DefaultValue("60") Duration refreshGrace) {

    public AuthSettings {
        if (accessTokenTtl.toSeconds() < 1 || refreshTokenTtl.toSeconds() < 1 || refreshGrace.isNegative()) {
            throw new IllegalArgumentException("Token lifetimes must be positive and the grace period not negative");
        }
    }
}
