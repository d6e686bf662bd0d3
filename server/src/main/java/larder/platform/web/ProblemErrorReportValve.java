package larder.platform.web;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tomcat answers some malformed requests (a bad URI escape, an illegal header) before any servlet runs, with
 * its own HTML page. This valve writes those as problem documents instead (or in the format of the route's module),
 * without stack traces or versions.
 */
class ProblemErrorReportValve extends ErrorReportValve {

    /** Looked up when an error is reported: the valve is made with the web server, before the application. */
    private final ObjectProvider<Problems> problems;
    private final ObjectProvider<JsonMapper> json;

    ProblemErrorReportValve(ObjectProvider<Problems> problems, ObjectProvider<JsonMapper> json) {
        this.problems = problems;
        this.json = json;
    }

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        if (status == 501) {
            // Tomcat's 501 here answers a transfer coding (or method) the client sent that it does not implement:
            // the client's mistake, and docs/api.md §1 makes every 5xx a bug.
            status = 400;
            response.setStatus(status);
        }
        String code = switch (status) {
            case 404 -> "not_found";
            case 406 -> "request.not_acceptable";
            case 413 -> "request.body_too_large";
            case 415 -> "request.unsupported_media_type";
            // A request line of another HTTP version (HTTP/1.2, HTTP/2.0 in plain text): the client's, not a bug.
            case 505 -> ProblemCode.HTTP_VERSION_NOT_SUPPORTED.code();
            default -> status >= 500 ? "internal" : "request.invalid";
        };
        HttpStatus known = HttpStatus.resolve(status);
        String title = known == null ? "Error" : known.getReasonPhrase().replace("\"", "");
        Optional<ProblemFormat> format = problems.getObject().formatFor(request.getRequestURI());
        String body = format.isPresent()
                ? json.getObject().writeValueAsString(format.get().body(HttpStatusCode.valueOf(status), title))
                : "{\"type\":\"about:blank\",\"title\":\"" + title + "\",\"status\":" + status + ",\"code\":\""
                        + code + "\"}";
        try {
            // Answers Tomcat reports before the engine's valves run need the security headers here.
            SecurityHeaders.apply(response, SecurityHeaders.API_POLICY);
            if (format.isPresent()) {
                response.setContentType("application/json");
                format.get().headers().forEach(response::setHeader);
            } else {
                response.setContentType("application/problem+json");
            }
            response.setCharacterEncoding(StandardCharsets.UTF_8.name());
            Writer writer = response.getReporter();
            if (writer != null) {
                writer.write(body);
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException ignored) {
            // The client is gone or the response was already committed; nothing more can be said.
        }
    }
}
