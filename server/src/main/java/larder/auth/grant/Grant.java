package larder.auth.grant;

import larder.auth.Client;

/** One grant type of the token endpoint. The endpoint has already checked the client and its origin. */
sealed interface Grant permits AnonymousGrant, RefreshTokenGrant {

    String type();

    TokenResponse grant(TokenRequest request, Client client);
}
