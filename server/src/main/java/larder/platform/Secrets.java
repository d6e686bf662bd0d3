package larder.platform;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Token secrets: 256 random bits from {@link SecureRandom}, stored only as SHA-256 hashes, compared in constant
 * time. A secret is never logged; only its hash ever reaches the database.
 */
public final class Secrets {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();
    private static final HexFormat HEX = HexFormat.of();
    /**
     * Cloned for each hash: {@link MessageDigest#getInstance} looks the algorithm up in the providers and checks it
     * against the security policy's constraints every time, which cost as much as hashing a token.
     */
    private static final MessageDigest SHA_256 = prototype();

    private Secrets() {
    }

    /** A new secret: the prefix, then 43 characters of base64url carrying 256 random bits. */
    public static String newSecret(String prefix) {
        return prefix + BASE64URL.encodeToString(randomBytes(32));
    }

    public static byte[] randomBytes(int length) {
        byte[] bytes = new byte[length];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /** The SHA-256 of the secret's UTF-8 bytes, as 64 lower-case hex digits: the only form that is stored. */
    public static String hash(String secret) {
        return HEX.formatHex(sha256(secret.getBytes(StandardCharsets.UTF_8)));
    }

    /** Compares two secrets in time that does not depend on where they differ, nor on their lengths. */
    public static boolean constantTimeEquals(String presented, String expected) {
        return MessageDigest.isEqual(sha256(presented.getBytes(StandardCharsets.UTF_8)),
                sha256(expected.getBytes(StandardCharsets.UTF_8)));
    }

    /** The SHA-256 of these bytes. */
    public static byte[] sha256(byte[] input) {
        return sha256().digest(input);
    }

    /** A new SHA-256 digest, to be fed in parts. */
    public static MessageDigest sha256() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("The JDK's SHA-256 can be cloned", e);
        }
    }

    private static MessageDigest prototype() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has SHA-256", e);
        }
    }
}
