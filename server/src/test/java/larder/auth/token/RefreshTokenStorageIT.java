package larder.auth.token;

import static larder.auth.db.Tables.REFRESH_TOKEN;
import static larder.auth.db.Tables.REFRESH_TOKEN_V2;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import larder.platform.Ids;
import larder.platform.Secrets;
import larder.support.Fixtures.TestApp;
import larder.support.Fixtures.Tokens;
import larder.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Refresh tokens as selector and verifier (issue 21), the tokens issued before them, and their cleanup. */
class RefreshTokenStorageIT extends IntegrationTest {

    private static final String TOKEN = "/v1beta/auth/access_token";

    @Autowired
    private DSLContext db;

    @Autowired
    private RefreshTokenCleanup cleanup;

    private Response refresh(TestApp app, String refreshToken) {
        return api().contentType(ContentType.JSON)
                .body(Map.of("client_id", app.clientId(), "grant_type", "refresh_token", "refresh_token", refreshToken))
                .post(TOKEN);
    }

    /** A refresh token as the code before issue 21 made and stored it: lrt_ and a secret, kept by its SHA-256. */
    private String legacyToken(TestApp app, String userId, Instant expiresAt) {
        String token = Secrets.newSecret("lrt_");
        db.insertInto(REFRESH_TOKEN, REFRESH_TOKEN.TOKEN_HASH, REFRESH_TOKEN.FAMILY_ID, REFRESH_TOKEN.USER_ID,
                        REFRESH_TOKEN.CLIENT_ID, REFRESH_TOKEN.CREATED_AT, REFRESH_TOKEN.EXPIRES_AT)
                .values(Secrets.hash(token), Ids.next("fam"), userId, app.clientId(), clock.instant(), expiresAt)
                .execute();
        return token;
    }

    private static UUID idOf(String token) {
        return ((RefreshTokenFormat.Selector) RefreshTokenFormat.parse(token).orElseThrow()).id();
    }

    private boolean stored(String token) {
        return db.fetchExists(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.ID.eq(idOf(token)));
    }

    @Test
    void aTokenIssuedBeforeTheChangeStillRefreshesAndGetsOneOfTheNewFormat() {
        TestApp app = fixtures.app();
        String user = fixtures.userId(fixtures.anonymous(app));
        String old = legacyToken(app, user, clock.instant().plus(Duration.ofDays(30)));

        Tokens renewed = fixtures.refresh(app, old);
        assertThat(fixtures.userId(renewed)).isEqualTo(user);
        assertThat(renewed.refreshToken()).matches("lrt_[0-9a-z]{26}\\.[A-Za-z0-9_-]{43}");
        assertThat(fixtures.userId(fixtures.refresh(app, renewed.refreshToken()))).isEqualTo(user);
        // Within the grace period the old one still works; after it, its whole family is revoked, new tokens too.
        clock.advance(Duration.ofSeconds(30));
        Tokens again = fixtures.refresh(app, old);
        clock.advance(Duration.ofSeconds(31));
        refresh(app, old).then().statusCode(400).body("error", equalTo("invalid_grant"));
        refresh(app, again.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));
    }

    @Test
    void anExpiredTokenOfTheFormatBeforeIsInvalidGrant() {
        TestApp app = fixtures.app();
        String user = fixtures.userId(fixtures.anonymous(app));
        String old = legacyToken(app, user, clock.instant().plus(Duration.ofDays(1)));
        clock.advance(Duration.ofDays(2));
        refresh(app, old).then().statusCode(400).body("error", equalTo("invalid_grant"));
    }

    @Test
    void aForgedTokenWithAValidIdAndAWrongSecretIsInvalidGrantAndRotatesNothing() {
        TestApp app = fixtures.app();
        Tokens tokens = fixtures.anonymous(app);
        String token = tokens.refreshToken();
        String forged = token.substring(0, 31) + Secrets.newSecret("").substring(0, 43);
        assertThat(forged).hasSameSizeAs(token).isNotEqualTo(token);

        refresh(app, forged).then().statusCode(400).body("error", equalTo("invalid_grant"));
        // Had the forgery rotated the token, it would be a replay a minute later.
        clock.advance(Duration.ofMinutes(2));
        assertThat(fixtures.userId(fixtures.refresh(app, token))).isEqualTo(fixtures.userId(tokens));
    }

    @Test
    void tokensAreStoredAsTheirIdAndTheHashOfTheirSecretOnly() {
        TestApp app = fixtures.app();
        String token = fixtures.anonymous(app).refreshToken();
        var row = db.selectFrom(REFRESH_TOKEN_V2).where(REFRESH_TOKEN_V2.ID.eq(idOf(token))).fetchSingle();
        String secret = token.substring(31);
        assertThat(row.getSecretHash()).hasSize(32);
        assertThat(row.intoMap().values().toString()).doesNotContain(secret);
        assertThat(RefreshTokenFormat.verifies(row.getSecretHash(),
                java.util.Base64.getUrlDecoder().decode(secret))).isTrue();
    }

    @Test
    void aRevokedFamilyIsDeleted() {
        TestApp app = fixtures.app();
        Tokens first = fixtures.anonymous(app);
        Tokens second = fixtures.refresh(app, first.refreshToken());
        clock.advance(Duration.ofSeconds(61));
        refresh(app, first.refreshToken()).then().statusCode(400).body("error", equalTo("invalid_grant"));
        assertThat(stored(first.refreshToken())).isFalse();
        assertThat(stored(second.refreshToken())).isFalse();
    }

    @Test
    void cleanupRemovesExpiredTokensInBatchesAndNeverALiveOne() {
        TestApp app = fixtures.app();
        Tokens early = fixtures.anonymous(app);
        String earlyUser = fixtures.userId(early);
        Tokens rotatedEarly = fixtures.refresh(app, early.refreshToken());
        String legacyExpiring = legacyToken(app, earlyUser, clock.instant().plus(Duration.ofDays(90)));
        // More expired rows than one batch holds, of users that were never stored (rows need no user row), issued
        // one lifetime before they expired.
        Instant longAgo = clock.instant().minus(Duration.ofDays(1));
        int many = RefreshTokenCleanup.BATCH * 2 + 7;
        var insert = db.batch(db.insertInto(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.ID, REFRESH_TOKEN_V2.EXPIRES_AT,
                        REFRESH_TOKEN_V2.SECRET_HASH, REFRESH_TOKEN_V2.USER_ID, REFRESH_TOKEN_V2.FAMILY_ID,
                        REFRESH_TOKEN_V2.CLIENT_ID)
                .values((UUID) null, null, null, null, null, null));
        for (int i = 0; i < many; i++) {
            RefreshTokenFormat.Minted minted = RefreshTokenFormat.mint(longAgo.minus(Duration.ofDays(90)));
            insert.bind(minted.id(), longAgo, minted.secretHash(), "usr_gone" + i, "fam_gone" + i, app.clientId());
        }
        insert.execute();

        clock.advance(Duration.ofDays(50));
        Tokens late = fixtures.anonymous(app);
        String lateUser = fixtures.userId(late);
        String legacyLive = legacyToken(app, lateUser, clock.instant().plus(Duration.ofDays(90)));
        clock.advance(Duration.ofDays(41));
        // Now early's tokens are 91 days old (expired), late's 41 days (live).

        assertThat(cleanup.deleteExpired()).isGreaterThanOrEqualTo(many + 3);
        assertThat(stored(early.refreshToken())).isFalse();
        assertThat(stored(rotatedEarly.refreshToken())).isFalse();
        assertThat(db.fetchExists(REFRESH_TOKEN, REFRESH_TOKEN.TOKEN_HASH.eq(Secrets.hash(legacyExpiring)))).isFalse();
        assertThat(db.fetchCount(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.USER_ID.startsWith("usr_gone"))).isZero();
        assertThat(db.fetchCount(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.EXPIRES_AT.lt(clock.instant()))).isZero();

        assertThat(stored(late.refreshToken())).isTrue();
        assertThat(db.fetchExists(REFRESH_TOKEN, REFRESH_TOKEN.TOKEN_HASH.eq(Secrets.hash(legacyLive)))).isTrue();
        assertThat(fixtures.userId(fixtures.refresh(app, late.refreshToken()))).isEqualTo(lateUser);
        assertThat(fixtures.userId(fixtures.refresh(app, legacyLive))).isEqualTo(lateUser);
    }
}
