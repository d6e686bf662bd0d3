package larder.auth.grant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import javax.sql.DataSource;
import larder.auth.AuthSettings;
import larder.auth.ClientRegistry;
import larder.auth.UserCredential;
import larder.auth.UserRegistry;
import larder.auth.token.AccessTokens;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import larder.platform.PlatformSettings;
import larder.platform.db.HotStatement;
import larder.platform.problem.ProblemException;
import larder.platform.ratelimit.RateLimitSettings;
import larder.platform.ratelimit.RateLimiter;
import larder.support.FakeApps;
import larder.support.FixedSigningKeys;
import larder.support.MigratedH2;
import larder.support.MovableClock;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The token endpoint and its two grants, through their public behaviour: real tokens, a real refresh-token store on
 * an in-memory H2 migrated by Flyway, fakes for the apps and users, and a clock the test moves.
 */
class TokenGrantsTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");
    private static final String SHOP = "https://shop.example";

    private final MovableClock clock = new MovableClock(START);
    private final AuthSettings settings = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private final AccessTokens accessTokens = new AccessTokens(new FixedSigningKeys(), clock, settings);
    private final List<String> createdUsers = new ArrayList<>();
    private final List<String> activeUsers = new ArrayList<>();
    private final UserRegistry users = new UserRegistry() {
        @Override
        public List<String> createAnonymousUsers(List<String> clientIds, Instant now, HotStatement.Group group) {
            List<String> ids = new ArrayList<>();
            for (String clientId : clientIds) {
                String id = "usr_" + (createdUsers.size() + 1);
                createdUsers.add(id + "@" + clientId + "@" + now);
                ids.add(id);
            }
            return ids;
        }

        @Override
        public void recordActivity(String userId) {
            activeUsers.add(userId);
        }
    };
    private final ClientRegistry clients = new FakeApps(new FakeApps.App("app_1", true, Set.of(SHOP)),
            new FakeApps.App("app_2", true, Set.of()), new FakeApps.App("app_off", false, Set.of(SHOP)));
    private final Set<String> revokedFamilies = new HashSet<>();
    private final RevocationRegistry revocations = new RevocationRegistry(clock, settings) {
        @Override
        public boolean revoked(String userId, String familyId) {
            return revokedFamilies.contains(familyId);
        }
    };
    private final RevocationRegistry.Publisher publisher = mock(RevocationRegistry.Publisher.class);
    private final RateLimiter limiter = new RateLimiter(new PlatformSettings(Path.of("."),
            new PlatformSettings.Database(null, null, null), null, "on", Duration.ofSeconds(1), false, null),
            new RateLimitSettings(new RateLimitSettings.Quota(2L, Duration.ofMinutes(1), 2L),
                    new RateLimitSettings.Quota(3L, Duration.ofMinutes(1), 3L), null, null));
    private RefreshTokenStore store;
    private TokenEndpoint endpoint;
    private AnonymousGrantWriter writer;

    /** Migrated once for the class (Flyway takes a few seconds); each test starts from empty tables. */
    private static JdbcDataSource h2;

    @BeforeAll
    static void migrate() {
        h2 = MigratedH2.create("grants");
    }

    /** The stored row of a refresh token, found as the grant finds it. */
    private Optional<RefreshTokenStore.StoredRefreshToken> stored(String refreshToken) {
        return store.find(RefreshTokenFormat.parse(refreshToken).orElseThrow());
    }

    @BeforeEach
    void emptyTables() {
        new JdbcTemplate(h2).update("delete from refresh_token");
        new JdbcTemplate(h2).update("delete from refresh_token_v2");
        new JdbcTemplate(h2).update("delete from users");
        DataSource transactional = new TransactionAwareDataSourceProxy(h2);
        store = new RefreshTokenStore(DSL.using(transactional, SQLDialect.H2),
                MigratedH2.hot(h2));
        TransactionTemplate transaction = new TransactionTemplate(new DataSourceTransactionManager(h2));
        IssuedTokens issued = new IssuedTokens(accessTokens, store, settings, clock, new SimpleMeterRegistry());
        endpoint = new TokenEndpoint(clients, List.of(
                new AnonymousGrant(writer = new AnonymousGrantWriter(users, store, settings, MigratedH2.hot(h2), clock,
                        new SimpleMeterRegistry(), ObservationRegistry.NOOP, AnonymousGrantWriter.QUEUE_TIMEOUT),
                        issued, limiter, clock),
                new RefreshTokenGrant(store, issued, revocations, publisher, users, limiter, transaction, settings,
                        clock)));
    }

    @AfterEach
    void stopWriters() {
        writer.destroy();
    }

    private TokenResponse anonymous(String clientId, String ip) {
        return endpoint.token(new TokenRequest(clientId, "anonymous", null, null, ip));
    }

    private TokenResponse refresh(String clientId, String refreshToken) {
        return refresh(clientId, refreshToken, "203.0.113.9");
    }

    private TokenResponse refresh(String clientId, String refreshToken, String ip) {
        return endpoint.token(new TokenRequest(clientId, "refresh_token", refreshToken, null, ip));
    }

    private UserCredential verified(TokenResponse tokens) throws Exception {
        return accessTokens.verify(tokens.accessToken());
    }

    private static void assertOAuthError(Runnable call, String error, int status) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(OAuthError.class, e -> {
            assertThat(e.error()).isEqualTo(error);
            assertThat(e.status().value()).isEqualTo(status);
        });
    }

    @Test
    void theAnonymousGrantCreatesAUserOfTheAppAndANewFamily() throws Exception {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        TokenResponse second = anonymous("app_1", "203.0.113.2");
        assertThat(createdUsers).containsExactly("usr_1@app_1@" + START, "usr_2@app_1@" + START);
        assertThat(first.tokenType()).isEqualTo("Bearer");
        assertThat(first.expiresIn()).isEqualTo(3600);
        assertThat(first.refreshToken()).startsWith("lrt_");
        UserCredential credential = verified(first);
        assertThat(credential.userId()).isEqualTo("usr_1");
        assertThat(credential.clientId()).isEqualTo("app_1");
        assertThat(credential.familyId()).startsWith("fam").isNotEqualTo(verified(second).familyId());
        assertThat(stored(first.refreshToken())).hasValueSatisfying(stored -> {
            assertThat(stored.userId()).isEqualTo("usr_1");
            assertThat(stored.expiresAt()).isEqualTo(START.plus(Duration.ofDays(90)));
        });
    }

    @Test
    void anonymousGrantsAreCountedPerClientIp() {
        anonymous("app_1", "203.0.113.1");
        anonymous("app_1", "203.0.113.1");
        assertThatThrownBy(() -> anonymous("app_1", "203.0.113.1")).isInstanceOfSatisfying(ProblemException.class,
                e -> assertThat(e.status().value()).isEqualTo(429));
        assertThat(createdUsers).hasSize(2);
        anonymous("app_1", "203.0.113.2");
    }

    @Test
    void aRefreshGivesTheSameUserAndFamilyNewTokensAndNotesActivity() throws Exception {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        clock.now = START.plusSeconds(10);
        TokenResponse next = refresh("app_1", first.refreshToken());
        assertThat(next.refreshToken()).isNotEqualTo(first.refreshToken());
        assertThat(verified(next).userId()).isEqualTo("usr_1");
        assertThat(verified(next).familyId()).isEqualTo(verified(first).familyId());
        assertThat(activeUsers).containsExactly("usr_1");
        assertThat(refresh("app_1", next.refreshToken()).refreshToken()).startsWith("lrt_");
    }

    @Test
    void aRotatedTokenStillWorksWithinTheGracePeriodForASecondTab() {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        refresh("app_1", first.refreshToken());
        clock.now = START.plus(settings.refreshGrace());
        assertThat(refresh("app_1", first.refreshToken()).refreshToken()).startsWith("lrt_");
        verify(publisher, never()).familyRevoked(org.mockito.ArgumentMatchers.anyString());
    }

    @Test
    void aRotatedTokenUsedAfterTheGracePeriodRevokesItsWholeFamily() throws Exception {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        TokenResponse next = refresh("app_1", first.refreshToken());
        String family = verified(first).familyId();
        clock.now = START.plus(settings.refreshGrace()).plusMillis(1);
        assertThatThrownBy(() -> refresh("app_1", first.refreshToken())).isInstanceOfSatisfying(OAuthError.class,
                e -> {
                    assertThat(e.error()).isEqualTo("invalid_grant");
                    assertThat(e.getMessage()).contains("already used");
                });
        verify(publisher).familyRevoked(family);
        assertThat(stored(next.refreshToken())).as("a revoked family's tokens are deleted").isEmpty();
        assertThatThrownBy(() -> refresh("app_1", next.refreshToken())).isInstanceOfSatisfying(OAuthError.class,
                e -> assertThat(e.error()).isEqualTo("invalid_grant"));
        assertThat(activeUsers).containsExactly("usr_1");
    }

    /** The endpoint over a store in which another request rotates the token between this one's read and update. */
    private TokenEndpoint losingTheRaceTo(UnaryOperator<Instant> otherRotation) {
        RefreshTokenStore racing = new RefreshTokenStore(DSL.using(new TransactionAwareDataSourceProxy(h2),
                SQLDialect.H2), MigratedH2.hot(h2)) {
            @Override
            public boolean markRotated(RefreshTokenFormat.Key key, Instant now) {
                store.markRotated(key, otherRotation.apply(now));
                return false;
            }
        };
        TransactionTemplate transaction = new TransactionTemplate(new DataSourceTransactionManager(h2));
        IssuedTokens issued = new IssuedTokens(accessTokens, racing, settings, clock, new SimpleMeterRegistry());
        return new TokenEndpoint(clients, List.of(new RefreshTokenGrant(racing, issued, revocations, publisher, users,
                limiter, transaction, settings, clock)));
    }

    @Test
    void aRefreshThatLosesTheRaceToRotateIsServedAsASecondTab() throws Exception {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        clock.now = START.plusSeconds(30);

        TokenResponse next = losingTheRaceTo(now -> now.minusSeconds(1)).token(new TokenRequest("app_1",
                "refresh_token", first.refreshToken(), null, "203.0.113.9"));

        assertThat(verified(next).userId()).isEqualTo("usr_1");
        assertThat(stored(first.refreshToken()).orElseThrow().rotatedAt()).isEqualTo(START.plusSeconds(29));
        verify(publisher, never()).familyRevoked(org.mockito.ArgumentMatchers.anyString());
    }

    @Test
    void aRefreshThatLosesTheRaceToARotationOlderThanTheGraceIsAReplay() {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        clock.now = START.plusSeconds(120);

        assertThatThrownBy(() -> losingTheRaceTo(now -> now.minus(settings.refreshGrace()).minusMillis(1))
                .token(new TokenRequest("app_1", "refresh_token", first.refreshToken(), null, "203.0.113.9")))
                .isInstanceOf(OAuthError.class).hasMessageContaining("already used");
    }

    @Test
    void aRefreshTokenIsRefusedToAnotherAppUnknownOrAfterItExpires() {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        assertOAuthError(() -> refresh("app_2", first.refreshToken(), "203.0.113.21"), "invalid_grant", 400);
        assertOAuthError(() -> refresh("app_1", "lrt_unknown", "203.0.113.22"), "invalid_grant", 400);
        clock.now = START.plus(Duration.ofDays(90));
        assertThatThrownBy(() -> refresh("app_1", first.refreshToken(), "203.0.113.23")).isInstanceOf(OAuthError.class)
                .hasMessage("The refresh token has expired.");
        clock.now = START.plus(Duration.ofDays(90)).minusMillis(1);
        assertThat(refresh("app_1", first.refreshToken(), "203.0.113.24").refreshToken()).startsWith("lrt_");
    }

    @Test
    void aTokenOfAFamilyRevokedElsewhereIsRefused() throws Exception {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        revokedFamilies.add(verified(first).familyId());
        assertThatThrownBy(() -> refresh("app_1", first.refreshToken())).isInstanceOf(OAuthError.class)
                .hasMessage("The refresh token has been revoked.");
    }

    @Test
    void refreshesAreCountedPerClientIp() {
        TokenResponse first = anonymous("app_1", "203.0.113.1");
        String token = first.refreshToken();
        for (int i = 0; i < 3; i++) {
            token = refresh("app_1", token).refreshToken();
        }
        String last = token;
        assertThatThrownBy(() -> refresh("app_1", last)).isInstanceOfSatisfying(ProblemException.class,
                e -> assertThat(e.status().value()).isEqualTo(429));
    }

    @Test
    void theRefreshGrantNeedsARefreshToken() {
        assertThatThrownBy(() -> refresh("app_1", null)).isInstanceOfSatisfying(OAuthError.class, e -> {
            assertThat(e.error()).isEqualTo("invalid_request");
            assertThat(e.getMessage()).contains("refresh_token is required");
        });
    }

    @Test
    void theEndpointChecksTheRequestThenTheGrantTypeThenTheClientThenTheOrigin() {
        assertOAuthError(() -> endpoint.token(new TokenRequest("app_1", null, null, null, "ip")),
                "invalid_request", 400);
        assertOAuthError(() -> endpoint.token(new TokenRequest("app_1", "", null, null, "ip")),
                "invalid_request", 400);
        assertOAuthError(() -> endpoint.token(new TokenRequest(null, "anonymous", null, null, "ip")),
                "invalid_request", 400);
        assertOAuthError(() -> endpoint.token(new TokenRequest("", "anonymous", null, null, "ip")),
                "invalid_request", 400);
        assertOAuthError(() -> endpoint.token(new TokenRequest("nobody", "password", null, null, "ip")),
                "unsupported_grant_type", 400);
        assertOAuthError(() -> endpoint.token(new TokenRequest("nobody", "anonymous", null, null, "ip")),
                "invalid_client", 401);
        assertOAuthError(() -> endpoint.token(new TokenRequest("app_off", "anonymous", null, SHOP, "ip")),
                "invalid_client", 401);
        assertOAuthError(() -> endpoint.token(new TokenRequest("app_1", "anonymous", null, "https://evil.example",
                "ip")), "unauthorized_client", 403);
        assertThat(createdUsers).isEmpty();
        assertThat(endpoint.token(new TokenRequest("app_1", "anonymous", null, SHOP, "ip")).accessToken())
                .isNotEmpty();
    }

    @Test
    void anUnsupportedGrantTypeIsQuotedPrintablyAndShortened() {
        assertThatThrownBy(() -> endpoint.token(new TokenRequest("app_1", "x\u0001" + "y".repeat(80), null, null,
                "ip"))).hasMessage("grant_type must be \"anonymous\" or \"refresh_token\", not \"x?"
                + "y".repeat(62) + "…\".");
    }
}
