package larder.auth.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import larder.auth.AuthSettings;
import larder.auth.ClientRegistry;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.ManagementTokens;
import larder.auth.UserCredential;
import larder.auth.UserRegistry;
import larder.auth.token.AccessTokens;
import larder.auth.token.RevocationRegistry;
import larder.platform.PlatformSettings;
import larder.platform.db.HotStatement;
import larder.platform.problem.Problems;
import larder.platform.ratelimit.RateLimitSettings;
import larder.platform.ratelimit.RateLimiter;
import larder.platform.web.Caller;
import larder.platform.web.IdempotencyScope;
import larder.platform.web.RequestValues;
import larder.support.FakeApps;
import larder.support.FixedSigningKeys;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

class BearerAuthenticationFilterTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");
    private static final String SHOP = "https://shop.example";

    private final AuthSettings settings = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private final FixedSigningKeys keys = new FixedSigningKeys();
    private final AccessTokens issuing = new AccessTokens(keys, Clock.fixed(NOW, ZoneOffset.UTC), settings);
    private final Set<String> revokedFamilies = new HashSet<>();
    private final RevocationRegistry revocations = new RevocationRegistry(Clock.systemUTC(), settings) {
        @Override
        public boolean revoked(String userId, String familyId) {
            return revokedFamilies.contains(familyId);
        }
    };
    private final ManagementTokens managementTokens = mock(ManagementTokens.class);
    private final ClientRegistry clients = new FakeApps(new FakeApps.App("app_1", true, Set.of(SHOP)),
            new FakeApps.App("app_off", false, Set.of(SHOP)));
    private final List<String> active = new ArrayList<>();
    private final UserRegistry users = new UserRegistry() {
        @Override
        public List<String> createAnonymousUsers(List<String> clientIds, Instant now, HotStatement.Group group) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void recordActivity(String userId) {
            active.add(userId);
        }
    };
    private RateLimitSettings quotas = new RateLimitSettings(null, null, new RateLimitSettings.Quota(2L,
            Duration.ofMinutes(1), 2L), new RateLimitSettings.Quota(1L, Duration.ofMinutes(1), 1L),
            new RateLimitSettings.Quota(3L, Duration.ofMinutes(1), 3L));

    private final AtomicReference<MockHttpServletRequest> passedOn = new AtomicReference<>();

    private BearerAuthenticationFilter filter() {
        RateLimiter limiter = new RateLimiter(new PlatformSettings(Path.of("."),
                new PlatformSettings.Database(null, null, null), null, "on", Duration.ofSeconds(1), false, null),
                quotas);
        return new BearerAuthenticationFilter(issuing, revocations, managementTokens, clients, users, limiter,
                new Problems(JsonMapper.builder().build(), List.of()));
    }

    private final BearerAuthenticationFilter filter = filter();

    private MockHttpServletResponse call(String authorization, String origin) throws Exception {
        return call(authorization, origin, "127.0.0.1");
    }

    private MockHttpServletResponse call(String authorization, String origin, String address) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/v1beta/lists");
        request.setRemoteAddr(address);
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        if (origin != null) {
            request.addHeader("Origin", origin);
        }
        MockHttpServletResponse response = new MockHttpServletResponse();
        filter.doFilter(request, response, (req, res) -> passedOn.set((MockHttpServletRequest) req));
        return response;
    }

    private String userToken(String clientId, String familyId) {
        return issuing.issue("usr_1", clientId, familyId).token();
    }

    private static void assertProblem(MockHttpServletResponse response, int status, String code) throws Exception {
        assertThat(response.getStatus()).isEqualTo(status);
        assertThat(response.getContentAsString()).contains("\"code\":\"" + code + "\"");
    }

    @Test
    void aValidAccessTokenActsAsItsUserAndIsCountedAsActivity() throws Exception {
        MockHttpServletResponse response = call("Bearer " + userToken("app_1", "fam_1"), null);
        assertThat(response.getStatus()).isEqualTo(200);
        MockHttpServletRequest request = passedOn.get();
        assertThat(RequestValues.get(request, Credential.class)).containsInstanceOf(UserCredential.class);
        assertThat(RequestValues.get(request, Caller.class)).contains(new Caller("app_1", "usr_1"));
        assertThat(RequestValues.get(request, IdempotencyScope.class)).contains(new IdempotencyScope("user:usr_1"));
        assertThat(active).containsExactly("usr_1");
        assertThat(response.getHeader("RateLimit")).isNotNull();
    }

    @Test
    void theSchemeWordIsCaseInsensitiveAndSpacesAroundTheTokenAreDropped() throws Exception {
        assertThat(call("bEARER   " + userToken("app_1", "fam_1") + "  ", null).getStatus()).isEqualTo(200);
    }

    @Test
    void noHeaderABlankOneAnotherSchemeOrNoTokenIsTokenRequiredWithAChallenge() throws Exception {
        for (String header : new String[] {null, "  ", "Basic abc", "Bearer", "Bearer    ", "Token x"}) {
            passedOn.set(null);
            MockHttpServletResponse response = call(header, null);
            assertProblem(response, 401, "auth.token_required");
            assertThat(response.getHeader("WWW-Authenticate")).isEqualTo("Bearer realm=\"larder\"");
            assertThat(passedOn.get()).as(header).isNull();
        }
    }

    @Test
    void aForgedTokenIsInvalid() throws Exception {
        MockHttpServletResponse response = call("Bearer " + userToken("app_1", "fam_1") + "x", null);
        assertProblem(response, 401, "auth.token_invalid");
        assertThat(response.getHeader("WWW-Authenticate")).isEqualTo("Bearer realm=\"larder\", error=\"invalid_token\"");
        assertThat(passedOn.get()).isNull();
    }

    @Test
    void anExpiredTokenSaysSoSoThatTheClientRefreshes() throws Exception {
        String old = new AccessTokens(keys, Clock.fixed(NOW.minus(Duration.ofHours(2)), ZoneOffset.UTC), settings)
                .issue("usr_1", "app_1", "fam_1").token();
        MockHttpServletResponse response = call("Bearer " + old, null);
        assertProblem(response, 401, "auth.token_expired");
        assertThat(response.getHeader("WWW-Authenticate")).contains("error=\"invalid_token\"")
                .contains("expired");
    }

    @Test
    void aTokenOfARevokedFamilyIsInvalid() throws Exception {
        revokedFamilies.add("fam_1");
        assertProblem(call("Bearer " + userToken("app_1", "fam_1"), null), 401, "auth.token_invalid");
        assertThat(call("Bearer " + userToken("app_1", "fam_2"), null).getStatus()).isEqualTo(200);
    }

    @Test
    void aTokenOfADisabledOrUnknownAppIsInvalid() throws Exception {
        assertProblem(call("Bearer " + userToken("app_off", "fam_1"), null), 401, "auth.token_invalid");
        assertProblem(call("Bearer " + userToken("app_gone", "fam_1"), null), 401, "auth.token_invalid");
        assertThat(active).isEmpty();
    }

    @Test
    void aUserTokenFromABrowserNeedsAnOriginItsAppAllows() throws Exception {
        assertThat(call("Bearer " + userToken("app_1", "fam_1"), SHOP).getStatus()).isEqualTo(200);
        assertProblem(call("Bearer " + userToken("app_1", "fam_1"), "https://evil.example"), 403,
                "auth.origin_not_allowed");
    }

    @Test
    void aManagementTokenActsAsItsAppFromAServer() throws Exception {
        when(managementTokens.authenticate("lmt_good")).thenReturn(Optional.of(new ManagementCredential("app_1",
                "mgt_1")));
        MockHttpServletResponse response = call("Bearer lmt_good", null);
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(RequestValues.get(passedOn.get(), Caller.class)).contains(new Caller("app_1", "mgt_1"));
        assertThat(RequestValues.get(passedOn.get(), IdempotencyScope.class))
                .contains(new IdempotencyScope("app:app_1"));
        assertThat(active).isEmpty();
    }

    @Test
    void aManagementTokenIsRefusedFromABrowserBeforeItIsLookedUp() throws Exception {
        assertProblem(call("Bearer lmt_anything", SHOP), 403, "auth.management_token_from_browser");
        org.mockito.Mockito.verifyNoInteractions(managementTokens);
    }

    @Test
    void anUnknownManagementTokenOrOneOfADisabledAppIsInvalid() throws Exception {
        when(managementTokens.authenticate("lmt_unknown")).thenReturn(Optional.empty());
        when(managementTokens.authenticate("lmt_off")).thenReturn(Optional.of(new ManagementCredential("app_off",
                "mgt_2")));
        assertProblem(call("Bearer lmt_unknown", null), 401, "auth.token_invalid");
        assertProblem(call("Bearer lmt_off", null), 401, "auth.token_invalid");
    }

    @Test
    void invalidTokensFromOneAddressAreThrottledWith429ButMissingOrExpiredOnesAreNot() throws Exception {
        String forged = "Bearer " + userToken("app_1", "fam_1") + "x";
        for (int i = 0; i < 3; i++) {
            assertProblem(call(forged, null, "10.0.0.7"), 401, "auth.token_invalid");
        }
        MockHttpServletResponse fourth = call("Bearer lmt_unknown", null, "10.0.0.7");
        assertProblem(fourth, 429, "rate_limited");
        assertThat(Long.parseLong(fourth.getHeader("Retry-After"))).isBetween(1L, 20L);
        assertThat(fourth.getHeader("RateLimit-Policy")).isEqualTo("\"auth_failure\";q=3;w=60");
        assertProblem(call(forged, null, "10.0.0.8"), 401, "auth.token_invalid");
        for (int i = 0; i < 5; i++) {
            assertProblem(call(null, null, "10.0.0.9"), 401, "auth.token_required");
        }
        assertProblem(call(forged, null, "10.0.0.9"), 401, "auth.token_invalid");
        assertThat(call("Bearer " + userToken("app_1", "fam_1"), null, "10.0.0.7").getStatus())
                .as("a valid token is not a failure").isEqualTo(200);
    }

    @Test
    void eachCredentialHasItsOwnQuota() throws Exception {
        when(managementTokens.authenticate("lmt_good")).thenReturn(Optional.of(new ManagementCredential("app_1",
                "mgt_1")));
        String user = "Bearer " + userToken("app_1", "fam_1");
        assertThat(call(user, null).getStatus()).isEqualTo(200);
        assertThat(call(user, null).getStatus()).isEqualTo(200);
        MockHttpServletResponse third = call(user, null);
        assertProblem(third, 429, "rate_limited");
        assertThat(third.getHeader("Retry-After")).isNotNull();
        assertThat(call("Bearer lmt_good", null).getStatus()).as("the management quota is apart").isEqualTo(200);
        assertProblem(call("Bearer lmt_good", null), 429, "rate_limited");
    }

    @Test
    void onlyTheApiButTheTokenEndpointAndItsDescriptionNeedsABearer() {
        for (String path : new String[] {"/v1beta/auth/access_token", "/v1beta/openapi.json", "/health", "/docs"}) {
            assertThat(filter.shouldNotFilter(new MockHttpServletRequest("GET", path))).as(path).isTrue();
        }
        assertThat(filter.shouldNotFilter(new MockHttpServletRequest("GET", "/v1beta/lists"))).isFalse();
    }
}
