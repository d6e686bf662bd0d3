package dev.larder.client;

/**
 * How a client authenticates: nothing, a management token (the app, server to server), the operator's admin key, or
 * a {@link UserSession} (an anonymous user whose tokens refresh themselves). Immutable, or, for a session,
 * thread-safe: one credential may be shared by every thread.
 */
public sealed interface Credentials permits Credentials.None, Credentials.Bearer, UserSession {

    /** No credential: the token endpoint, health, metrics and the OpenAPI document need none. */
    static Credentials none() {
        return None.INSTANCE;
    }

    /** A management token ({@code lmt_...}): acts as the app. Never send it from a browser. */
    static Credentials managementToken(String token) {
        return new Bearer(token);
    }

    /** The operator's admin key ({@code LARDER_ADMIN_KEY}), for the operator API under {@code /admin/v1}. */
    static Credentials adminKey(String key) {
        return new Bearer(key);
    }

    /** No credential. */
    enum None implements Credentials {
        INSTANCE
    }

    /** A fixed bearer token. Its {@link #toString()} does not show the secret. */
    record Bearer(String token) implements Credentials {

        public Bearer {
            if (token == null || token.isBlank()) {
                throw new IllegalArgumentException("a token is required");
            }
        }

        @Override
        public String toString() {
            return "Bearer[" + (token.length() > 4 ? token.substring(0, 4) : "") + "...]";
        }
    }
}
