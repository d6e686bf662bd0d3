package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.RequestDispatcher;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.Map;
import larder.platform.problem.ProblemFormat;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.support.StaticApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.web.MockHttpServletRequest;
import tools.jackson.databind.json.JsonMapper;

/** Errors the servlet container forwards to /error get a problem document, never an HTML page. */
class ProblemErrorControllerTest {

    private static final String TOKEN_PATH = OAuthFormat.TOKEN_PATH;

    private final ProblemFormat oauth = new OAuthFormat();

    private final ShutdownState shutdown = new ShutdownState();
    private final ProblemErrorController controller = new ProblemErrorController(
            new Problems(JsonMapper.builder().build(), List.of(oauth)), shutdown);

    private static MockHttpServletRequest forwarded(Object status, Throwable exception, Object uri) {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/error");
        if (status != null) {
            request.setAttribute(RequestDispatcher.ERROR_STATUS_CODE, status);
        }
        if (exception != null) {
            request.setAttribute(RequestDispatcher.ERROR_EXCEPTION, exception);
        }
        if (uri != null) {
            request.setAttribute(RequestDispatcher.ERROR_REQUEST_URI, uri);
        }
        return request;
    }

    private static ProblemDetail problem(ResponseEntity<Object> answer) {
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        return (ProblemDetail) answer.getBody();
    }

    @ParameterizedTest
    @CsvSource({
            "404, not_found",
            "406, request.not_acceptable",
            "413, request.body_too_large",
            "415, request.unsupported_media_type",
            "400, request.invalid",
            "405, request.invalid",
            "500, internal",
            "502, internal",
            "503, unavailable",
    })
    void theStatusGetsItsCode(int status, String code) {
        ResponseEntity<Object> answer = controller.error(forwarded(status, null, "/v1beta/lists"));
        assertThat(answer.getStatusCode().value()).isEqualTo(status);
        ProblemDetail problem = problem(answer);
        assertThat(problem.getProperties()).containsEntry("code", code);
        assertThat(problem.getStatus()).isEqualTo(status);
        assertThat(problem.getDetail()).isEqualTo(org.springframework.http.HttpStatus.valueOf(status)
                .getReasonPhrase());
        assertThat(problem.getInstance()).hasToString("/v1beta/lists");
    }

    @Test
    void withoutAnErrorStatusItIsABug() {
        for (Object status : new Object[] {null, 200, 302, 999, "404"}) {
            ResponseEntity<Object> answer = controller.error(forwarded(status, null, null));
            assertThat(answer.getStatusCode().value()).as(String.valueOf(status)).isEqualTo(500);
            assertThat(problem(answer).getProperties()).containsEntry("code", "internal");
            assertThat(problem(answer).getInstance()).isNull();
        }
    }

    @Test
    void aStatus399IsNotAnError() {
        assertThat(controller.error(forwarded(399, null, null)).getStatusCode().value()).isEqualTo(500);
        assertThat(controller.error(forwarded(400, null, null)).getStatusCode().value()).isEqualTo(400);
    }

    @Test
    void aBodyTooLargeIs413WhateverTheStatus() {
        ResponseEntity<Object> answer = controller.error(forwarded(500, new RuntimeException(new BodyTooLarge()),
                "/v1beta/lists"));
        assertThat(answer.getStatusCode().value()).isEqualTo(413);
        assertThat(problem(answer).getProperties()).containsEntry("code", "request.body_too_large");
    }

    @Test
    void noFreeConnectionIs503WithRetryAfter() {
        ResponseEntity<Object> answer = controller.error(forwarded(500,
                new RuntimeException(new SQLTransientConnectionException("timeout")), "/v1beta/lists"));
        assertThat(answer.getStatusCode().value()).isEqualTo(503);
        assertThat(answer.getHeaders().getFirst("Retry-After")).isEqualTo("1");
        assertThat(problem(answer).getProperties()).containsEntry("code", "unavailable");
        assertThat(problem(answer).getDetail()).startsWith("The server is busy");
    }

    @Test
    void aClientErrorIsNeverTurnedInto503() {
        ResponseEntity<Object> answer = controller.error(forwarded(404,
                new RuntimeException(new SQLTransientConnectionException("timeout")), "/v1beta/lists"));
        assertThat(answer.getStatusCode().value()).isEqualTo(404);
        assertThat(answer.getHeaders().getFirst("Retry-After")).isNull();
    }

    @Test
    void aDatabaseFailureIs503OnlyWhileShuttingDown() {
        RuntimeException failure = new RuntimeException(new SQLException("pool closed"));
        assertThat(controller.error(forwarded(500, failure, null)).getStatusCode().value()).isEqualTo(500);
        shutdown.onApplicationEvent(new ContextClosedEvent(new StaticApplicationContext()));
        ResponseEntity<Object> answer = controller.error(forwarded(500, failure, null));
        assertThat(answer.getStatusCode().value()).isEqualTo(503);
        assertThat(problem(answer).getDetail()).startsWith("The server is shutting down");
    }

    @Test
    void aPathWithASpaceIsStillAnInstance() {
        ResponseEntity<Object> answer = controller.error(forwarded(404, null, "/v1beta/a b"));
        assertThat(problem(answer).getInstance()).hasToString("/v1beta/a%20b");
    }

    @Test
    void onARouteWithItsOwnFormatTheErrorIsWrittenInIt() {
        ResponseEntity<Object> answer = controller.error(forwarded(500,
                new RuntimeException(new SQLTransientConnectionException("timeout")), TOKEN_PATH));
        assertThat(answer.getStatusCode().value()).isEqualTo(503);
        assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
        assertThat(answer.getHeaders().getFirst("Cache-Control")).isEqualTo("no-store");
        assertThat(answer.getHeaders().getFirst("Retry-After")).isEqualTo("1");
        assertThat(answer.getBody()).isEqualTo(Map.of("error", "e503", "error_description", "Service Unavailable"));
    }
}
