package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.coyote.OutputBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tomcat's own error answers (a malformed request refused before any servlet) written as problem documents, on
 * Tomcat's request and response objects with the bytes written captured.
 */
class ProblemErrorReportValveTest {

    private static final String TOKEN_PATH = OAuthFormat.TOKEN_PATH;

    private final JsonMapper json = JsonMapper.builder().build();
    private final ProblemFormat oauth = new OAuthFormat();

    private final ProblemErrorReportValve valve = valve();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();

    private ProblemErrorReportValve valve() {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        beans.addBean("problems", new Problems(json, List.of(oauth)));
        beans.addBean("json", json);
        return new ProblemErrorReportValve(beans.getBeanProvider(Problems.class), beans.getBeanProvider(JsonMapper.class));
    }

    /** Tomcat's request and response, each the other's, as a processor pairs them. */
    private final org.apache.coyote.Request coyoteRequest = new org.apache.coyote.Request();

    private Request request(String uri) {
        coyoteRequest.requestURI().setString(uri);
        Request request = new Request(null, coyoteRequest);
        coyoteRequest.setNote(org.apache.catalina.connector.CoyoteAdapter.ADAPTER_NOTES, request);
        return request;
    }

    /** A response Tomcat has flagged as an error with {@code status}, whose bytes land in {@link #written}. */
    private Response failed(int status) {
        org.apache.coyote.Response coyote = new org.apache.coyote.Response();
        coyoteRequest.setResponse(coyote);
        coyote.setOutputBuffer(new OutputBuffer() {
            private long count;

            @Override
            public int doWrite(ByteBuffer chunk) {
                int n = chunk.remaining();
                byte[] bytes = new byte[n];
                chunk.get(bytes);
                written.writeBytes(bytes);
                count += n;
                return n;
            }

            @Override
            public long getBytesWritten() {
                return count;
            }
        });
        Response response = new Response(coyote);
        response.setStatus(status);
        response.setError();
        return response;
    }

    private String body() {
        return written.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @CsvSource({
            "400, Bad Request, request.invalid",
            "404, Not Found, not_found",
            "406, Not Acceptable, request.not_acceptable",
            "413, Content Too Large, request.body_too_large",
            "415, Unsupported Media Type, request.unsupported_media_type",
            "417, Expectation Failed, request.invalid",
            "500, Internal Server Error, internal",
            "505, HTTP Version not supported, request.http_version_not_supported",
    })
    void anErrorOfTomcatsIsAProblemDocument(int status, String title, String code) {
        Response response = failed(status);
        valve.report(request("/v1beta/lists"), response, null);
        assertThat(response.getStatus()).isEqualTo(status);
        assertThat(response.getContentType()).startsWith("application/problem+json");
        assertThat(body()).isEqualTo("{\"type\":\"about:blank\",\"title\":\"" + title + "\",\"status\":" + status
                + ",\"code\":\"" + code + "\"}");
    }

    @Test
    void aTransferCodingTomcatDoesNotImplementIsTheClientsMistake() {
        Response response = failed(501);
        valve.report(request("/v1beta/lists"), response, null);
        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(body()).isEqualTo("{\"type\":\"about:blank\",\"title\":\"Bad Request\",\"status\":400,"
                + "\"code\":\"request.invalid\"}");
    }

    @Test
    void aStatusWithoutAReasonIsTitledError() {
        Response response = failed(499);
        valve.report(request("/v1beta/lists"), response, null);
        assertThat(body()).isEqualTo("{\"type\":\"about:blank\",\"title\":\"Error\",\"status\":499,"
                + "\"code\":\"request.invalid\"}");
    }

    @Test
    void onARouteWithItsOwnFormatTheErrorIsWrittenInIt() {
        Response response = failed(400);
        valve.report(request(TOKEN_PATH), response, null);
        assertThat(response.getContentType()).startsWith("application/json");
        assertThat(response.getHeader("Cache-Control")).isEqualTo("no-store");
        assertThat(json.readTree(body())).isEqualTo(json.valueToTree(Map.of("error", "e400",
                "error_description", "Bad Request")));
    }

    @Test
    void anAnswerBelow400IsNotAnError() {
        Response response = failed(399);
        valve.report(request("/v1beta/lists"), response, null);
        assertThat(body()).isEmpty();
        assertThat(response.getContentType()).isNull();
    }

    @Test
    void anErrorAlreadyReportedOrNotFlaggedIsLeftAlone() {
        Response reported = failed(404);
        reported.setErrorReported();
        valve.report(request("/v1beta/lists"), reported, null);
        assertThat(body()).isEmpty();

        org.apache.coyote.Response coyote = new org.apache.coyote.Response();
        new org.apache.coyote.Request().setResponse(coyote);
        Response unflagged = new Response(coyote);
        unflagged.setStatus(404);
        valve.report(request("/v1beta/lists"), unflagged, null);
        assertThat(unflagged.getContentType()).isNull();
    }

    @Test
    void anAnswerWithABodyAlreadyIsLeftAlone() throws Exception {
        Response response = failed(500);
        response.getOutputStream().write("partial".getBytes(StandardCharsets.UTF_8));
        response.flushBuffer();
        written.reset();
        valve.report(request("/v1beta/lists"), response, null);
        assertThat(body()).isEmpty();
    }
}
