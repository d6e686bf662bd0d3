package dev.larder.client;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * When and how long to wait before retrying: connection errors, 408, 429 and 5xx (and 409
 * {@code idempotency.in_progress}) are retried up to {@code maxRetries} times, after an exponential back-off with
 * jitter (a random wait between half of and the whole of {@code initialDelay * 2^n}, at most {@code maxDelay}), or
 * after the server's {@code Retry-After} when it sent one (up to {@code maxRetryAfter}; a longer one is not waited for).
 */
public record RetryPolicy(int maxRetries, Duration initialDelay, Duration maxDelay, Duration maxRetryAfter) {

    /** 3 retries, from 0.5 s up to 8 s; a Retry-After of up to 60 s is honoured. */
    public static final RetryPolicy DEFAULT = new RetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(8),
            Duration.ofSeconds(60));

    /** No retries. */
    public static final RetryPolicy NONE = new RetryPolicy(0, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    public RetryPolicy {
        if (maxRetries < 0 || initialDelay.isNegative() || maxDelay.compareTo(initialDelay) < 0) {
            throw new IllegalArgumentException("retries must be >= 0 and 0 <= initialDelay <= maxDelay");
        }
    }

    /**
     * Whether an answer with this status (and problem code, if any) is worth another attempt: 408, 429, 500, 502,
     * 503, 504 and 409 {@code idempotency.in_progress}. The JavaScript client retries the same
     * ({@code clients/policy.json}, read by the tests of both).
     */
    public static boolean retryable(int status, String code) {
        return switch (status) {
            case 408, 429, 500, 502, 503, 504 -> true;
            case 409 -> "idempotency.in_progress".equals(code);
            default -> false;
        };
    }

    /**
     * Whether a session answered this refreshes its token and sends the call once more: 401 with
     * {@code auth.token_expired} or {@code auth.token_invalid} (a token the server no longer knows, after a key
     * rotation). Not {@code auth.token_required}: the call carried no token to refresh.
     */
    public static boolean refreshes(int status, String code) {
        return status == 401 && ("auth.token_expired".equals(code) || "auth.token_invalid".equals(code));
    }

    /**
     * The wait before retry number {@code retry} (0 for the first), or empty when it should not be made: the
     * retries are used up, or the server asked for a longer wait than {@code maxRetryAfter}.
     */
    public Optional<Duration> delay(int retry, Optional<Duration> retryAfter, RandomGenerator random) {
        if (retry >= maxRetries) {
            return Optional.empty();
        }
        if (retryAfter.isPresent()) {
            Duration asked = retryAfter.get();
            return asked.compareTo(maxRetryAfter) > 0 ? Optional.empty() : Optional.of(asked);
        }
        long ceiling = initialDelay.toNanos();
        for (int i = 0; i < retry && ceiling < maxDelay.toNanos(); i++) {
            ceiling *= 2;
        }
        ceiling = Math.min(ceiling, maxDelay.toNanos());
        long half = ceiling / 2;
        return Optional.of(Duration.ofNanos(half + (ceiling - half == 0 ? 0 : random.nextLong(ceiling - half + 1))));
    }

    /**
     * Reads a {@code Retry-After} header (RFC 9110 section 10.2.3): a number of seconds, or an HTTP date. Empty when
     * absent or unreadable; a date in the past is a wait of zero.
     */
    public static Optional<Duration> parseRetryAfter(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String v = value.trim();
        if (v.chars().allMatch(Character::isDigit)) {
            try {
                return Optional.of(Duration.ofSeconds(Long.parseLong(v)));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        try {
            Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            Duration wait = Duration.between(now, at);
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
