package larder.auth.token;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.auth.AuthSettings;
import larder.auth.UserCredential;
import larder.platform.Secrets;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;

class AccessTokensTest {

    private final Instant issuedAt = Instant.parse("2026-11-22T12:00:00.250Z");
    private final SigningKeys keys = new FixedKeys(Secrets.randomBytes(32));
    private final AuthSettings settings = new AuthSettings(Duration.ofSeconds(3600), Duration.ofDays(90),
            Duration.ofSeconds(60));

    private AccessTokens at(Instant now) {
        return new AccessTokens(keys, Clock.fixed(now, ZoneOffset.UTC), settings);
    }

    @Test
    void aTokenActsAsItsUserUntilItExpires() throws Exception {
        AccessTokens.Issued issued = at(issuedAt).issue("usr_1", "app_1", "fam_1");
        assertThat(issued.expiresIn()).isEqualTo(3600);
        UserCredential credential = at(issuedAt.plusSeconds(3599)).verify(issued.token());
        assertThat(credential).isEqualTo(new UserCredential("usr_1", "app_1", "fam_1",
                // exp is a whole second (RFC 7519's NumericDate): the issue time's fraction is dropped
                Instant.parse("2026-11-22T13:00:00Z")));
        assertThatThrownBy(() -> at(issuedAt.plusSeconds(3601)).verify(issued.token()))
                .isInstanceOfSatisfying(AccessTokens.Rejected.class,
                        e -> assertThat(e.reason()).isEqualTo(AccessTokens.Rejection.EXPIRED));
    }

    /** A token is held as verified after its first use; its expiry is still checked on each use after that. */
    @Test
    void aTokenVerifiedOnceStillExpires() throws Exception {
        MovableClock clock = new MovableClock(issuedAt);
        AccessTokens tokens = new AccessTokens(keys, clock, settings);
        AccessTokens.Issued issued = tokens.issue("usr_1", "app_1", "fam_1");
        assertThat(tokens.verify(issued.token()).userId()).isEqualTo("usr_1");
        clock.now = issuedAt.plusSeconds(3599);
        assertThat(tokens.verify(issued.token()).userId()).isEqualTo("usr_1");

        clock.now = issuedAt.plusSeconds(3601);
        assertThatThrownBy(() -> tokens.verify(issued.token()))
                .isInstanceOfSatisfying(AccessTokens.Rejected.class,
                        e -> assertThat(e.reason()).isEqualTo(AccessTokens.Rejection.EXPIRED));
        String[] parts = issued.token().split("\\.");
        assertThatThrownBy(() -> tokens.verify(parts[0] + "." + parts[1] + "." + parts[2].substring(1) + "A"))
                .as("another text is checked afresh").isInstanceOf(AccessTokens.Rejected.class);
    }

    @Test
    void aTokenIsAnHs256JwtWithItsKeyIdAndTheClaimsAStandardLibraryReads() throws Exception {
        AccessTokens.Issued issued = at(issuedAt).issue("usr_1", "app_\"1\\é", "fam_1");

        SignedJWT jwt = SignedJWT.parse(issued.token());
        assertThat(jwt.getHeader().getAlgorithm()).isEqualTo(JWSAlgorithm.HS256);
        assertThat(jwt.getHeader().getType()).isEqualTo(JOSEObjectType.JWT);
        assertThat(jwt.getHeader().getKeyID()).isEqualTo(SigningKeys.PRIMARY);
        assertThat(jwt.verify(new MACVerifier(keys.current().secret()))).isTrue();
        JWTClaimsSet claims = jwt.getJWTClaimsSet();
        assertThat(claims.getClaims().keySet()).containsExactly("sub", "cid", "fam", "iat", "exp", "jti");
        assertThat(claims.getSubject()).isEqualTo("usr_1");
        assertThat(claims.getClaim("cid")).isEqualTo("app_\"1\\é");
        assertThat(claims.getClaim("fam")).isEqualTo("fam_1");
        assertThat(claims.getIssueTime().toInstant()).isEqualTo(Instant.parse("2026-11-22T12:00:00Z"));
        assertThat(claims.getExpirationTime().toInstant()).isEqualTo(Instant.parse("2026-11-22T13:00:00Z"));
        assertThat(Base64.getUrlDecoder().decode(claims.getJWTID())).hasSize(16);
        assertThat(at(issuedAt).verify(issued.token()).clientId()).isEqualTo("app_\"1\\é");
        // Each token its own: another one at the same instant differs in its jti, and so in its signature.
        assertThat(at(issuedAt).issue("usr_1", "app_1", "fam_1").token())
                .isNotEqualTo(at(issuedAt).issue("usr_1", "app_1", "fam_1").token());
    }

    @Test
    void tokensIssuedAtOnceOnManyThreadsAreEachSignedRight() throws Exception {
        AccessTokens tokens = at(issuedAt);
        List<Future<String>> issued = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 2000; i++) {
                String user = "usr_" + i;
                issued.add(threads.submit(() -> tokens.issue(user, "app_1", "fam_1").token()));
            }
        }
        for (int i = 0; i < issued.size(); i++) {
            assertThat(tokens.verify(issued.get(i).get()).userId()).isEqualTo("usr_" + i);
        }
    }

    @Test
    void aTamperedOrForeignTokenIsRejected() {
        String token = at(issuedAt).issue("usr_1", "app_1", "fam_1").token();
        String[] parts = token.split("\\.");
        String otherUser = Base64.getUrlEncoder().withoutPadding().encodeToString(
                new String(Base64.getUrlDecoder().decode(parts[1])).replace("usr_1", "usr_2").getBytes());
        String forged = parts[0] + "." + otherUser + "." + parts[2];
        AccessTokens verifier = at(issuedAt);
        for (String bad : new String[] {forged, token + "x", "abc", "", "a.b.c", parts[0] + "." + parts[1] + "."}) {
            assertThatThrownBy(() -> verifier.verify(bad))
                    .isInstanceOfSatisfying(AccessTokens.Rejected.class,
                            e -> assertThat(e.reason()).isEqualTo(AccessTokens.Rejection.MALFORMED));
        }
        AccessTokens otherKey = new AccessTokens(new FixedKeys(Secrets.randomBytes(32)),
                Clock.fixed(issuedAt, ZoneOffset.UTC), settings);
        assertThatThrownBy(() -> otherKey.verify(token)).isInstanceOf(AccessTokens.Rejected.class);
    }

    @Test
    void unsignedTokensAreRejected() {
        String header = Base64.getUrlEncoder().withoutPadding().encodeToString(
                "{\"alg\":\"none\",\"kid\":\"k1\"}".getBytes());
        String claims = Base64.getUrlEncoder().withoutPadding().encodeToString(
                "{\"sub\":\"usr_1\",\"cid\":\"app_1\",\"fam\":\"f\",\"exp\":9999999999}".getBytes());
        assertThatThrownBy(() -> at(issuedAt).verify(header + "." + claims + "."))
                .isInstanceOf(AccessTokens.Rejected.class);
    }

    private static final class FixedKeys extends SigningKeys {
        private final Key key;

        FixedKeys(byte[] secret) {
            super(null, null);
            this.key = new Key(PRIMARY, secret);
        }

        @Override
        public Key current() {
            return key;
        }
    }
}
