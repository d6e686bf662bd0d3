package larder.webhook;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import larder.platform.Secrets;

/**
 * An endpoint's signing secrets: the current one and, for 24 hours after a rotation, the one before it. A secret
 * is {@code whsec_} and the base64 of 32 random bytes: docs/api.md's {@code Larder-Signature} is keyed by the
 * UTF-8 bytes of the whole string, the Standard Webhooks signature by the decoded bytes. Never printed.
 */
record SigningSecrets(String current, String previous, Instant previousUntil) {

    static final String PREFIX = "whsec_";

    static String newSecret() {
        return PREFIX + Base64.getEncoder().encodeToString(Secrets.randomBytes(32));
    }

    /** The secrets that sign at {@code now}: the current one first. */
    List<String> signingAt(Instant now) {
        List<String> secrets = new ArrayList<>(2);
        secrets.add(current);
        if (previous != null && previousUntil != null && now.isBefore(previousUntil)) {
            secrets.add(previous);
        }
        return secrets;
    }

    @Override
    public String toString() {
        return "SigningSecrets[redacted]";
    }
}
