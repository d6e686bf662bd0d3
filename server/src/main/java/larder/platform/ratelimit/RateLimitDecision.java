package larder.platform.ratelimit;

import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import org.springframework.http.HttpStatus;

/**
 * The outcome of counting one request against a quota, and the headers that tell the client about it
 * (draft-ietf-httpapi-ratelimit-headers: {@code RateLimit-Policy: "user";q=100;w=2} and
 * {@code RateLimit: "user";r=42;t=1}).
 */
public record RateLimitDecision(boolean allowed, RateLimitPolicy policy, long quota, long windowSeconds,
                                long remaining, long secondsToReset, long retryAfterSeconds) {

    /** No quota applies (rate limiting is off): no headers. */
    public static RateLimitDecision unlimited() {
        return new RateLimitDecision(true, null, 0, 0, 0, 0, 0);
    }

    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        if (policy == null) {
            return headers;
        }
        String name = "\"" + policy.headerName() + "\"";
        headers.put("RateLimit-Policy", name + ";q=" + quota + ";w=" + windowSeconds);
        headers.put("RateLimit", name + ";r=" + remaining + ";t=" + secondsToReset);
        if (!allowed) {
            headers.put("Retry-After", Long.toString(retryAfterSeconds));
        }
        return headers;
    }

    /** The 429 that a refused request gets, carrying the headers. */
    public ProblemException refusal() {
        return new ProblemException(ProblemCode.RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS,
                "Too many requests; retry after " + retryAfterSeconds + " s.", java.util.List.of(), headers());
    }
}
