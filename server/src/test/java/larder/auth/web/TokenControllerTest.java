package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import larder.auth.grant.OAuthError;
import larder.auth.grant.TokenEndpoint;
import larder.auth.grant.TokenRequest;
import larder.auth.grant.TokenResponse;
import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemException;
import larder.platform.web.BodyTooLarge;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

/**
 * The token endpoint's HTTP side, called directly: how it reads JSON and form bodies into a token request, what it
 * answers, and its RFC 6749 §5.2 errors. The grants behind it are a stub that records what it was asked.
 */
class TokenControllerTest {

    private static final TokenResponse TOKENS = new TokenResponse("access", 3600, "Bearer", "refresh");

    private final JsonMapper json = JsonMapper.builder().build();
    private final TokenEndpoint endpoint = mock(TokenEndpoint.class);
    private final List<TokenRequest> asked = new ArrayList<>();
    private final TokenController controller = new TokenController(endpoint, json);

    TokenControllerTest() {
        when(endpoint.token(any())).thenAnswer(call -> {
            asked.add(call.getArgument(0));
            return TOKENS;
        });
    }

    private static MockHttpServletRequest post(String contentType, String body) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", Routes.TOKEN_ENDPOINT);
        if (contentType != null) {
            request.setContentType(contentType);
        }
        if (body != null) {
            request.setContent(body.getBytes(StandardCharsets.ISO_8859_1));
        }
        request.setRemoteAddr("203.0.113.9");
        return request;
    }

    private MockHttpServletResponse call(MockHttpServletRequest request) throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        controller.token(request, response);
        return response;
    }

    private TokenRequest onlyRequest() {
        assertThat(asked).hasSize(1);
        return asked.getFirst();
    }

    private static void assertInvalidRequest(ThrowingCall call, String description) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(OAuthError.class, e -> {
            assertThat(e.error()).isEqualTo("invalid_request");
            assertThat(e.status().value()).isEqualTo(400);
            assertThat(e.getMessage()).isEqualTo(description);
        });
    }

    /** The kind of the controller's own refusal, which its exception handlers answer (406 or 415). */
    private static String refusal(ThrowingCall call) {
        try {
            call.run();
        } catch (Exception e) {
            return e.getClass().getSimpleName();
        }
        return "nothing thrown";
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws Exception;
    }

    private static void assertNoStore(ResponseEntity<?> answer) {
        assertThat(answer.getHeaders().getCacheControl()).isEqualTo("no-store");
        assertThat(answer.getHeaders().getPragma()).isEqualTo("no-cache");
        assertThat(answer.getHeaders().getContentType()).hasToString("application/json");
    }

    @Test
    void aJsonBodyBecomesATokenRequestWithTheCallersOriginAndAddress() throws Exception {
        MockHttpServletRequest request = post("application/json",
                "{\"client_id\": \"app_1\", \"grant_type\": \"refresh_token\", \"refresh_token\": \"rt\", \"x\": 1}");
        request.addHeader("Origin", "https://shop.example");

        call(request);

        assertThat(onlyRequest()).isEqualTo(new TokenRequest("app_1", "refresh_token", "rt", "https://shop.example",
                "203.0.113.9"));
    }

    @Test
    void theTokensAreAnsweredAsJsonThatIsNeverStored() throws Exception {
        MockHttpServletResponse response = call(post("application/json; charset=UTF-8",
                "{\"client_id\": \"app_1\", \"grant_type\": \"anonymous\"}"));

        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(response.getHeader("Cache-Control")).isEqualTo("no-store");
        assertThat(response.getHeader("Pragma")).isEqualTo("no-cache");
        assertThat(response.getContentType()).isEqualTo("application/json");
        byte[] body = response.getContentAsByteArray();
        assertThat(response.getContentLength()).isEqualTo(body.length).isPositive();
        assertThat(json.readValue(body, TokenResponse.class)).isEqualTo(TOKENS);
        assertThat(onlyRequest()).isEqualTo(new TokenRequest("app_1", "anonymous", null, null, "203.0.113.9"));
    }

    @Test
    void jsonNullsAreTakenAsAbsent() throws Exception {
        call(post("application/json", "{\"client_id\": \"app_1\", \"grant_type\": \"anonymous\", "
                + "\"refresh_token\": null}"));

        assertThat(onlyRequest().refreshToken()).isNull();
    }

    @Test
    void aJsonFieldThatIsNoStringIsInvalidRequest() {
        assertInvalidRequest(() -> call(post("application/json", "{\"client_id\": 7, \"grant_type\": \"anonymous\"}")),
                "client_id must be a string.");
        assertInvalidRequest(() -> call(post("application/json",
                "{\"client_id\": \"app_1\", \"grant_type\": [\"anonymous\"]}")), "grant_type must be a string.");
        assertInvalidRequest(() -> call(post("application/json",
                "{\"client_id\": \"app_1\", \"grant_type\": \"refresh_token\", \"refresh_token\": {}}")),
                "refresh_token must be a string.");
        assertThat(asked).isEmpty();
    }

    @Test
    void aBodyThatIsNoJsonObjectIsInvalidRequest() {
        assertInvalidRequest(() -> call(post("application/json", "{\"client_id\": ")),
                "The body is not valid JSON.");
        assertInvalidRequest(() -> call(post("application/json", "[\"app_1\"]")),
                "The body must be a JSON object.");
        assertInvalidRequest(() -> call(post("application/json", "\"app_1\"")),
                "The body must be a JSON object.");
        assertInvalidRequest(() -> call(post("application/json", "null")), "The body must be a JSON object.");
        assertInvalidRequest(() -> call(post("application/json", "")), "The body must be a JSON object.");
        assertThat(asked).isEmpty();
    }

    @Test
    void aFormBodyIsReadFromTheBodyAlone() throws Exception {
        MockHttpServletRequest request = post("application/x-www-form-urlencoded; charset=UTF-8",
                "grant_type=refresh_token&client_id=app_1&refresh_token=a%2Bb+c&scope=x&scope=y");
        request.setParameter("client_id", "from the query");

        call(request);

        assertThat(onlyRequest()).isEqualTo(new TokenRequest("app_1", "refresh_token", "a+b c", null, "203.0.113.9"));
    }

    @Test
    void aFormParameterGivenTwiceIsInvalidRequest() {
        assertInvalidRequest(() -> call(post("application/x-www-form-urlencoded",
                "client_id=app_1&grant_type=anonymous&client_id=app_2")), "client_id is repeated.");
        assertThat(asked).isEmpty();
    }

    @Test
    void aRequestWithoutABodyTypeIsInvalidRequest() {
        assertInvalidRequest(() -> call(post(null, "client_id=app_1&grant_type=anonymous")),
                "A JSON or form body with client_id and grant_type is required.");
        assertThat(asked).isEmpty();
    }

    @Test
    void anyOtherBodyTypeIsUnsupported() {
        for (String type : new String[] {"text/plain", "application/*", "application/xml", "not a type",
                "application/merge-patch+json"}) {
            assertThat(refusal(() -> call(post(type, "{}")))).as(type).isEqualTo("UnsupportedBody");
        }
        assertThat(asked).isEmpty();
    }

    @Test
    void aBodyLargerThanTheBoundIsRefusedAsTooLarge() {
        for (String type : new String[] {"application/json", "application/x-www-form-urlencoded"}) {
            MockHttpServletRequest request = new MockHttpServletRequest("POST", Routes.TOKEN_ENDPOINT) {
                @Override
                public ServletInputStream getInputStream() {
                    return new TooLarge();
                }
            };
            request.setContentType(type);
            assertThatThrownBy(() -> call(request)).as(type).isInstanceOfSatisfying(ProblemException.class,
                    e -> assertThat(e.code()).isEqualTo(ProblemCode.BODY_TOO_LARGE));
        }
        assertThat(asked).isEmpty();
    }

    @Test
    void anAcceptThatAllowsJsonIsServed() throws Exception {
        for (String accept : new String[] {"", " ", "application/json", "*/*", "application/*",
                "text/html, application/json;q=0.1"}) {
            MockHttpServletRequest request = post("application/json",
                    "{\"client_id\": \"app_1\", \"grant_type\": \"anonymous\"}");
            request.addHeader("Accept", accept);
            assertThat(call(request).getStatus()).as(accept).isEqualTo(200);
        }
        assertThat(asked).hasSize(6);
    }

    @Test
    void anAcceptThatExcludesJsonIsRefusedBeforeTheBodyIsRead() {
        for (String accept : new String[] {"text/html", "application/json;q=0", "application/xml, text/*",
                "not/a/type;;"}) {
            MockHttpServletRequest request = post("application/json", "{\"client_id\": \"app_1\", "
                    + "\"grant_type\": \"anonymous\"}");
            request.addHeader("Accept", accept);
            assertThat(refusal(() -> call(request))).as(accept).isEqualTo("OAuthNotAcceptable");
        }
        verify(endpoint, never()).token(any());
    }

    @Test
    void theEndpointsErrorsAreOAuthErrorsThatAreNeverStored() {
        ResponseEntity<Map<String, String>> answer = controller.oauthError(OAuthError.invalidClient());

        assertThat(answer.getStatusCode().value()).isEqualTo(401);
        assertThat(answer.getBody()).containsExactly(Map.entry("error", "invalid_client"),
                Map.entry("error_description", "Unknown or disabled client_id."));
        assertNoStore(answer);
        assertThat(answer.getHeaders().getAccessControlAllowOrigin()).isNull();
    }

    @Test
    void noErrorGrantsTheOriginThatAskedAReadOfIt() {
        ResponseEntity<Map<String, String>> refused = controller.oauthError(
                OAuthError.unauthorizedClient("https://evil.example"));
        assertThat(refused.getStatusCode().value()).isEqualTo(403);
        assertThat(refused.getHeaders().getAccessControlAllowOrigin()).isNull();
        assertThat(refused.getBody()).containsEntry("error", "unauthorized_client");
        assertNoStore(refused);

        ResponseEntity<Map<String, String>> other = controller.oauthError(OAuthError.invalidGrant("no"));
        assertThat(other.getStatusCode().value()).isEqualTo(400);
        assertThat(other.getHeaders().getAccessControlAllowOrigin()).isNull();
    }

    @Test
    void notAcceptableAndUnsupportedBodiesAreAnsweredInTheOAuthShape() {
        ResponseEntity<Map<String, String>> notAcceptable = controller.notAcceptable();
        assertThat(notAcceptable.getStatusCode().value()).isEqualTo(406);
        assertThat(notAcceptable.getBody()).containsEntry("error", "invalid_request")
                .containsEntry("error_description", "The answer is application/json, which the Accept header "
                        + "excludes.");
        assertNoStore(notAcceptable);

        ResponseEntity<Map<String, String>> unsupported = controller.unsupportedBody();
        assertThat(unsupported.getStatusCode().value()).isEqualTo(415);
        assertThat(unsupported.getBody()).containsEntry("error", "invalid_request")
                .containsEntry("error_description",
                        "The body must be application/json or application/x-www-form-urlencoded.");
        assertNoStore(unsupported);
    }

    @Test
    void otherMethodsAreNotAllowedAndToldWhichAre() {
        ResponseEntity<Map<String, String>> answer = controller.otherMethod();

        assertThat(answer.getStatusCode().value()).isEqualTo(405);
        assertThat(answer.getHeaders().getFirst("Allow")).isEqualTo("POST, OPTIONS");
        assertThat(answer.getBody()).containsEntry("error", "invalid_request")
                .containsEntry("error_description", "The token endpoint takes POST.");
        assertNoStore(answer);
    }

    /** A body stream that fails as the platform's bounded stream does past its bound. */
    private static final class TooLarge extends ServletInputStream {
        @Override
        public int read() throws java.io.IOException {
            throw new BodyTooLarge();
        }

        @Override
        public int read(byte[] b, int off, int len) throws java.io.IOException {
            throw new BodyTooLarge();
        }

        @Override
        public boolean isFinished() {
            return false;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        @Override
        public void setReadListener(ReadListener listener) {
        }
    }

    @Test
    void theRequestRecordNeverShowsTheRefreshToken() {
        assertThat(new TokenRequest("app_1", "refresh_token", "secret", null, "ip").toString())
                .doesNotContain("secret").contains("refreshToken=(redacted)");
        assertThat(new TokenRequest("app_1", "anonymous", null, null, "ip").toString())
                .contains("refreshToken=null");
    }
}
