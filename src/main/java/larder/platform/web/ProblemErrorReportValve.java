package larder.platform.web;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.http.HttpStatus;

/**
 * Tomcat answers some malformed requests (a bad URI escape, an illegal header) before any servlet runs, with
 * its own HTML page. This valve writes those as problem documents instead, without stack traces or versions.
 */
public class ProblemErrorReportValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        String code = switch (status) {
            case 404 -> "not_found";
            case 413 -> "request.body_too_large";
            case 415 -> "request.unsupported_media_type";
            default -> status >= 500 ? "internal" : "request.invalid";
        };
        HttpStatus known = HttpStatus.resolve(status);
        String title = known == null ? null : known.getReasonPhrase();
        String body = "{\"type\":\"about:blank\",\"title\":\"" + (title == null ? "Error" : title.replace("\"", ""))
                + "\",\"status\":" + status + ",\"code\":\"" + code + "\"}";
        try {
            response.setContentType("application/problem+json");
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
