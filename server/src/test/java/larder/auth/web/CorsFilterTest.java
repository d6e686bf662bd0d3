package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.FilterChain;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import larder.auth.Client;
import larder.auth.ClientRegistry;
import larder.platform.problem.Problems;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

class CorsFilterTest {

    private static final String ALLOWED = "https://shop.example";

    /** Apps as CORS sees them: only whether any active one allows an origin. */
    private final ClientRegistry clients = new ClientRegistry() {
        @Override
        public Optional<Client> client(String clientId) {
            return Optional.empty();
        }

        @Override
        public boolean anyActiveClientAllows(String origin) {
            return Set.of(ALLOWED).contains(origin);
        }
    };

    private final CorsFilter filter = new CorsFilter(clients, new Problems(JsonMapper.builder().build(), List.of()));
    private final AtomicBoolean passedOn = new AtomicBoolean();
    private final FilterChain chain = (request, response) -> passedOn.set(true);

    private MockHttpServletResponse run(MockHttpServletRequest request) throws Exception {
        MockHttpServletResponse response = new MockHttpServletResponse();
        filter.doFilter(request, response, chain);
        return response;
    }

    private static MockHttpServletRequest preflight(String origin) {
        MockHttpServletRequest request = new MockHttpServletRequest("OPTIONS", "/v1beta/lists");
        request.addHeader("Origin", origin);
        request.addHeader("Access-Control-Request-Method", "POST");
        return request;
    }

    @Test
    void aPreflightFromAnAllowedOriginIsAnsweredHereWithWhatMayBeSent() throws Exception {
        MockHttpServletResponse response = run(preflight(ALLOWED));
        assertThat(response.getStatus()).isEqualTo(204);
        assertThat(response.getHeader("Access-Control-Allow-Origin")).isEqualTo(ALLOWED);
        assertThat(response.getHeader("Access-Control-Allow-Methods"))
                .isEqualTo("GET, POST, PUT, PATCH, DELETE, OPTIONS");
        assertThat(response.getHeader("Access-Control-Allow-Headers"))
                .isEqualTo("Authorization, Content-Type, Idempotency-Key, If-Match");
        assertThat(response.getHeader("Access-Control-Max-Age")).isEqualTo("600");
        assertThat(response.getHeader("Vary")).isEqualTo("Origin");
        assertThat(response.getHeader("Access-Control-Allow-Credentials")).isNull();
        assertThat(passedOn).isFalse();
    }

    @Test
    void aPreflightFromAnOriginNoAppAllowsIsAForbiddenProblem() throws Exception {
        MockHttpServletResponse response = run(preflight("https://evil.example"));
        assertThat(response.getStatus()).isEqualTo(403);
        assertThat(response.getContentType()).isEqualTo("application/problem+json");
        assertThat(response.getContentAsString()).contains("\"code\":\"auth.origin_not_allowed\"");
        assertThat(response.getHeader("Access-Control-Allow-Origin")).isNull();
        assertThat(response.getHeader("Vary")).isEqualTo("Origin");
        assertThat(passedOn).isFalse();
    }

    @Test
    void aRequestFromAnAllowedOriginGoesOnWithTheHeadersItMayRead() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        request.addHeader("Origin", ALLOWED);
        MockHttpServletResponse response = run(request);
        assertThat(passedOn).isTrue();
        assertThat(response.getHeader("Access-Control-Allow-Origin")).isEqualTo(ALLOWED);
        assertThat(response.getHeader("Access-Control-Expose-Headers"))
                .isEqualTo("ETag, RateLimit, RateLimit-Policy, Retry-After");
        assertThat(response.getHeader("Access-Control-Allow-Methods")).isNull();
        assertThat(response.getHeader("Vary")).isEqualTo("Origin");
    }

    @Test
    void aRequestFromAnotherOriginGoesOnWithoutCorsHeadersForItsCredentialToBeJudged() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        request.addHeader("Origin", "https://evil.example");
        MockHttpServletResponse response = run(request);
        assertThat(passedOn).isTrue();
        assertThat(response.getHeader("Access-Control-Allow-Origin")).isNull();
        assertThat(response.getHeader("Access-Control-Expose-Headers")).isNull();
        assertThat(response.getHeader("Vary")).isEqualTo("Origin");
    }

    @Test
    void anOptionsRequestWithoutARequestedMethodIsNoPreflight() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("OPTIONS", "/v1beta/lists");
        request.addHeader("Origin", ALLOWED);
        MockHttpServletResponse response = run(request);
        assertThat(passedOn).isTrue();
        assertThat(response.getHeader("Access-Control-Max-Age")).isNull();
        assertThat(response.getHeader("Access-Control-Expose-Headers")).isNotNull();
    }

    @Test
    void aPostWithARequestedMethodHeaderIsNoPreflightEither() throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1beta/lists");
        request.addHeader("Origin", "https://evil.example");
        request.addHeader("Access-Control-Request-Method", "POST");
        MockHttpServletResponse response = run(request);
        assertThat(passedOn).isTrue();
        assertThat(response.getStatus()).isEqualTo(200);
    }

    @Test
    void requestsWithoutAnOriginOrOutsideTheApiAreLeftAlone() throws Exception {
        MockHttpServletResponse noOrigin = run(new MockHttpServletRequest("OPTIONS", "/v1beta/lists"));
        assertThat(noOrigin.getHeader("Vary")).isNull();
        assertThat(passedOn).isTrue();

        passedOn.set(false);
        MockHttpServletRequest outside = preflight(ALLOWED);
        outside.setRequestURI("/operator/v1/apps");
        MockHttpServletResponse operator = run(outside);
        assertThat(operator.getHeader("Vary")).isNull();
        assertThat(operator.getStatus()).isEqualTo(200);
        assertThat(passedOn).isTrue();
    }

    @Test
    void theApiRootIsPartOfTheApi() {
        assertThat(Routes.isApi("/v1beta")).isTrue();
        assertThat(Routes.isApi("/v1beta/")).isTrue();
        assertThat(Routes.isApi("/v1betas")).isFalse();
        assertThat(Routes.isApi("/operator/v1beta/")).isFalse();
        assertThat(Routes.requiresBearer("/v1beta/lists")).isTrue();
        assertThat(Routes.requiresBearer("/v1beta/auth/access_token")).isFalse();
        assertThat(Routes.requiresBearer("/v1beta/openapi.json")).isFalse();
        assertThat(Routes.requiresBearer("/health")).isFalse();
    }
}
