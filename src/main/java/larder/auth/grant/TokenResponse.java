package larder.auth.grant;

/** The seed's access token record. */
public record TokenResponse(String accessToken, long expiresIn, String tokenType, String refreshToken) {

    static TokenResponse bearer(String accessToken, long expiresIn, String refreshToken) {
        return new TokenResponse(accessToken, expiresIn, "Bearer", refreshToken);
    }
}
