package larder.platform.web;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import larder.platform.Problems;
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
        if (status == 501) {
            // Tomcat's 501 here answers a transfer coding (or method) the client sent that it does not implement:
            // the client's mistake, and contract section 1 makes every 5xx a bug.
            status = 400;
            response.setStatus(status);
        }
        String code = switch (status) {
            case 404 -> "not_found";
            case 406 -> "request.not_acceptable";
            case 413 -> "request.body_too_large";
            case 415 -> "request.unsupported_media_type";
            default -> status >= 500 ? "internal" : "request.invalid";
        };
        HttpStatus known = HttpStatus.resolve(status);
        String title = known == null ? "Error" : known.getReasonPhrase().replace("\"", "");
        boolean tokenEndpoint = Problems.TOKEN_ENDPOINT.equals(request.getRequestURI());
        String body = tokenEndpoint
                ? "{\"error\":\"" + (status >= 500 ? "server_error" : "invalid_request")
                        + "\",\"error_description\":\"" + title + "\"}"
                : "{\"type\":\"about:blank\",\"title\":\"" + title + "\",\"status\":" + status + ",\"code\":\""
                        + code + "\"}";
        try {
            if (tokenEndpoint) {
                // The token endpoint's clients are OAuth libraries: RFC 6749 §5.2 errors there, as everywhere else.
                response.setContentType("application/json");
                response.setHeader("Cache-Control", "no-store");
                response.setHeader("Pragma", "no-cache");
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
