package larder.auth.token;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import larder.auth.AuthSettings;
import larder.auth.UserCredential;
import larder.platform.Secrets;
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
