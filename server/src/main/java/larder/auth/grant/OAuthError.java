package larder.auth.grant;

import org.springframework.http.HttpStatus;

/** An RFC 6749 §5.2 error response of the token endpoint. */
public final class OAuthError extends RuntimeException {

    private final HttpStatus status;
    private final String error;

    private OAuthError(HttpStatus status, String error, String description) {
        super(description, null, false, false);
        this.status = status;
        this.error = error;
    }

    /** §5.2 invalid_request: a required parameter is missing, repeated, of the wrong type, or the body is malformed. */
    public static OAuthError invalidRequest(String description) {
        return new OAuthError(HttpStatus.BAD_REQUEST, "invalid_request", description);
    }

    /** §5.2 unsupported_grant_type. */
    public static OAuthError unsupportedGrantType(String grantType) {
        return new OAuthError(HttpStatus.BAD_REQUEST, "unsupported_grant_type",
                "grant_type must be \"anonymous\" or \"refresh_token\", not \"" + printable(grantType) + "\".");
    }

    /** §5.2 invalid_client: the client is unknown or disabled. 401, as the section requires. */
    public static OAuthError invalidClient() {
        return new OAuthError(HttpStatus.UNAUTHORIZED, "invalid_client", "Unknown or disabled client_id.");
    }

    /** §5.2 invalid_grant: the refresh token is unknown, expired, revoked, replayed, or another client's. */
    public static OAuthError invalidGrant(String description) {
        return new OAuthError(HttpStatus.BAD_REQUEST, "invalid_grant", description);
    }

    /** §5.2 unauthorized_client: this client may not be used from the requesting origin (seed 5.5). */
    public static OAuthError unauthorizedClient(String origin) {
        return new OAuthError(HttpStatus.FORBIDDEN, "unauthorized_client",
                "The app does not allow requests from origin " + printable(origin) + ".");
    }

    public HttpStatus status() {
        return status;
    }

    public String error() {
        return error;
    }

    private static String printable(String value) {
        String shown = value.length() > 64 ? value.substring(0, 64) + "…" : value;
        return shown.replaceAll("[^\\x20-\\x7e…]", "?");
    }
}
