package larder.auth;

import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import larder.platform.db.HotStatement;
import larder.support.FakeApps;
import larder.support.MigratedH2;
import larder.support.MovableClock;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Erasing users ends their tokens: every refresh token goes, and every node is told to refuse the access tokens of
 * those who may still hold a current one, and only of those (a user given no token for an access token's lifetime
 * holds none, and announcing millions of them would fill every node's memory).
 */
class ErasedUsersRevocationTest {

    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");
    private static final AuthSettings SETTINGS = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private static JdbcDataSource h2;

    private final MovableClock clock = new MovableClock(NOW);
    private final RevocationRegistry.Publisher publisher = mock(RevocationRegistry.Publisher.class);
    private JdbcTemplate jdbc;
    private RefreshTokenStore tokens;
    private Revocations revocations;

    @BeforeAll
    static void migrate() {
        h2 = MigratedH2.create("erased-users");
    }

    @BeforeEach
    void emptyTables() {
        jdbc = new JdbcTemplate(h2);
        jdbc.update("delete from refresh_token");
        jdbc.update("delete from refresh_token_v2");
        jdbc.update("delete from users");
        tokens = new RefreshTokenStore(DSL.using(h2, SQLDialect.H2), MigratedH2.hot(h2));
        revocations = new Revocations(tokens, publisher, new RevocationRegistry(clock, SETTINGS),
                new FakeApps(new FakeApps.App("app_1", true, Set.of())), mock(ManagementTokens.class), SETTINGS,
                clock);
    }

    /** A refresh token as a grant at {@code at} stores it: expiring one refresh lifetime later. */
    private void grantedAt(String userId, Instant at) {
        tokens.insert(new NewRefreshToken(RefreshTokenFormat.mint(NOW), "fam_" + userId, userId, "app_1", at.plus(SETTINGS.refreshTokenTtl())));
    }

    /** A token in the format before selector and verifier, as an older release stored it. */
    private void legacyGrantedAt(String userId, Instant at) {
        jdbc.update("insert into users (id, client_id, created_at, last_seen_at) values (?, 'app_1', ?, ?)", userId,
                at.atOffset(ZoneOffset.UTC), at.atOffset(ZoneOffset.UTC));
        jdbc.update("insert into refresh_token (token_hash, family_id, user_id, client_id, created_at, expires_at) "
                        + "values (?, ?, ?, 'app_1', ?, ?)", "h" + userId, "fam_" + userId, userId,
                at.atOffset(ZoneOffset.UTC), at.plus(SETTINGS.refreshTokenTtl()).atOffset(ZoneOffset.UTC));
    }

    private int tokensOf(String userId) {
        return jdbc.queryForObject("select count(*) from refresh_token_v2 where user_id = ?", Integer.class, userId)
                + jdbc.queryForObject("select count(*) from refresh_token where user_id = ?", Integer.class, userId);
    }

    @Test
    void aUserGivenATokenWithinAnAccessTokensLifetimeIsAnnouncedAndOneIdleForLongerIsNot() {
        grantedAt("usr_recent", NOW.minus(Duration.ofMinutes(30)));
        grantedAt("usr_idle", NOW.minus(Duration.ofDays(40)));

        revocations.revokeUsers(List.of("usr_recent", "usr_idle"));

        verify(publisher).userRevoked("usr_recent");
        verify(publisher, never()).userRevoked("usr_idle");
        assertThat(tokensOf("usr_recent")).isZero();
        assertThat(tokensOf("usr_idle")).isZero();
    }

    @Test
    void theLatestGrantCountsNotTheFirst() {
        grantedAt("usr_back", NOW.minus(Duration.ofDays(60)));
        grantedAt("usr_back", NOW.minus(Duration.ofMinutes(5)));

        revocations.revokeUsers(List.of("usr_back"));

        verify(publisher).userRevoked("usr_back");
    }

    @Test
    void theLineIsAnAccessTokensLifetimeAndAMinuteForClocks() {
        Duration line = SETTINGS.accessTokenTtl().plus(Revocations.CLOCK_MARGIN);
        grantedAt("usr_inside", NOW.minus(line).plusSeconds(1));
        grantedAt("usr_on_the_line", NOW.minus(line));

        revocations.revokeUsers(List.of("usr_inside", "usr_on_the_line"));

        verify(publisher).userRevoked("usr_inside");
        verify(publisher, never()).userRevoked("usr_on_the_line");
    }

    @Test
    void tokensOfTheOlderFormatCountAndGoToo() {
        legacyGrantedAt("usr_legacy", NOW.minus(Duration.ofMinutes(10)));
        legacyGrantedAt("usr_legacy_idle", NOW.minus(Duration.ofDays(30)));

        revocations.revokeUsers(List.of("usr_legacy", "usr_legacy_idle"));

        verify(publisher).userRevoked("usr_legacy");
        verify(publisher, never()).userRevoked("usr_legacy_idle");
        assertThat(tokensOf("usr_legacy")).isZero();
        assertThat(tokensOf("usr_legacy_idle")).isZero();
    }

    @Test
    void otherUsersKeepTheirTokens() {
        grantedAt("usr_erased", NOW.minus(Duration.ofMinutes(1)));
        grantedAt("usr_kept", NOW.minus(Duration.ofMinutes(1)));

        revocations.revokeUsers(List.of("usr_erased"));

        assertThat(tokensOf("usr_kept")).isEqualTo(1);
        verify(publisher, never()).userRevoked("usr_kept");
    }

    @Test
    void noUsersIsNothingToDo() {
        revocations.revokeUsers(List.of());

        verify(publisher, never()).userRevoked(anyString());
    }
}
