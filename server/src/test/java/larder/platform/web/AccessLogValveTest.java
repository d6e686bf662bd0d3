package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.web.servlet.HandlerMapping;

/** One access-log line per request: the route's template (never the path as sent), status, time and who called. */
class AccessLogValveTest {

    private final Logger access = (Logger) LoggerFactory.getLogger("larder.access");
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
    private final AccessLogValve valve = new AccessLogValve();
    private final Map<String, String> mdcAtLogging = new LinkedHashMap<>();
    private Level levelBefore;

    @BeforeEach
    void capture() {
        levelBefore = access.getLevel();
        access.setLevel(Level.INFO);
        lines.start();
        access.addAppender(lines);
    }

    @AfterEach
    void release() {
        access.detachAppender(lines);
        access.setLevel(levelBefore);
        MDC.clear();
    }

    private Request request(String method, String uri, long startedMillisAgo) {
        org.apache.coyote.Request coyote = new org.apache.coyote.Request();
        coyote.method().setString(method);
        coyote.requestURI().setString(uri);
        coyote.setStartTimeNanos(System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(startedMillisAgo));
        return new Request(null, coyote);
    }

    private Response response(int status, String requestId) {
        org.apache.coyote.Response coyote = new org.apache.coyote.Response();
        Response response = new Response(coyote);
        response.setStatus(status);
        if (requestId != null) {
            coyote.setHeader("X-Request-Id", requestId);
        }
        return response;
    }

    private ILoggingEvent only() {
        assertThat(lines.list).hasSize(1);
        return lines.list.getFirst();
    }

    private static Map<String, Object> keyValues(ILoggingEvent event) {
        Map<String, Object> values = new LinkedHashMap<>();
        event.getKeyValuePairs().forEach(pair -> values.put(pair.key, pair.value));
        return values;
    }

    @Test
    void aLineNamesTheRouteTemplateStatusTimeAndCaller() {
        Request request = request("GET", "/v1beta/lists/lst_secret?code=abc", 0);
        request.setAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE, "/v1beta/lists/{id}");
        RequestValues.put(request, Caller.class, new Caller("app_1", "usr_1"));
        valve.log(request, response(200, "req_1"), 0);
        ILoggingEvent line = only();
        assertThat(line.getLevel()).isEqualTo(Level.INFO);
        assertThat(line.getFormattedMessage()).matches("GET /v1beta/lists/\\{id} 200 \\d+ ms client=app_1 caller=usr_1");
        assertThat(line.getFormattedMessage()).doesNotContain("lst_secret").doesNotContain("code=abc");
        Map<String, Object> values = keyValues(line);
        assertThat(values).containsEntry("http.request.method", "GET")
                .containsEntry("http.route", "/v1beta/lists/{id}")
                .containsEntry("http.response.status_code", 200)
                .containsEntry("client_id", "app_1")
                .containsEntry("caller", "usr_1")
                .containsKey("event.duration_ms");
        assertThat(line.getMDCPropertyMap()).containsEntry("request_id", "req_1");
        assertThat(MDC.get("request_id")).as("only for the line").isNull();
    }

    @Test
    void theDurationIsSinceTomcatTookTheRequest() {
        valve.log(request("GET", "/v1beta/lists", 1_500), response(200, "req_1"), 0);
        long millis = (Long) keyValues(only()).get("event.duration_ms");
        assertThat(millis).isGreaterThanOrEqualTo(1_500).isLessThan(60_000);
    }

    @Test
    void aRequestRefusedBeforeAnyRouteOrCallerShowsDashes() {
        valve.log(request("POST", "/%zz", 0), response(400, "req_2"), 0);
        assertThat(only().getFormattedMessage()).matches("POST - 400 \\d+ ms client=- caller=-");
    }

    @Test
    void aCallerWithoutAClientShowsADash() {
        Request request = request("GET", "/admin/v1/apps", 0);
        RequestValues.put(request, Caller.class, new Caller(null, "operator"));
        valve.log(request, response(200, null), 0);
        assertThat(only().getFormattedMessage()).endsWith("client=- caller=operator");
        assertThat(only().getMDCPropertyMap()).doesNotContainKey("request_id");
    }

    @Test
    void aRequestIdAlreadyInTheLogContextStaysThere() {
        MDC.put("request_id", "req_outer");
        valve.log(request("GET", "/v1beta/lists", 0), response(200, "req_1"), 0);
        assertThat(only().getMDCPropertyMap()).containsEntry("request_id", "req_outer");
        assertThat(MDC.get("request_id")).isEqualTo("req_outer");
    }

    @Test
    void nothingIsWorkedOutWhenTheAccessLogIsOff() {
        access.setLevel(Level.WARN);
        valve.log(request("GET", "/v1beta/lists", 0), response(200, "req_1"), 0);
        assertThat(lines.list).isEmpty();
    }

    @Test
    void requestAttributesCannotChangeTheLine() {
        valve.setRequestAttributesEnabled(true);
        assertThat(valve.getRequestAttributesEnabled()).isFalse();
    }

    @Test
    void theRequestGoesOnToTheNextValve() throws Exception {
        java.util.List<String> reached = new java.util.ArrayList<>();
        valve.setNext(new org.apache.catalina.valves.ValveBase() {
            @Override
            public void invoke(Request request, Response response) {
                reached.add(request.getMethod() + " " + response.getStatus());
            }
        });
        valve.invoke(request("GET", "/v1beta/lists", 0), response(204, null));
        assertThat(reached).containsExactly("GET 204");
        assertThat(lines.list).as("the line is written once Tomcat has answered, not here").isEmpty();
    }
}
