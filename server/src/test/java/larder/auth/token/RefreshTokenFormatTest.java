package larder.auth.token;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import larder.auth.token.RefreshTokenFormat.Legacy;
import larder.auth.token.RefreshTokenFormat.Minted;
import larder.auth.token.RefreshTokenFormat.Selector;
import larder.platform.Secrets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RefreshTokenFormatTest {

    private static final String ID = "01jd8x3q4r5s6t7v8w9xyz0abc";
    private static final String SECRET = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    /** As PostgreSQL orders uuids: by their bytes, most significant first (the ULID's time comes first). */
    private static int compare(UUID a, UUID b) {
        int high = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return high != 0 ? high : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    }

    @Test
    void aMintedTokenNamesItsRowAndItsSecretVerifiesAgainstTheStoredHash() {
        Minted minted = RefreshTokenFormat.mint(NOW);
        assertThat(minted.token()).startsWith("lrt_").hasSize(4 + 26 + 1 + 43);
        Selector selector = (Selector) RefreshTokenFormat.parse(minted.token()).orElseThrow();
        assertThat(selector.id()).isEqualTo(minted.id());
        assertThat(RefreshTokenFormat.verifies(minted.secretHash(), selector.secret())).isTrue();
        assertThat(minted.toString()).doesNotContain(minted.token().substring(31));
    }

    @Test
    void anotherSecretDoesNotVerify() {
        Minted minted = RefreshTokenFormat.mint(NOW);
        Selector selector = (Selector) RefreshTokenFormat.parse(minted.token()).orElseThrow();
        byte[] wrong = selector.secret().clone();
        wrong[31] ^= 1;
        assertThat(RefreshTokenFormat.verifies(minted.secretHash(), wrong)).isFalse();
        assertThat(RefreshTokenFormat.verifies(minted.secretHash(), new byte[0])).isFalse();
    }

    @Test
    void idsAreTimeOrderedSoThatInsertsAppend() {
        Minted first = RefreshTokenFormat.mint(NOW);
        Minted second = RefreshTokenFormat.mint(NOW);
        Minted later = RefreshTokenFormat.mint(NOW.plusSeconds(60));
        assertThat(compare(second.id(), first.id())).isPositive();
        assertThat(compare(later.id(), second.id())).isPositive();
    }

    @Test
    void anIdCarriesTheTimeItsTokenWasIssuedAtSoThatTheCleanupCanStopThere() {
        Instant issuedAt = NOW.plus(Duration.ofHours(1));
        Minted minted = RefreshTokenFormat.mint(issuedAt);
        assertThat(compare(RefreshTokenFormat.firstIdIssuedAt(issuedAt), minted.id())).isNotPositive();
        assertThat(compare(minted.id(), RefreshTokenFormat.firstIdIssuedAt(issuedAt.plusMillis(1)))).isNegative();
        assertThat(compare(RefreshTokenFormat.mint(NOW).id(), RefreshTokenFormat.firstIdIssuedAt(issuedAt)))
                .isNegative();
    }

    @Test
    void aTokenOfTheFormatBeforeIsFoundByTheHashOfTheWholeToken() {
        String old = Secrets.newSecret("lrt_");
        assertThat(RefreshTokenFormat.parse(old)).contains(new Legacy(Secrets.hash(old)));
    }

    @Test
    void theCanonicalSpellingParses() {
        assertThat(RefreshTokenFormat.parse("lrt_" + ID + "." + SECRET)).containsInstanceOf(Selector.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "lrt_", "lrt_not-a-token", "lrt_made_up", "xyz_" + ID + "." + SECRET, "LRT_" + ID + "." + SECRET,
            // the id: upper case, a letter Crockford's base 32 leaves out, beyond the largest ULID, too short
            "lrt_01JD8X3Q4R5S6T7V8W9XYZ0ABC." + SECRET, "lrt_01jd8x3q4r5s6t7v8w9xyz0abu." + SECRET,
            "lrt_81jd8x3q4r5s6t7v8w9xyz0abc." + SECRET, "lrt_01jd8x3q4r5s6t7v8w9xyz0ab." + SECRET + "A",
            // the separator
            "lrt_" + ID + "_" + SECRET, "lrt_" + ID + SECRET + ".",
            // the secret: another last character that decodes to the same bits, padding, another alphabet, short
            "lrt_" + ID + ".AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh9", "lrt_" + ID + "." + SECRET + "=",
            "lrt_" + ID + ".AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh+", "lrt_" + ID + ".",
            // the format before, with a character outside base64url
            "lrt_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh+", "lrt_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh\u00e9",
    })
    void anythingElseIsNoToken(String token) {
        assertThat(RefreshTokenFormat.parse(token)).isEmpty();
    }

    @Test
    void noTokenAtAllIsNoToken() {
        assertThat(RefreshTokenFormat.parse(null)).isEmpty();
    }

    @Property
    void parsingNeverThrows(@ForAll String anything) {
        RefreshTokenFormat.parse(anything);
        RefreshTokenFormat.parse("lrt_" + anything);
        RefreshTokenFormat.parse("lrt_" + ID + "." + anything);
    }

    /**
     * The secret is compared with {@code MessageDigest.isEqual}, whose time does not depend on where the hashes
     * differ, and not with {@code Arrays.equals}, which stops at the first difference: read from the class file, as
     * a timing test could not tell them apart reliably.
     */
    @Test
    void theVerifierComparesInConstantTime() throws IOException {
        String bytecode;
        try (InputStream in = RefreshTokenFormat.class.getResourceAsStream("RefreshTokenFormat.class")) {
            bytecode = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        assertThat(bytecode).contains("java/security/MessageDigest").contains("isEqual")
                .doesNotContain("java/util/Arrays");
    }
}
