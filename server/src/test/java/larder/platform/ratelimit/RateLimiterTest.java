package larder.platform.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import larder.platform.PlatformSettings;
import larder.platform.problem.ProblemCode;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

    private static PlatformSettings settings(String mode) {
        return new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null), null, mode,
                Duration.ofSeconds(1), false, null);
    }

    private static RateLimitSettings quotas() {
        return new RateLimitSettings(new RateLimitSettings.Quota(3L, Duration.ofMinutes(1), 3L), null, null, null);
    }

    @Test
    void refusesTheRequestPastTheBurstWithRetryAfter() {
        RateLimiter limiter = new RateLimiter(settings("on"), quotas());
        for (int i = 0; i < 3; i++) {
            RateLimitDecision ok = limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
            assertThat(ok.allowed()).isTrue();
            assertThat(ok.remaining()).isEqualTo(2 - i);
        }
        RateLimitDecision refused = limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
        assertThat(refused.allowed()).isFalse();
        assertThat(refused.headers())
                .containsEntry("RateLimit-Policy", "\"anonymous\";q=3;w=60")
                .containsEntry("RateLimit", "\"anonymous\";r=0;t=60")
                .containsKey("Retry-After");
        assertThat(Long.parseLong(refused.headers().get("Retry-After"))).isBetween(1L, 20L);
        assertThat(refused.refusal().code()).isEqualTo(ProblemCode.RATE_LIMITED);
        assertThat(limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.2").allowed()).isTrue();
    }

    @Test
    void defaultsFollowTheContract() {
        RateLimitSettings defaults = new RateLimitSettings(null, null, null, null);
        assertThat(defaults.anonymousGrant()).isEqualTo(new RateLimitSettings.Quota(20L, Duration.ofMinutes(1), 20L));
        assertThat(defaults.user()).isEqualTo(new RateLimitSettings.Quota(50L, Duration.ofSeconds(1), 100L));
        assertThat(defaults.management().rate()).isEqualTo(200L);
        RateLimitSettings onlyRate = new RateLimitSettings(null, null,
                new RateLimitSettings.Quota(500L, null, null), null);
        assertThat(onlyRate.user()).isEqualTo(new RateLimitSettings.Quota(500L, Duration.ofSeconds(1), 500L));
    }

    @Test
    void offMeansNoQuotaAndNoHeaders() {
        RateLimiter limiter = new RateLimiter(settings("off"), quotas());
        for (int i = 0; i < 10; i++) {
            RateLimitDecision decision = limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
            assertThat(decision.allowed()).isTrue();
            assertThat(decision.headers()).isEmpty();
        }
    }

    @Test
    void theHeadersSayTheQuotaItsWindowWhatIsLeftAndWhenItIsWhole() {
        RateLimiter limiter = new RateLimiter(settings("on"), quotas());
        RateLimitDecision first = limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
        // 3 a minute, bursts of 3: one used is whole again in 20 s.
        assertThat(first.headers()).containsExactly(
                java.util.Map.entry("RateLimit-Policy", "\"anonymous\";q=3;w=60"),
                java.util.Map.entry("RateLimit", "\"anonymous\";r=2;t=20"));
        RateLimitDecision second = limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
        assertThat(second.headers()).containsEntry("RateLimit", "\"anonymous\";r=1;t=40");
    }

    @Test
    void theWindowIsTheTimeToRefillABurst() {
        RateLimitSettings slowBursts = new RateLimitSettings(null, null,
                new RateLimitSettings.Quota(2L, Duration.ofSeconds(10), 6L), null);
        RateLimiter limiter = new RateLimiter(settings("on"), slowBursts);
        RateLimitDecision decision = limiter.consume(RateLimitPolicy.USER, "usr_1");
        assertThat(decision.headers()).containsEntry("RateLimit-Policy", "\"user\";q=6;w=30")
                .containsEntry("RateLimit", "\"user\";r=5;t=5");
    }

    @Test
    void eachPolicyHasItsOwnBuckets() {
        RateLimiter limiter = new RateLimiter(settings("on"), quotas());
        for (int i = 0; i < 3; i++) {
            limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1");
        }
        assertThat(limiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, "10.0.0.1").allowed()).isFalse();
        assertThat(limiter.consume(RateLimitPolicy.REFRESH_GRANT, "10.0.0.1").allowed()).isTrue();
    }

    @Test
    void onOrOffIsWhatTheSettingsSay() {
        assertThat(new RateLimiter(settings("on"), quotas()).enabled()).isTrue();
        assertThat(new RateLimiter(settings("off"), quotas()).enabled()).isFalse();
        assertThat(new RateLimiter(settings("false"), quotas()).enabled()).isFalse();
    }

    @Test
    void withLimitsOffAConfiguredRedisIsNotEvenConnected() {
        // Nothing listens on port 1: connecting would fail at once.
        PlatformSettings offWithRedis = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null,
                null), "redis://127.0.0.1:1", "off", Duration.ofSeconds(1), false, null);
        RateLimiter limiter = new RateLimiter(offWithRedis, quotas());
        assertThat(limiter.consume(RateLimitPolicy.USER, "usr_1").allowed()).isTrue();
        limiter.destroy();
    }

    @Test
    void aLimiterWithoutRedisHasNothingToClose() {
        RateLimiter limiter = new RateLimiter(settings("on"), quotas());
        limiter.destroy();
        assertThat(limiter.consume(RateLimitPolicy.USER, "usr_1").allowed()).isTrue();
    }
}
