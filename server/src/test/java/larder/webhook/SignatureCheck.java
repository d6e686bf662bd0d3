package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.standardwebhooks.Webhook;
import com.standardwebhooks.exceptions.WebhookVerificationException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Verifies a received delivery without the server's signing code: {@code Larder-Signature} as docs/api.md §11
 * words it, written here with javax.crypto; the Standard Webhooks headers with that project's own reference
 * library ({@code com.standardwebhooks:standardwebhooks}).
 */
final class SignatureCheck {

    private SignatureCheck() {
    }

    static void assertSignedBy(Receiver.Received r, String secret) {
        assertThat(larderSignatureValid(r, secret)).as("Larder-Signature by the secret").isTrue();
        assertThat(standardWebhooksValid(r, secret)).as("webhook-signature by the secret").isTrue();
        assertThat(r.header("Larder-Event-Id")).isEqualTo(r.header("webhook-id"));
    }

    /** {@code t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">}, keyed by the secret's UTF-8 bytes. */
    static boolean larderSignatureValid(Receiver.Received r, String secret) {
        String header = r.header("Larder-Signature");
        String t = null;
        List<String> v1 = new ArrayList<>();
        for (String part : header.split(",")) {
            String[] kv = part.split("=", 2);
            if (kv[0].equals("t")) {
                t = kv[1];
            } else if (kv[0].equals("v1")) {
                v1.add(kv[1]);
            }
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            String expected = HexFormat.of().formatHex(mac.doFinal((t + "." + r.body())
                    .getBytes(StandardCharsets.UTF_8)));
            return t != null && v1.contains(expected);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static boolean standardWebhooksValid(Receiver.Received r, String secret) {
        Map<String, List<String>> headers = new HashMap<>();
        r.headers().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), v));
        try {
            new Webhook(secret).verify(r.body(), headers);
            return true;
        } catch (WebhookVerificationException e) {
            return false;
        }
    }

    static int larderSignatureCount(Receiver.Received r) {
        return (int) java.util.Arrays.stream(r.header("Larder-Signature").split(","))
                .filter(p -> p.startsWith("v1=")).count();
    }
}
