package larder.auth.token;

import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import larder.platform.Secrets;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

/** The refresh-token rows of both formats, on the in-memory database. */
class RefreshTokenStoreTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");
    /** A token of the format before issue 21: the prefix and 43 base64url characters, found by its hash. */
    private static final String LEGACY = "lrt_" + "a".repeat(43);

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final JdbcTemplate jdbc = database.jdbc();
    private final RefreshTokenStore store = new RefreshTokenStore(database.db(), database.hot());

    @BeforeEach
    void users() {
        for (String userId : new String[] {"usr_1", "usr_2"}) {
            jdbc.update("insert into users (id, client_id, created_at, last_seen_at) values (?, 'app_1', ?, ?)",
                    userId, at(NOW), at(NOW));
        }
    }

    private static OffsetDateTime at(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private void legacy(String token, String familyId, String userId, Instant rotatedAt, Instant revokedAt) {
        jdbc.update("insert into refresh_token (token_hash, family_id, user_id, client_id, created_at, expires_at, "
                + "rotated_at, revoked_at) values (?, ?, ?, 'app_1', ?, ?, ?, ?)", Secrets.hash(token), familyId,
                userId, at(NOW), at(NOW.plusSeconds(3600)), at(rotatedAt), at(revokedAt));
    }

    private RefreshTokenFormat.Key key(String token) {
        return RefreshTokenFormat.parse(token).orElseThrow();
    }

    @Test
    void aTokenIsFoundByItsIdWhenItsSecretMatches() {
        RefreshTokenFormat.Minted minted = RefreshTokenFormat.mint(NOW);
        store.insert(new NewRefreshToken(minted, "fam_1", "usr_1", "app_1", NOW.plusSeconds(60)));

        assertThat(store.find(key(minted.token()))).contains(new RefreshTokenStore.StoredRefreshToken("fam_1",
                "usr_1", "app_1", NOW.plusSeconds(60), null, null));

        RefreshTokenFormat.Selector selector = (RefreshTokenFormat.Selector) key(minted.token());
        byte[] wrong = selector.secret().clone();
        wrong[0] ^= 1;
        assertThat(store.find(new RefreshTokenFormat.Selector(selector.id(), wrong))).isEmpty();
        assertThat(store.find(key(RefreshTokenFormat.mint(NOW).token()))).isEmpty();
    }

    @Test
    void aTokenIsRotatedOnce() {
        RefreshTokenFormat.Minted minted = RefreshTokenFormat.mint(NOW);
        store.insert(new NewRefreshToken(minted, "fam_1", "usr_1", "app_1", NOW.plusSeconds(60)));

        assertThat(store.markRotated(key(minted.token()), NOW)).isTrue();
        assertThat(store.markRotated(key(minted.token()), NOW.plusSeconds(1))).isFalse();

        assertThat(store.find(key(minted.token())).orElseThrow().rotatedAt()).isEqualTo(NOW);
    }

    @Test
    void aTokenOfTheFormatBeforeIsFoundByItsHashAndRotatedOnce() {
        legacy(LEGACY, "fam_0", "usr_1", null, null);

        assertThat(store.find(key(LEGACY))).contains(new RefreshTokenStore.StoredRefreshToken("fam_0", "usr_1",
                "app_1", NOW.plusSeconds(3600), null, null));
        assertThat(store.find(key("lrt_" + "b".repeat(43)))).isEmpty();

        assertThat(store.markRotated(key(LEGACY), NOW.plusSeconds(5))).isTrue();
        assertThat(store.markRotated(key(LEGACY), NOW.plusSeconds(6))).isFalse();
        assertThat(store.find(key(LEGACY)).orElseThrow().rotatedAt()).isEqualTo(NOW.plusSeconds(5));
    }

    @Test
    void revokingAFamilyEndsItsTokensOfBothFormatsAndNoOthers() {
        RefreshTokenFormat.Minted mine = RefreshTokenFormat.mint(NOW);
        RefreshTokenFormat.Minted sibling = RefreshTokenFormat.mint(NOW);
        RefreshTokenFormat.Minted other = RefreshTokenFormat.mint(NOW);
        store.insert(new NewRefreshToken(mine, "fam_1", "usr_1", "app_1", NOW.plusSeconds(60)));
        store.insert(new NewRefreshToken(sibling, "fam_1", "usr_1", "app_1", NOW.plusSeconds(60)));
        store.insert(new NewRefreshToken(other, "fam_2", "usr_1", "app_1", NOW.plusSeconds(60)));
        legacy(LEGACY, "fam_1", "usr_1", null, null);
        String legacyOther = "lrt_" + "c".repeat(43);
        legacy(legacyOther, "fam_3", "usr_1", null, null);
        String legacyRevoked = "lrt_" + "d".repeat(43);
        legacy(legacyRevoked, "fam_1", "usr_1", null, NOW.minusSeconds(10));

        store.revokeFamily("usr_1", "fam_1", NOW);

        assertThat(store.find(key(mine.token()))).isEmpty();
        assertThat(store.find(key(sibling.token()))).isEmpty();
        assertThat(store.find(key(other.token()))).isPresent();
        assertThat(store.find(key(LEGACY)).orElseThrow().revokedAt()).isEqualTo(NOW);
        assertThat(store.find(key(legacyOther)).orElseThrow().revokedAt()).isNull();
        assertThat(store.find(key(legacyRevoked)).orElseThrow().revokedAt()).isEqualTo(NOW.minusSeconds(10));
    }

    @Test
    void aFamilyIsRevokedOnlyForItsOwnUser() {
        RefreshTokenFormat.Minted minted = RefreshTokenFormat.mint(NOW);
        store.insert(new NewRefreshToken(minted, "fam_1", "usr_2", "app_1", NOW.plusSeconds(60)));

        store.revokeFamily("usr_1", "fam_1", NOW);

        assertThat(store.find(key(minted.token()))).isPresent();
    }

    @Test
    void erasingAUserDeletesItsTokensOfBothFormats() {
        RefreshTokenFormat.Minted mine = RefreshTokenFormat.mint(NOW);
        RefreshTokenFormat.Minted theirs = RefreshTokenFormat.mint(NOW);
        store.insert(new NewRefreshToken(mine, "fam_1", "usr_1", "app_1", NOW.plusSeconds(60)));
        store.insert(new NewRefreshToken(theirs, "fam_2", "usr_2", "app_1", NOW.plusSeconds(60)));
        legacy(LEGACY, "fam_0", "usr_1", null, null);
        String legacyTheirs = "lrt_" + "e".repeat(43);
        legacy(legacyTheirs, "fam_9", "usr_2", null, null);

        store.deleteByUsers(java.util.List.of("usr_1"));

        assertThat(store.find(key(mine.token()))).isEmpty();
        assertThat(store.find(key(LEGACY))).isEmpty();
        assertThat(store.find(key(theirs.token()))).isPresent();
        assertThat(store.find(key(legacyTheirs))).isPresent();
    }
}
