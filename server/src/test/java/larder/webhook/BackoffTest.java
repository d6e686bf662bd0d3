package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BackoffTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    @ParameterizedTest
    @CsvSource({"1, PT5S", "2, PT30S", "3, PT3M", "4, PT18M", "5, PT1H48M", "6, PT6H", "7, PT6H", "30, PT6H"})
    void nominalWaitsStartAtFiveSecondsThenThirtyAndGrowSixfoldToSixHours(int retry, Duration nominal) {
        assertThat(Backoff.nominal(retry)).isEqualTo(nominal);
    }

    @Test
    void fullJitterDrawsFromZeroToTwiceTheNominalWait() {
        assertThat(Backoff.jittered(1, () -> 0.0)).isEqualTo(Duration.ZERO);
        assertThat(Backoff.jittered(1, () -> 0.5)).isEqualTo(Duration.ofSeconds(5));
        assertThat(Backoff.jittered(2, () -> 0.999)).isLessThan(Duration.ofSeconds(60))
                .isGreaterThan(Duration.ofSeconds(59));
    }

    @Test
    void retryingStopsTwentyFourHoursAfterTheDeliveryWasCreated() {
        Instant late = T0.plus(Duration.ofHours(23));
        assertThat(Backoff.next(T0, T0.plusSeconds(1), 1, null, () -> 0.5)).isEqualTo(T0.plusSeconds(6));
        assertThat(Backoff.next(T0, late, 6, null, () -> 0.5)).as("6 h more would pass the 24 h").isNull();
        assertThat(Backoff.next(T0, late, 1, null, () -> 0.5)).isEqualTo(late.plusSeconds(5));
    }

    @Test
    void aScheduleOverTwentyFourHoursHasAboutTenAttempts() {
        Instant now = T0;
        int attempts = 1;
        Instant next;
        while ((next = Backoff.next(T0, now, attempts, null, () -> 0.5)) != null) {
            now = next;
            attempts++;
        }
        assertThat(attempts).isBetween(8, 10);
    }

    @Test
    void retryAfterWinsOverTheDrawnWait() {
        assertThat(Backoff.next(T0, T0, 1, Duration.ofMinutes(10), () -> 0.0)).isEqualTo(T0.plusSeconds(600));
    }

    @Test
    void retryAfterIsReadAsSecondsOrAnHttpDate() {
        assertThat(Backoff.retryAfter("120", T0)).isEqualTo(Duration.ofMinutes(2));
        assertThat(Backoff.retryAfter("Thu, 01 Jan 2026 00:01:00 GMT", T0)).isEqualTo(Duration.ofMinutes(1));
        assertThat(Backoff.retryAfter("Wed, 31 Dec 2025 23:00:00 GMT", T0)).isEqualTo(Duration.ZERO);
        assertThat(Backoff.retryAfter("soon", T0)).isNull();
        assertThat(Backoff.retryAfter("-5", T0)).isNull();
        assertThat(Backoff.retryAfter(null, T0)).isNull();
        assertThat(Backoff.retryAfter("999999999", T0)).isEqualTo(Duration.ofHours(24));
    }
}
