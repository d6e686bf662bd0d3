package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {

    private final RetryPolicy policy = new RetryPolicy(4, Duration.ofMillis(100), Duration.ofMillis(1000),
            Duration.ofSeconds(30));

    @Test
    void backOffDoublesWithJitterBetweenHalfAndWholeAndIsCapped() {
        SplittableRandom random = new SplittableRandom(7);
        long[][] bounds = {{50, 100}, {100, 200}, {200, 400}, {400, 800}};
        for (int retry = 0; retry < 4; retry++) {
            long min = Long.MAX_VALUE;
            long max = 0;
            for (int i = 0; i < 2000; i++) {
                long ms = policy.delay(retry, Optional.empty(), random).orElseThrow().toMillis();
                min = Math.min(min, ms);
                max = Math.max(max, ms);
            }
            assertThat(min).as("shortest wait before retry %d", retry).isGreaterThanOrEqualTo(bounds[retry][0])
                    .isLessThan(bounds[retry][0] + 20);
            assertThat(max).as("longest wait before retry %d", retry).isLessThanOrEqualTo(bounds[retry][1])
                    .isGreaterThan(bounds[retry][1] - 20);
        }
        RetryPolicy capped = new RetryPolicy(10, Duration.ofMillis(100), Duration.ofMillis(300),
                Duration.ofSeconds(30));
        assertThat(capped.delay(8, Optional.empty(), random).orElseThrow()).isLessThanOrEqualTo(Duration.ofMillis(300));
    }

    @Test
    void retriesStopWhenUsedUp() {
        assertThat(policy.delay(4, Optional.empty(), new SplittableRandom())).isEmpty();
        assertThat(RetryPolicy.NONE.delay(0, Optional.empty(), new SplittableRandom())).isEmpty();
    }

    @Test
    void retryAfterIsHonouredUpToItsCeiling() {
        assertThat(policy.delay(0, Optional.of(Duration.ofSeconds(3)), new SplittableRandom()))
                .contains(Duration.ofSeconds(3));
        assertThat(policy.delay(0, Optional.of(Duration.ofSeconds(31)), new SplittableRandom())).isEmpty();
    }

    @Test
    void retryAfterIsReadAsSecondsOrAnHttpDate() {
        Instant now = Instant.parse("2026-11-25T10:00:00Z");
        assertThat(RetryPolicy.parseRetryAfter("7", now)).contains(Duration.ofSeconds(7));
        assertThat(RetryPolicy.parseRetryAfter(" 0 ", now)).contains(Duration.ZERO);
        assertThat(RetryPolicy.parseRetryAfter("Wed, 25 Nov 2026 10:00:12 GMT", now)).contains(Duration.ofSeconds(12));
        assertThat(RetryPolicy.parseRetryAfter("Wed, 25 Nov 2026 09:59:00 GMT", now)).contains(Duration.ZERO);
        assertThat(RetryPolicy.parseRetryAfter("soon", now)).isEmpty();
        assertThat(RetryPolicy.parseRetryAfter("-3", now)).isEmpty();
        assertThat(RetryPolicy.parseRetryAfter(null, now)).isEmpty();
        assertThat(RetryPolicy.parseRetryAfter("99999999999999999999", now)).isEmpty();
    }

    @Test
    void whatIsRetried() {
        assertThat(RetryPolicy.retryable(408, null)).isTrue();
        assertThat(RetryPolicy.retryable(429, "rate_limited")).isTrue();
        assertThat(RetryPolicy.retryable(500, "internal")).isTrue();
        assertThat(RetryPolicy.retryable(503, "unavailable")).isTrue();
        assertThat(RetryPolicy.retryable(409, "idempotency.in_progress")).isTrue();
        assertThat(RetryPolicy.retryable(409, "cart.checked_out")).isFalse();
        assertThat(RetryPolicy.retryable(400, "request.invalid")).isFalse();
        assertThat(RetryPolicy.retryable(404, "not_found")).isFalse();
        assertThat(RetryPolicy.retryable(412, "precondition_failed")).isFalse();
        assertThat(RetryPolicy.retryable(422, "list.full")).isFalse();
    }
}
