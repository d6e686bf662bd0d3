package larder.auth.token;

import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import larder.auth.AuthSettings;
import larder.platform.db.MemoryDatabase;
import larder.support.MovableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** The minutely cleanup of expired refresh tokens, of both formats, on the in-memory database. */
class RefreshTokenCleanupTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");
    private static final AuthSettings SETTINGS = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private static final Duration LIFETIME = SETTINGS.refreshTokenTtl();

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final JdbcTemplate jdbc = database.jdbc();
    private final RefreshTokenStore store = new RefreshTokenStore(database.db(), database.hot());
    private final MovableClock clock = new MovableClock(NOW);
    private final RefreshTokenCleanup cleanup = new RefreshTokenCleanup(store,
            new TransactionTemplate(new DataSourceTransactionManager(jdbc.getDataSource())), SETTINGS, clock);

    @BeforeEach
    void aUser() {
        jdbc.update("insert into users (id, client_id, created_at, last_seen_at) values ('usr_1', 'app_1', ?, ?)",
                at(NOW), at(NOW));
    }

    private static OffsetDateTime at(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    /** Tokens issued one lifetime before they expire, as a grant issues them. */
    private void tokens(int count, Instant expiresAt) {
        for (int i = 0; i < count; i++) {
            token(expiresAt.minus(LIFETIME), expiresAt);
        }
    }

    private void token(Instant issuedAt, Instant expiresAt) {
        store.insert(new NewRefreshToken(RefreshTokenFormat.mint(issuedAt), "fam_1", "usr_1", "app_1", expiresAt));
    }

    private void legacyTokens(String prefix, int count, Instant expiresAt) {
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rows.add(new Object[] {prefix + i, at(expiresAt.minusSeconds(90)), at(expiresAt)});
        }
        jdbc.batchUpdate("insert into refresh_token (token_hash, family_id, user_id, client_id, created_at, expires_at)"
                + " values (?, 'fam_0', 'usr_1', 'app_1', ?, ?)", rows);
    }

    private int count(String table) {
        return jdbc.queryForObject("select count(*) from " + table, Integer.class);
    }

    @Test
    void expiredTokensOfBothFormatsAreDeletedAndTheOthersKept() {
        tokens(3, NOW.minusSeconds(1));
        tokens(2, NOW);
        tokens(1, NOW.plusSeconds(60));
        legacyTokens("old", 4, NOW.minusSeconds(1));
        legacyTokens("now", 1, NOW);
        legacyTokens("live", 2, NOW.plusSeconds(60));

        assertThat(cleanup.deleteExpired()).isEqualTo(7);

        assertThat(count("refresh_token_v2")).isEqualTo(3);
        assertThat(count("refresh_token")).isEqualTo(3);
        assertThat(cleanup.deleteExpired()).isZero();
    }

    @Test
    void moreThanOneBatchIsDeletedInSeveralBatches() {
        tokens(RefreshTokenCleanup.BATCH + 1, NOW.minusSeconds(1));
        legacyTokens("old", RefreshTokenCleanup.BATCH + 2, NOW.minusSeconds(1));
        legacyTokens("live", 1, NOW.plusSeconds(1));

        assertThat(cleanup.deleteExpired()).isEqualTo(2 * RefreshTokenCleanup.BATCH + 3);

        assertThat(count("refresh_token_v2")).isZero();
        assertThat(count("refresh_token")).isEqualTo(1);
    }

    @Test
    void exactlyOneBatchIsDeletedWhole() {
        tokens(RefreshTokenCleanup.BATCH, NOW.minusSeconds(1));
        legacyTokens("old", RefreshTokenCleanup.BATCH, NOW.minusSeconds(1));

        assertThat(cleanup.deleteExpired()).isEqualTo(2 * RefreshTokenCleanup.BATCH);

        assertThat(count("refresh_token_v2")).isZero();
        assertThat(count("refresh_token")).isZero();
    }

    @Test
    void onlyTokensIssuedMoreThanOneLifetimeAgoAreLookedAt() {
        tokens(2, NOW.minusSeconds(1));
        // Issued with a longer lifetime than today's: in the range, and still live.
        token(NOW.minus(LIFETIME.multipliedBy(2)), NOW.plusSeconds(3600));
        // Issued with a shorter lifetime than today's, and expired: after the range, left for a later run.
        token(NOW.minus(Duration.ofDays(30)), NOW.minusSeconds(1));

        assertThat(cleanup.deleteExpired()).isEqualTo(2);
        assertThat(count("refresh_token_v2")).isEqualTo(2);

        clock.now = NOW.plus(Duration.ofDays(61));
        assertThat(cleanup.deleteExpired()).isEqualTo(2);
        assertThat(count("refresh_token_v2")).isZero();
    }
}
