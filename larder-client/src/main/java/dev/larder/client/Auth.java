package dev.larder.client;

import dev.larder.client.model.TokenResponse;

/**
 * The token endpoint (contract section 3.1), for callers that manage tokens themselves; a {@link UserSession} does
 * this on its own.
 */
public final class Auth extends Resource {

    Auth(Transport transport) {
        super(transport, Credentials.none());
    }

    /** A new anonymous user of the app, and its first tokens. */
    @ApiOperation(method = "POST", path = "/v1beta/auth/access_token")
    public TokenResponse anonymous(String clientId) {
        return transport.token(clientId, "anonymous", null);
    }

    /** Fresh tokens for the refresh token's user; the answer's refresh token replaces the one given. */
    @ApiOperation(method = "POST", path = "/v1beta/auth/access_token")
    public TokenResponse refresh(String clientId, String refreshToken) {
        return transport.token(clientId, "refresh_token", refreshToken);
    }
}
