package larder.platform.ratelimit;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * Quotas (docs/api.md §1): {@code rate} requests per {@code period}, with bursts up to {@code burst}.
 * Each member can be set alone, e.g. {@code --larder.rate-limit.user.rate=100}; {@code LARDER_RATE_LIMITS=off}
 * switches every quota off.
 */
@ConfigurationProperties("larder.rate-limit")
public record RateLimitSettings(Quota anonymousGrant, Quota refreshGrant, Quota user, Quota management,
                                Quota authFailure) {

    @ConstructorBinding
    public RateLimitSettings {
        anonymousGrant = Quota.withDefaults(anonymousGrant, 20, Duration.ofMinutes(1), 20);
        refreshGrant = Quota.withDefaults(refreshGrant, 60, Duration.ofMinutes(1), 60);
        user = Quota.withDefaults(user, 50, Duration.ofSeconds(1), 100);
        management = Quota.withDefaults(management, 200, Duration.ofSeconds(1), 200);
        // A client with a valid credential hardly ever fails; a guesser fails at once and on and on.
        authFailure = Quota.withDefaults(authFailure, 10, Duration.ofMinutes(1), 20);
    }

    /** The contract's quotas, with the default for failed credentials. */
    public RateLimitSettings(Quota anonymousGrant, Quota refreshGrant, Quota user, Quota management) {
        this(anonymousGrant, refreshGrant, user, management, null);
    }

    public record Quota(Long rate, Duration period, Long burst) {

        static Quota withDefaults(Quota set, long rate, Duration period, long burst) {
            Quota quota = set == null ? new Quota(rate, period, burst) : new Quota(
                    set.rate == null ? rate : set.rate,
                    set.period == null ? period : set.period,
                    set.burst == null ? Math.max(burst, set.rate == null ? 0 : set.rate) : set.burst);
            if (quota.rate < 1 || quota.burst < 1 || quota.period.isNegative() || quota.period.isZero()) {
                throw new IllegalArgumentException("A quota needs a positive rate, period and burst: " + quota);
            }
            return quota;
        }
    }
}
