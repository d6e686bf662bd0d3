package larder.platform.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ProblemsTest {

    private final JsonMapper json = JsonMapper.builder().build();

    /** Like the token endpoint's: its own shape and a header, on its own path. */
    private final ProblemFormat oauth = new ProblemFormat() {
        @Override
        public boolean appliesTo(String path) {
            return path.equals("/v1beta/auth/access_token");
        }

        @Override
        public Map<String, String> body(HttpStatusCode status, String detail) {
            return Map.of("error", "e" + status.value(), "error_description", detail);
        }

        @Override
        public Map<String, String> headers() {
            return Map.of("Cache-Control", "no-store");
        }
    };

    private final Problems problems = new Problems(json, List.of(oauth));

    private static final ProblemException INVALID = new ProblemException(ProblemCode.INVALID,
            HttpStatus.UNPROCESSABLE_ENTITY, "The request is not valid.",
            List.of(FieldProblem.invalid("/name", "is required")), Map.of("X-Why", "because"));

    @Test
    void aFilterWritesAProblemDocumentWithItsCodeFieldsAndHeaders() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
        MockHttpServletResponse response = new MockHttpServletResponse();
        response.getOutputStream().write("half an answer".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        problems.write(request, response, INVALID);
        assertThat(response.getStatus()).isEqualTo(422);
        assertThat(response.getContentType()).isEqualTo("application/problem+json");
        assertThat(response.getHeader("X-Why")).isEqualTo("because");
        assertThat(response.isCommitted()).isTrue();
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.get("status").asInt()).isEqualTo(422);
        // The server's mapper writes ProblemDetail's properties at the top level; this plain one nests them.
        assertThat(body.findValue("code").asString()).isEqualTo(ProblemCode.INVALID.code());
        assertThat(body.get("detail").asString()).isEqualTo("The request is not valid.");
        assertThat(body.get("instance").asString()).isEqualTo("/v1beta/lists");
        assertThat(body.findValue("errors").get(0).get("pointer").asString()).isEqualTo("/name");
    }

    @Test
    void aProblemWithoutFieldErrorsHasNoErrorsMember() {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists/x");
        assertThat(problems.detail(new ProblemException(ProblemCode.NOT_FOUND, "gone"), request).getProperties())
                .containsEntry("code", ProblemCode.NOT_FOUND.code()).doesNotContainKey("errors");
        assertThat(problems.detail(INVALID, request).getProperties()).containsKey("errors");
        assertThat(problems.detail(HttpStatus.BAD_REQUEST, ProblemCode.INVALID, "d", null, request)
                .getProperties()).doesNotContainKey("errors");
    }

    @Test
    void onAModulesOwnPathItsFormatIsWritten() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/auth/access_token");
        MockHttpServletResponse response = new MockHttpServletResponse();
        problems.write(request, response, INVALID);
        assertThat(response.getStatus()).isEqualTo(422);
        assertThat(response.getContentType()).isEqualTo("application/json");
        assertThat(response.getHeader("Cache-Control")).isEqualTo("no-store");
        assertThat(response.getHeader("X-Why")).isEqualTo("because");
        assertThat(json.readTree(response.getContentAsString()).get("error").asString()).isEqualTo("e422");
        assertThat(problems.formatFor("/v1beta/auth/access_token")).contains(oauth);
        assertThat(problems.formatFor("/v1beta/lists")).isEmpty();
    }

    @Test
    void nothingIsWrittenOnceTheAnswerHasBegun() throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        response.getWriter().write("streaming");
        response.flushBuffer();
        problems.write(new MockHttpServletRequest("GET", "/v1beta/lists"), response, INVALID);
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(response.getContentAsString()).isEqualTo("streaming");
    }
}
