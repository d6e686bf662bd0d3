package dev.larder.client;

import java.time.Duration;

/**
 * A per-call option, given as the last arguments of any call:
 * {@code lists.update(id, patch, RequestOption.ifMatch(list.version()))}.
 */
public sealed interface RequestOption {

    /** {@code If-Match: "<version>"}: the call is refused with 412 {@code precondition_failed} when stale. */
    static RequestOption ifMatch(long version) {
        return new IfMatch(version);
    }

    /** The {@code Idempotency-Key} of a POST, instead of a generated one (e.g. one stored with a pending order). */
    static RequestOption idempotencyKey(String key) {
        if (key == null || key.isEmpty() || key.length() > 255) {
            throw new IllegalArgumentException("an idempotency key has 1 to 255 characters");
        }
        return new IdempotencyKey(key);
    }

    /** This call's timeout, instead of the client's; null for none (as a live stream has). */
    static RequestOption timeout(Duration timeout) {
        return new Timeout(timeout);
    }

    /** See {@link #ifMatch(long)}. */
    record IfMatch(long version) implements RequestOption {
    }

    /** See {@link #idempotencyKey(String)}. */
    record IdempotencyKey(String key) implements RequestOption {
    }

    /** See {@link #timeout(Duration)}. */
    record Timeout(Duration timeout) implements RequestOption {
    }
}
