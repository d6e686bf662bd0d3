package larder.auth.token;

import com.github.f4b6a3.ulid.Ulid;
import com.github.f4b6a3.ulid.UlidFactory;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import larder.platform.Secrets;

/**
 * The text of a refresh token, as a selector and a verifier: {@code lrt_<id>.<secret>}. The id is a ULID (26
 * characters, lower case), time-ordered, which finds the row by primary key; the secret is 256 random bits in 43
 * characters of base64url, of which only the SHA-256 is stored and which is compared in constant time.
 * Tokens issued before (issue 21) are {@code lrt_} and 43 characters of base64url, found by the SHA-256 of the
 * whole token; they keep working until they expire.
 */
public final class RefreshTokenFormat {

    public static final String PREFIX = "lrt_";
    private static final char SEPARATOR = '.';
    private static final int ID_LENGTH = 26;
    private static final int SECRET_BYTES = 32;
    private static final int SECRET_LENGTH = 43;
    private static final int LENGTH = PREFIX.length() + ID_LENGTH + 1 + SECRET_LENGTH;
    private static final int LEGACY_LENGTH = PREFIX.length() + SECRET_LENGTH;
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder BASE64URL_DECODER = Base64.getUrlDecoder();
    /** Ids are not secrets (the secret is), so their random bits need not come from SecureRandom. */
    private static final UlidFactory IDS =
            UlidFactory.newMonotonicInstance(() -> ThreadLocalRandom.current().nextLong());

    private RefreshTokenFormat() {
    }

    /** What a presented token says: which row, and what proves it. */
    public sealed interface Key permits Selector, Legacy {
    }

    /** A token of this format: the row's id and the secret, to be checked against the row's hash. */
    public record Selector(UUID id, byte[] secret) implements Key {
    }

    /** A token issued before issue 21: the row is found by this hash of the whole token. */
    public record Legacy(String tokenHash) implements Key {
    }

    /** A new token, and what is stored of it. */
    public record Minted(String token, UUID id, byte[] secretHash) {
        @Override
        public String toString() {
            return "Minted[id=" + id + "]";
        }
    }

    /**
     * A new token, its id made at {@code issuedAt} (the time its expiry counts from), so that ids sort as the
     * tokens were issued and the expired ones are the head of the primary key.
     */
    public static Minted mint(Instant issuedAt) {
        Ulid id = IDS.create(issuedAt.toEpochMilli());
        byte[] secret = Secrets.randomBytes(SECRET_BYTES);
        String token = PREFIX + id.toLowerCase() + SEPARATOR + BASE64URL.encodeToString(secret);
        return new Minted(token, id.toUuid(), Secrets.sha256(secret));
    }

    /** The least id that a token issued at {@code instant} or later can have; every earlier token's is less. */
    public static UUID firstIdIssuedAt(Instant instant) {
        return Ulid.min(instant.toEpochMilli()).toUuid();
    }

    /**
     * The key that a presented token names, or empty when it is in neither format (then it cannot be valid, and
     * the database is not asked). Only the canonical spelling of each part is accepted.
     */
    public static Optional<Key> parse(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            return Optional.empty();
        }
        if (token.length() == LEGACY_LENGTH && isBase64Url(token, PREFIX.length(), token.length())) {
            return Optional.of(new Legacy(Secrets.hash(token)));
        }
        if (token.length() != LENGTH || token.charAt(PREFIX.length() + ID_LENGTH) != SEPARATOR) {
            return Optional.empty();
        }
        String id = token.substring(PREFIX.length(), PREFIX.length() + ID_LENGTH);
        String secret = token.substring(PREFIX.length() + ID_LENGTH + 1);
        if (!Ulid.isValid(id) || !isBase64Url(secret, 0, secret.length())) {
            return Optional.empty();
        }
        Ulid ulid = Ulid.from(id);
        byte[] bytes = BASE64URL_DECODER.decode(secret);
        // One token, one spelling: no upper-case id, no other last character that decodes to the same bits.
        if (!ulid.toLowerCase().equals(id) || !BASE64URL.encodeToString(bytes).equals(secret)) {
            return Optional.empty();
        }
        return Optional.of(new Selector(ulid.toUuid(), bytes));
    }

    /** Whether the secret is the one whose SHA-256 was stored, in time that does not depend on where they differ. */
    public static boolean verifies(byte[] storedHash, byte[] secret) {
        return MessageDigest.isEqual(storedHash, Secrets.sha256(secret));
    }

    private static boolean isBase64Url(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            boolean ok = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_';
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
