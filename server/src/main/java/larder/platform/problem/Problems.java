package larder.platform.problem;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Renders problems: RFC 9457 documents with our {@code code} and {@code errors}, except on the routes whose module
 * writes its errors in a {@link ProblemFormat} of its own. Filters, which run before Spring MVC, write through here
 * too, so that every error has one shape.
 */
@Component
public class Problems {

    private final JsonMapper json;
    private final List<ProblemFormat> formats;

    public Problems(JsonMapper json, List<ProblemFormat> formats) {
        this.json = json;
        this.formats = List.copyOf(formats);
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

    /** The format of errors on this request path, when its module writes them in one of its own. */
    public Optional<ProblemFormat> formatFor(String path) {
        for (ProblemFormat format : formats) {
            if (format.appliesTo(path)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
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
        Optional<ProblemFormat> format = formatFor(request.getRequestURI());
        if (format.isPresent()) {
            response.setContentType(MediaType.APPLICATION_JSON_VALUE);
            format.get().headers().forEach(response::setHeader);
            json.writeValue(response.getOutputStream(), format.get().body(problem.status(), problem.getMessage()));
        } else {
            response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
            json.writeValue(response.getOutputStream(), detail(problem, request));
        }
        response.flushBuffer();
    }
}
