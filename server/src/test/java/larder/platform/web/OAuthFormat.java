package larder.platform.web;

import java.util.Map;
import larder.platform.problem.ProblemFormat;
import org.springframework.http.HttpStatusCode;

/**
 * A problem format for one path, as the token endpoint's OAuth errors are (RFC 6749 §5.2): the web layer's tests
 * check that it replaces the problem document there, and only there.
 */
final class OAuthFormat implements ProblemFormat {

    static final String TOKEN_PATH = "/v1beta/auth/access_token";

    @Override
    public boolean appliesTo(String path) {
        return path.equals(TOKEN_PATH);
    }

    @Override
    public Map<String, String> body(HttpStatusCode status, String detail) {
        return Map.of("error", "e" + status.value(), "error_description", detail);
    }

    @Override
    public Map<String, String> headers() {
        return Map.of("Cache-Control", "no-store");
    }
}
