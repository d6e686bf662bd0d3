package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import larder.app.AppSettings;
import larder.platform.PlatformSettings;
import larder.platform.problem.Problems;
import larder.platform.ratelimit.RateLimitSettings;
import larder.platform.ratelimit.RateLimiter;
import larder.platform.web.Caller;
import larder.platform.web.IdempotencyScope;
import larder.platform.web.RequestValues;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

class OperatorKeyFilterTest {

    private static final String KEY = "s3cret-operator-key";

    private final AtomicReference<MockHttpServletRequest> passedOn = new AtomicReference<>();

    /** Failures are counted per address across calls, as the server's one limiter counts them. */
    private final RateLimiter limiter = new RateLimiter(new PlatformSettings(Path.of("."),
            new PlatformSettings.Database(null, null, null), null, "on", Duration.ofSeconds(1), false, null),
            new RateLimitSettings(null, null, null, null, new RateLimitSettings.Quota(5L, Duration.ofMinutes(1), 5L)));
    private String address = "127.0.0.1";

    private MockHttpServletResponse call(String adminKey, String path, String authorization) throws Exception {
        OperatorKeyFilter filter = new OperatorKeyFilter(new AppSettings(adminKey), limiter,
                new Problems(JsonMapper.builder().build(), List.of()));
        MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
        request.setRemoteAddr(address);
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        MockHttpServletResponse response = new MockHttpServletResponse();
        filter.doFilter(request, response, (req, res) -> passedOn.set((MockHttpServletRequest) req));
        return response;
    }

    private MockHttpServletResponse call(String authorization) throws Exception {
        return call(KEY, "/admin/v1/apps", authorization);
    }

    private static void assertProblem(MockHttpServletResponse response, int status, String code) throws Exception {
        assertThat(response.getStatus()).isEqualTo(status);
        assertThat(response.getContentAsString()).contains("\"code\":\"" + code + "\"");
    }

    @Test
    void theAdminKeyLetsTheOperatorThrough() throws Exception {
        MockHttpServletResponse response = call("Bearer " + KEY);

        assertThat(response.getStatus()).isEqualTo(200);
        MockHttpServletRequest request = passedOn.get();
        assertThat(request).isNotNull();
        assertThat(RequestValues.get(request, Caller.class)).contains(new Caller(null, "operator"));
        assertThat(RequestValues.get(request, IdempotencyScope.class)).contains(new IdempotencyScope("operator"));
    }

    @Test
    void theSchemeWordIsCaseInsensitiveAndSpacesAroundTheKeyAreDropped() throws Exception {
        assertThat(call("bearer " + KEY).getStatus()).isEqualTo(200);
        assertThat(call("BEARER   " + KEY + "  ").getStatus()).isEqualTo(200);
        assertThat(passedOn.get()).isNotNull();
    }

    @Test
    void withoutTheBearerSchemeTheKeyIsRequiredWithAChallenge() throws Exception {
        for (String header : new String[] {null, "", "Bearer", "Basic " + KEY, KEY, "Bearer" + KEY}) {
            MockHttpServletResponse response = call(header);
            assertProblem(response, 401, "auth.token_required");
            assertThat(response.getHeader("WWW-Authenticate")).as(header)
                    .isEqualTo("Bearer realm=\"larder-operator\"");
        }
        assertThat(passedOn.get()).isNull();
    }

    @Test
    void aWrongKeyIsInvalid() throws Exception {
        for (String header : new String[] {"Bearer wrong", "Bearer " + KEY + "x", "Bearer " + KEY.substring(1),
                "Bearer  "}) {
            MockHttpServletResponse response = call(header);
            assertProblem(response, 401, "auth.token_invalid");
            assertThat(response.getHeader("WWW-Authenticate")).as(header)
                    .isEqualTo("Bearer realm=\"larder-operator\", error=\"invalid_token\"");
        }
        assertThat(passedOn.get()).isNull();
    }

    @Test
    void anAddressThatFailedTooOftenIsRefusedWith429EvenWithTheRightKey() throws Exception {
        address = "10.1.2.3";
        for (int i = 0; i < 5; i++) {
            assertProblem(call("Bearer guess-" + i), 401, "auth.token_invalid");
        }
        MockHttpServletResponse refused = call("Bearer guess-5");
        assertProblem(refused, 429, "rate_limited");
        assertThat(Long.parseLong(refused.getHeader("Retry-After"))).isBetween(1L, 12L);
        assertProblem(call("Bearer " + KEY), 429, "rate_limited");
        assertThat(passedOn.get()).isNull();
        address = "10.1.2.4";
        assertThat(call("Bearer " + KEY).getStatus()).as("another address").isEqualTo(200);
    }

    @Test
    void withoutAnAdminKeyTheOperatorApiIsNotThere() throws Exception {
        for (String unset : new String[] {null, "", "  "}) {
            MockHttpServletResponse response = call(unset, "/admin/v1/apps", "Bearer " + unset);
            assertProblem(response, 404, "not_found");
            assertThat(response.getHeader("WWW-Authenticate")).isNull();
        }
        assertThat(passedOn.get()).isNull();
    }

    @Test
    void onlyTheAdminRoutesAreGuarded() throws Exception {
        for (String path : new String[] {"/v1beta/lists", "/admin", "/administration/x", "/v1beta/admin/x"}) {
            passedOn.set(null);
            assertThat(call(KEY, path, null).getStatus()).as(path).isEqualTo(200);
            assertThat(passedOn.get()).as(path).isNotNull();
            assertThat(RequestValues.get(passedOn.get(), Caller.class)).isEmpty();
        }
    }

    @Test
    void theOperatorApiIsEnabledByANonBlankKey() {
        assertThat(new AppSettings(KEY).operatorApiEnabled()).isTrue();
        assertThat(new AppSettings(null).operatorApiEnabled()).isFalse();
        assertThat(new AppSettings(" ").operatorApiEnabled()).isFalse();
    }
}
