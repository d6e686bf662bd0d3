package dev.larder.client;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

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

    /**
     * Hands the call's answer (status and headers: ETag, rate limits, request id) to {@code listener} before the
     * typed result is returned. For a failure, see {@link LarderException#response()} instead.
     */
    static RequestOption onResponse(Consumer<RawResponse> listener) {
        return new OnResponse(Objects.requireNonNull(listener, "listener"));
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

    /** See {@link #onResponse(Consumer)}. */
    record OnResponse(Consumer<RawResponse> listener) implements RequestOption {
    }
}
