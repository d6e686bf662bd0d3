package larder.platform.web;

import jakarta.servlet.ServletException;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.apache.catalina.AccessLog;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.web.servlet.HandlerMapping;

/**
 * One line per request, logged by {@code larder.access} at INFO once Tomcat has answered (after any error page, so
 * with the status the client got): method, route template, status, duration, request id, and who called. It names
 * the route's template, never the path or query string as sent, which may carry a code or a client's secret by
 * mistake. Requests Tomcat refuses before any route is chosen show {@code -} as their route.
 *
 * <p>Each value is also a key-value pair of the log event, so that structured logs ({@code LARDER_LOG_FORMAT=json})
 * carry them as fields.
 */
final class AccessLogValve extends ValveBase implements AccessLog {

    private static final Logger log = LoggerFactory.getLogger("larder.access");

    AccessLogValve() {
        super(true);
    }

    /**
     * The status a request that went asynchronous had already sent (an event stream answers before it goes
     * asynchronous). When such a client leaves, Tomcat reports the broken pipe as the request's error and sets 500
     * for an error page it can no longer send; the client got this status, and the line says so.
     */
    private static final String SENT_STATUS = AccessLogValve.class.getName() + ".sent-status";

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
        getNext().invoke(request, response);
        if (request.isAsync() && response.isCommitted()) {
            request.setNote(SENT_STATUS, response.getStatus());
        }
    }

    @Override
    public void log(Request request, Response response, long time) {
        if (!log.isInfoEnabled()) {
            return;
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - request.getCoyoteRequest().getStartTimeNanos());
        int status = request.getNote(SENT_STATUS) instanceof Integer sent ? sent : response.getStatus();
        String requestId = response.getHeader(RequestIdFilter.HEADER);
        Object template = request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
        String route = template instanceof String t ? t : "-";
        Caller caller = RequestValues.get(request, Caller.class).orElse(null);
        String clientId = caller == null || caller.clientId() == null ? "-" : caller.clientId();
        String subject = caller == null ? "-" : caller.subject();
        boolean hadId = MDC.get("request_id") != null;
        if (!hadId && requestId != null) {
            MDC.put("request_id", requestId);
        }
        try {
            log.atInfo()
                    .addKeyValue("http.request.method", request.getMethod())
                    .addKeyValue("http.route", route)
                    .addKeyValue("http.response.status_code", status)
                    .addKeyValue("event.duration_ms", millis)
                    .addKeyValue("client_id", clientId)
                    .addKeyValue("caller", subject)
                    .log("{} {} {} {} ms client={} caller={}", request.getMethod(), route, status,
                            millis, clientId, subject);
        } finally {
            if (!hadId) {
                MDC.remove("request_id");
            }
        }
    }

    @Override
    public void setRequestAttributesEnabled(boolean enabled) {
        // The line holds no address or protocol, so there is nothing for request attributes to override.
    }

    @Override
    public boolean getRequestAttributesEnabled() {
        return false;
    }
}
