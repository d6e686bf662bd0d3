package larder.webhook;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The headers that sign a delivery, in both schemes (docs/api.md §11):
 * <ul>
 *   <li>{@code Larder-Event-Id}, and {@code Larder-Signature: t=<unix>,v1=<hex>[,v1=<hex>]}, the HMAC-SHA256 of
 *       {@code "<t>.<body>"} keyed by the UTF-8 bytes of each secret as shown;</li>
 *   <li>Standard Webhooks v1: {@code webhook-id}, {@code webhook-timestamp} and
 *       {@code webhook-signature: v1,<base64>[ v1,<base64>]}, the HMAC-SHA256 of {@code "<id>.<t>.<body>"} keyed
 *       by the base64-decoded part of each secret after {@code whsec_}.</li>
 * </ul>
 */
final class Signatures {

    private static final HexFormat HEX = HexFormat.of();

    private Signatures() {
    }

    static Map<String, String> headers(String eventId, long timestamp, byte[] body, List<String> secrets) {
        StringBuilder larder = new StringBuilder("t=").append(timestamp);
        StringBuilder standard = new StringBuilder();
        byte[] larderPrefix = (timestamp + ".").getBytes(StandardCharsets.UTF_8);
        byte[] standardPrefix = (eventId + "." + timestamp + ".").getBytes(StandardCharsets.UTF_8);
        for (String secret : secrets) {
            larder.append(",v1=").append(HEX.formatHex(
                    hmac(secret.getBytes(StandardCharsets.UTF_8), larderPrefix, body)));
            if (!standard.isEmpty()) {
                standard.append(' ');
            }
            standard.append("v1,").append(Base64.getEncoder().encodeToString(
                    hmac(standardKey(secret), standardPrefix, body)));
        }
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Larder-Event-Id", eventId);
        headers.put("Larder-Signature", larder.toString());
        headers.put("webhook-id", eventId);
        headers.put("webhook-timestamp", Long.toString(timestamp));
        headers.put("webhook-signature", standard.toString());
        return headers;
    }

    /** The Standard Webhooks key: the base64-decoded part after {@code whsec_}. */
    static byte[] standardKey(String secret) {
        String encoded = secret.startsWith(SigningSecrets.PREFIX)
                ? secret.substring(SigningSecrets.PREFIX.length()) : secret;
        return Base64.getDecoder().decode(encoded);
    }

    static byte[] hmac(byte[] key, byte[] prefix, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update(prefix);
            return mac.doFinal(body);
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("Every Java platform has HmacSHA256", e);
        }
    }
}
