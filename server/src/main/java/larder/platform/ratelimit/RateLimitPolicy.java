package larder.platform.ratelimit;

/** What a quota is counted per: a client IP on the token endpoint, a credential everywhere else. */
public enum RateLimitPolicy {
    ANONYMOUS_GRANT("anonymous"),
    REFRESH_GRANT("refresh"),
    USER("user"),
    MANAGEMENT("management"),
    /** Failed credentials (an invalid token or admin key), per client IP: guessing and flooding at the door. */
    AUTH_FAILURE("auth_failure");

    private final String headerName;

    RateLimitPolicy(String headerName) {
        this.headerName = headerName;
    }

    /** The policy's name in the {@code RateLimit-Policy} header. */
    public String headerName() {
        return headerName;
    }
}
