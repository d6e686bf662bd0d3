package larder.auth.web;

import java.util.LinkedHashMap;
import java.util.Map;
import larder.platform.problem.ProblemFormat;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;

/**
 * Errors on the token endpoint are RFC 6749 §5.2 errors ({@code {"error", "error_description"}}, docs/api.md §3.1), not
 * problem documents: its clients are OAuth libraries. The endpoint answers its own rules' errors itself; this writes
 * those met before it could answer (a body too large, a method it does not take, a limit, a bug), in the same shape.
 */
@Component
class OAuthErrors implements ProblemFormat {

    @Override
    public boolean appliesTo(String path) {
        return Routes.TOKEN_ENDPOINT.equals(path);
    }

    @Override
    public Map<String, String> body(HttpStatusCode status, String detail) {
        String error = switch (status.value()) {
            case 429 -> "rate_limited";
            default -> status.is5xxServerError() ? "server_error" : "invalid_request";
        };
        return body(error, detail);
    }

    /** RFC 6749 §5.1: no answer of the token endpoint may be stored. */
    @Override
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Cache-Control", "no-store");
        headers.put("Pragma", "no-cache");
        return headers;
    }

    static Map<String, String> body(String error, String description) {
        Map<String, String> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("error_description", description);
        return body;
    }
}
