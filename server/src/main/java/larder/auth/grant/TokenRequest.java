package larder.auth.grant;

/**
 * The seed's token request record, read from a JSON or form body, plus what the endpoint knows of the caller.
 * {@code refreshToken} and {@code origin} are null when absent.
 */
public record TokenRequest(String clientId, String grantType, String refreshToken, String origin, String clientIp) {

    /** Never the refresh token. */
    @Override
    public String toString() {
        return "TokenRequest[clientId=" + clientId + ", grantType=" + grantType + ", refreshToken="
                + (refreshToken == null ? "null" : "(redacted)") + ", origin=" + origin + ", clientIp=" + clientIp + "]";
    }
}
