package larder.auth;

import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Set;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import larder.platform.db.MemoryDatabase;
import larder.support.FakeApps;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;

/** Ending a user's tokens, and telling whether a credential accepted earlier still stands. */
class RevocationsTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(NOW);
    private final MemoryDatabase database = MemoryDatabase.empty();
    private final RefreshTokenStore refreshTokens = new RefreshTokenStore(database.db(), database.hot());
    private final RevocationRegistry.Publisher publisher = mock(RevocationRegistry.Publisher.class);
    private final Set<String> revokedFamilies = new HashSet<>();
    private final AuthSettings settings = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private final RevocationRegistry registry = new RevocationRegistry(clock, settings) {
        @Override
        public boolean revoked(String userId, String familyId) {
            return revokedFamilies.contains(familyId);
        }
    };
    private final ManagementTokens managementTokens = ManagementTokensOver.database(database, clock);
    private final Revocations revocations = new Revocations(refreshTokens, publisher, registry,
            new FakeApps(new FakeApps.App("app_1", true, Set.of()), new FakeApps.App("app_off", false, Set.of())),
            managementTokens, settings, clock);

    private static UserCredential user(String clientId, String familyId) {
        return new UserCredential("usr_1", clientId, familyId, NOW.plusSeconds(3600));
    }

    private int tokensOf(String userId) {
        return database.jdbc().queryForObject("select count(*) from refresh_token_v2 where user_id = ?",
                Integer.class, userId) + database.jdbc().queryForObject(
                "select count(*) from refresh_token where user_id = ?", Integer.class, userId);
    }

    @Test
    void revokingAUserGivenATokenJustNowDeletesItsRefreshTokensAndTellsEveryNode() {
        Instant expiry = NOW.plus(settings.refreshTokenTtl());
        for (String userId : new String[] {"usr_1", "usr_2"}) {
            database.jdbc().update("insert into users (id, client_id, created_at, last_seen_at) values (?, 'app_1', ?, ?)",
                    userId, NOW.atOffset(ZoneOffset.UTC), NOW.atOffset(ZoneOffset.UTC));
            refreshTokens.insert(new NewRefreshToken(RefreshTokenFormat.mint(NOW), "fam_" + userId, userId, "app_1",
                    expiry));
            database.jdbc().update("insert into refresh_token (token_hash, family_id, user_id, client_id, created_at, "
                    + "expires_at) values (?, 'fam_0', ?, 'app_1', ?, ?)", "hash_" + userId, userId,
                    NOW.atOffset(ZoneOffset.UTC), expiry.atOffset(ZoneOffset.UTC));
        }

        revocations.revokeUsers(java.util.List.of("usr_1"));

        assertThat(tokensOf("usr_1")).isZero();
        assertThat(tokensOf("usr_2")).isEqualTo(2);
        verify(publisher).userRevoked("usr_1");
    }

    @Test
    void aUserCredentialStandsUntilItsFamilyIsRevoked() {
        assertThat(revocations.revoked(user("app_1", "fam_1"))).isFalse();

        revokedFamilies.add("fam_1");

        assertThat(revocations.revoked(user("app_1", "fam_1"))).isTrue();
        assertThat(revocations.revoked(user("app_1", "fam_2"))).isFalse();
    }

    @Test
    void anyCredentialOfADisabledOrUnknownAppNoLongerStands() {
        assertThat(revocations.revoked(user("app_off", "fam_1"))).isTrue();
        assertThat(revocations.revoked(user("app_none", "fam_1"))).isTrue();
        assertThat(revocations.revoked(new ManagementCredential("app_off", "mtk_1"))).isTrue();
    }

    @Test
    void aManagementCredentialStandsUntilItsTokenIsRevoked() {
        database.jdbc().update("insert into app (client_id, name, disabled, created_at, updated_at) values "
                + "('app_1', 'Shop', false, ?, ?)", NOW.atOffset(ZoneOffset.UTC), NOW.atOffset(ZoneOffset.UTC));
        ManagementTokens.Issued issued = managementTokens.issue("app_1", "Backend");
        ManagementCredential credential = managementTokens.authenticate(issued.token()).orElseThrow();
        assertThat(revocations.revoked(credential)).isFalse();

        managementTokens.revoke("app_1", issued.id());

        assertThat(revocations.revoked(credential)).isTrue();
    }
}
