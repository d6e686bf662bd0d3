package larder.platform;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Renders problems: RFC 9457 documents with our {@code code} and {@code errors} everywhere, except on the token
 * endpoint, whose clients are OAuth libraries and read RFC 6749 §5.2 errors instead. Filters, which run before
 * Spring MVC, write through here too, so that every error has one shape.
 */
@Component
public class Problems {

    /** The one route whose errors are OAuth-shaped {@code {"error", "error_description"}} (contract 3.1). */
    public static final String TOKEN_ENDPOINT = "/v1beta/auth/access_token";

    private final JsonMapper json;

    public Problems(JsonMapper json) {
        this.json = json;
    }

    public ProblemDetail detail(ProblemException problem, HttpServletRequest request) {
        return detail(problem.status(), problem.code(), problem.getMessage(), problem, request);
    }

    public ProblemDetail detail(HttpStatusCode status, ProblemCode code, String detail, ProblemException source,
                                HttpServletRequest request) {
        ProblemDetail body = ProblemDetail.forStatusAndDetail(status, detail);
        body.setInstance(URI.create(request.getRequestURI()));
        body.setProperty("code", code.code());
        if (source != null && !source.errors().isEmpty()) {
            body.setProperty("errors", source.errors());
        }
        return body;
    }

    public boolean isTokenEndpoint(HttpServletRequest request) {
        return TOKEN_ENDPOINT.equals(request.getRequestURI());
    }

    /** OAuth error body for a problem met on the token endpoint before the endpoint itself could answer. */
    public Map<String, String> oauthError(HttpStatusCode status, String detail) {
        String error = switch (status.value()) {
            case 429 -> "rate_limited";
            case 500, 503 -> "server_error";
            default -> "invalid_request";
        };
        Map<String, String> body = new LinkedHashMap<>();
        body.put("error", error);
        body.put("error_description", detail);
        return body;
    }

    /** Writes a problem straight to the response, for filters that answer before any controller runs. */
    public void write(HttpServletRequest request, HttpServletResponse response, ProblemException problem)
            throws IOException {
        if (response.isCommitted()) {
            return;
        }
        response.resetBuffer();
        response.setStatus(problem.status().value());
        problem.headers().forEach(response::setHeader);
        if (isTokenEndpoint(request)) {
            response.setContentType(MediaType.APPLICATION_JSON_VALUE);
            response.setHeader("Cache-Control", "no-store");
            response.setHeader("Pragma", "no-cache");
            json.writeValue(response.getOutputStream(), oauthError(problem.status(), problem.getMessage()));
        } else {
            response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
            json.writeValue(response.getOutputStream(), detail(problem, request));
        }
        response.flushBuffer();
    }
}
