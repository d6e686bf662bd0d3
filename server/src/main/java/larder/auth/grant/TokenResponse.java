package larder.auth.grant;

/** The seed's access token record. */
public record TokenResponse(String accessToken, long expiresIn, String tokenType, String refreshToken) {

    /** Never the tokens: the framework logs response values at DEBUG. */
    @Override
    public String toString() {
        return "TokenResponse[accessToken=(redacted), expiresIn=" + expiresIn + ", tokenType=" + tokenType
                + ", refreshToken=(redacted)]";
    }

    static TokenResponse bearer(String accessToken, long expiresIn, String refreshToken) {
        return new TokenResponse(accessToken, expiresIn, "Bearer", refreshToken);
    }
}
