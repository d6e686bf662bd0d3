package larder.webhook;

import java.time.Instant;

/**
 * One attempt of a delivery: its number (1 for the first), when it ended, the HTTP status that came back (null when
 * none did), how long it took and, unless a 2xx came back, why it failed.
 */
public record Attempt(int number, Instant at, Integer status, int durationMs, String error) {
}
