package larder.webhook;

import java.time.Duration;
import java.time.Instant;
import java.util.function.DoubleSupplier;

/**
 * When a failed delivery is tried again: exponential back-off with full jitter. Before retry {@code n} (1 after
 * the first failure) the nominal wait is 5 s, 30 s, 3 min, 18 min, … (times 6 each time, at most 6 h); the wait is
 * drawn uniformly from 0 to twice that, so it averages the nominal wait and retries of many deliveries spread out.
 * Retrying stops 24 h after the delivery was created: the delivery is then failed. A {@code Retry-After} of a 429 or
 * 503 replaces the drawn wait.
 */
final class Backoff {

    static final Duration FIRST = Duration.ofSeconds(5);
    static final Duration CAP = Duration.ofHours(6);
    static final Duration WINDOW = Duration.ofHours(24);
    private static final long FACTOR = 6;

    private Backoff() {
    }

    /** The nominal wait before retry {@code retry} (1-based). */
    static Duration nominal(int retry) {
        long millis = FIRST.toMillis();
        for (int i = 1; i < retry && millis < CAP.toMillis(); i++) {
            millis *= FACTOR;
        }
        return Duration.ofMillis(Math.min(millis, CAP.toMillis()));
    }

    /** The drawn wait: uniform in [0, 2 × nominal), from {@code random} in [0, 1). */
    static Duration jittered(int retry, DoubleSupplier random) {
        return Duration.ofMillis((long) (random.getAsDouble() * 2 * nominal(retry).toMillis()));
    }

    /**
     * When to try again after failed attempt {@code attempts}, or null when the delivery has had its 24 hours.
     * {@code retryAfter} (from the receiver) wins over the drawn wait when present.
     */
    static Instant next(Instant createdAt, Instant now, int attempts, Duration retryAfter, DoubleSupplier random) {
        Duration wait = retryAfter != null ? retryAfter : jittered(attempts, random);
        Instant next = now.plus(wait);
        return next.isAfter(createdAt.plus(WINDOW)) ? null : next;
    }

    /** A {@code Retry-After} value: delay seconds or an HTTP date; null when absent or unreadable. */
    static Duration retryAfter(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.strip();
        try {
            long seconds = Long.parseLong(v);
            return seconds < 0 ? null : Duration.ofSeconds(Math.min(seconds, WINDOW.toSeconds()));
        } catch (NumberFormatException e) {
            try {
                Instant at = java.time.ZonedDateTime.parse(v, java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME)
                        .toInstant();
                Duration d = Duration.between(now, at);
                return d.isNegative() ? Duration.ZERO : d;
            } catch (java.time.format.DateTimeParseException unreadable) {
                return null;
            }
        }
    }
}
