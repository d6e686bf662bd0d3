package dev.larder.client;

import dev.larder.client.model.TokenResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * A user's credential that keeps itself valid: an anonymous user ({@link LarderClient#anonymousSession}) or one
 * restored from a stored refresh token ({@link LarderClient#restoreSession}). Before its access token expires, and
 * whenever the server refuses it as expired or invalid, it refreshes it with the refresh token grant; one refresh
 * is in flight at a time, however many threads share the session. Every refresh token the server hands out (the
 * first one too) goes to the listener, so that the app can store it: a refresh token works once (and for 60 s
 * after it was replaced).
 */
public final class UserSession implements Credentials {

    private record State(String accessToken, Instant refreshAt, String refreshToken) {
    }

    private final Transport transport;
    private final String clientId;
    private final Consumer<String> onRefreshToken;
    private final Clock clock;
    private final ReentrantLock refreshing = new ReentrantLock();
    private volatile State state;

    UserSession(Transport transport, String clientId, String refreshToken, Consumer<String> onRefreshToken,
            Clock clock) {
        this.transport = transport;
        this.clientId = Objects.requireNonNull(clientId, "clientId");
        this.onRefreshToken = onRefreshToken == null ? token -> { } : onRefreshToken;
        this.clock = clock;
        this.state = refreshToken == null ? null : new State(null, Instant.MIN, refreshToken);
    }

    /** The app's client id. */
    public String clientId() {
        return clientId;
    }

    /** The current refresh token (null before the anonymous grant). Store it to restore the session later. */
    public String refreshToken() {
        State s = state;
        return s == null ? null : s.refreshToken();
    }

    /** A valid access token: the current one, or a fresh one when it is about to expire. */
    String accessToken() {
        State seen = state;
        if (seen != null && seen.accessToken() != null && clock.instant().isBefore(seen.refreshAt())) {
            return seen.accessToken();
        }
        return refresh(seen);
    }

    /** The server refused {@code rejected}: a fresh access token, unless another thread has already got one. */
    String rejected(String rejected) {
        State seen = state;
        if (seen != null && seen.accessToken() != null && !seen.accessToken().equals(rejected)) {
            return seen.accessToken();
        }
        return refresh(seen);
    }

    private String refresh(State seen) {
        refreshing.lock();
        try {
            State now = state;
            if (now != seen && now != null && now.accessToken() != null) {
                return now.accessToken(); // another thread refreshed while this one waited
            }
            TokenResponse answer = now == null
                    ? transport.token(clientId, "anonymous", null)
                    : transport.token(clientId, "refresh_token", now.refreshToken());
            long life = answer.expiresIn() == null ? 60 : answer.expiresIn();
            // Refresh a little early: a fifth of the token's life before it ends, at most 60 s before.
            long early = Math.min(60, life / 5);
            State next = new State(answer.accessToken(),
                    clock.instant().plus(Duration.ofSeconds(life - early)), answer.refreshToken());
            state = next;
            onRefreshToken.accept(answer.refreshToken());
            return next.accessToken();
        } finally {
            refreshing.unlock();
        }
    }

    @Override
    public String toString() {
        return "UserSession[" + clientId + "]";
    }
}
