package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * With {@code LARDER_REDIS_URL}, a quota is shared by every node: two limiters on one Redis count together.
 * Runs against the Redis named by {@code LARDER_TEST_REDIS_URL} (CI starts one); skipped without it.
 */
class RedisRateLimitIT {

    @Test
    void nodesOnOneRedisShareAQuota() {
        String redis = System.getenv("LARDER_TEST_REDIS_URL");
        assumeTrue(redis != null && !redis.isBlank(), "LARDER_TEST_REDIS_URL is not set");
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null),
                redis, "on", Duration.ofSeconds(1), false, null);
        RateLimitSettings quotas = new RateLimitSettings(
                new RateLimitSettings.Quota(4L, Duration.ofMinutes(1), 4L), null, null, null);
        RateLimiter first = new RateLimiter(settings, quotas);
        RateLimiter second = new RateLimiter(settings, quotas);
        try {
            String client = "203.0.113." + UUID.randomUUID();
            assertThat(first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            assertThat(second.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            assertThat(first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client).allowed()).isTrue();
            RateLimitDecision fourth = second.consume(RateLimitPolicy.ANONYMOUS_GRANT, client);
            assertThat(fourth.allowed()).isTrue();
            assertThat(fourth.remaining()).isZero();
            RateLimitDecision fifth = first.consume(RateLimitPolicy.ANONYMOUS_GRANT, client);
            assertThat(fifth.allowed()).isFalse();
            assertThat(fifth.headers()).containsKey("Retry-After");
        } finally {
            first.destroy();
            second.destroy();
        }
    }

    @Test
    void anUnreachableRedisAtStartIsReportedNotHidden() {
        assumeTrue(System.getenv("LARDER_TEST_REDIS_URL") != null, "LARDER_TEST_REDIS_URL is not set");
        PlatformSettings settings = new PlatformSettings(Path.of("."), new PlatformSettings.Database(null, null, null),
                "redis://127.0.0.1:1", "on", Duration.ofSeconds(1), false, null);
        assertThat(org.assertj.core.api.Assertions.catchThrowable(
                () -> new RateLimiter(settings, new RateLimitSettings(null, null, null, null))))
                .as("an unreachable Redis at start is reported, not hidden").isNotNull();
    }
}
