package dev.larder.client;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Checks that a webhook delivery comes from Larder (contract section 11), before the receiver acts on it.
 *
 * <p>{@code Larder-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">} is checked when present, keyed
 * by the endpoint secret's UTF-8 bytes; otherwise the Standard Webhooks headers ({@code webhook-id},
 * {@code webhook-timestamp}, {@code webhook-signature: v1,<base64>}, keyed by the secret's base64 part). While a
 * secret rotation overlaps, a delivery carries several signatures, and one that matches is enough. The timestamp
 * must be within 5 minutes of now, either way, so that a captured delivery cannot be replayed later. Signatures
 * are compared in constant time.
 */
public final class Webhooks {

    /** How far a delivery's timestamp may be from now. */
    public static final Duration TOLERANCE = Duration.ofMinutes(5);

    private Webhooks() {
    }

    /**
     * Verifies a delivery and reads its event.
     *
     * @param body the request body exactly as received (not re-serialised)
     * @param headers the request headers, any case; values a {@code String} or a collection of them (as
     *     {@code java.net.http.HttpHeaders#map()} or a servlet container gives them)
     * @param secret the endpoint's secret ({@code whsec_...}), as shown at its creation or rotation
     * @throws WebhookVerificationException when no signature matches, or the timestamp is out of tolerance
     */
    public static WebhookEvent verify(String body, Map<String, ?> headers, String secret) {
        return verify(body, headers, secret, Instant.now());
    }

    /** {@link #verify(String, Map, String)} as of {@code now}. */
    public static WebhookEvent verify(String body, Map<String, ?> headers, String secret, Instant now) {
        if (body == null || headers == null || secret == null || secret.isEmpty()) {
            throw new WebhookVerificationException("body, headers and secret are required");
        }
        String larder = header(headers, "Larder-Signature");
        if (larder != null) {
            verifyLarder(body, larder, secret, now);
        } else {
            String standard = header(headers, "webhook-signature");
            if (standard == null) {
                throw new WebhookVerificationException("no Larder-Signature or webhook-signature header");
            }
            verifyStandard(body, header(headers, "webhook-id"), header(headers, "webhook-timestamp"), standard,
                    secret, now);
        }
        try {
            JsonNode event = Transport.JSON.readTree(body);
            JsonNode data = event.path("data");
            String createdAt = event.path("created_at").asString(null);
            return new WebhookEvent(event.path("id").asString(null), event.path("type").asString(null),
                    createdAt == null ? null : Instant.parse(createdAt), data.get("object"));
        } catch (JacksonException | java.time.format.DateTimeParseException e) {
            throw new WebhookVerificationException("the signed body is not a Larder event: " + e.getMessage());
        }
    }

    private static void verifyLarder(String body, String header, String secret, Instant now) {
        String t = null;
        List<String> signatures = new ArrayList<>();
        for (String part : header.split(",")) {
            String[] kv = part.trim().split("=", 2);
            if (kv.length == 2 && kv[0].equals("t")) {
                t = kv[1];
            } else if (kv.length == 2 && kv[0].equals("v1")) {
                signatures.add(kv[1].toLowerCase(Locale.ROOT));
            }
        }
        if (t == null || signatures.isEmpty()) {
            throw new WebhookVerificationException("Larder-Signature has no t= or no v1=");
        }
        checkTimestamp(t, now);
        byte[] expected = HexFormat.of().formatHex(hmac(secret.getBytes(StandardCharsets.UTF_8), t + "." + body))
                .getBytes(StandardCharsets.US_ASCII);
        if (!anyMatches(expected, signatures)) {
            throw new WebhookVerificationException("no Larder-Signature matches the body and secret");
        }
    }

    private static void verifyStandard(String body, String id, String timestamp, String header, String secret,
            Instant now) {
        if (id == null || timestamp == null) {
            throw new WebhookVerificationException("webhook-id and webhook-timestamp are required");
        }
        checkTimestamp(timestamp, now);
        byte[] key;
        try {
            key = Base64.getDecoder().decode(secret.startsWith("whsec_") ? secret.substring(6) : secret);
        } catch (IllegalArgumentException e) {
            throw new WebhookVerificationException("the secret is not whsec_<base64>");
        }
        byte[] expected = Base64.getEncoder().encodeToString(hmac(key, id + "." + timestamp + "." + body))
                .getBytes(StandardCharsets.US_ASCII);
        List<String> signatures = new ArrayList<>();
        for (String part : header.trim().split(" +")) {
            if (part.startsWith("v1,")) {
                signatures.add(part.substring(3));
            }
        }
        if (!anyMatches(expected, signatures)) {
            throw new WebhookVerificationException("no webhook-signature matches the body and secret");
        }
    }

    private static boolean anyMatches(byte[] expected, List<String> signatures) {
        boolean match = false;
        for (String s : signatures) { // every one is compared, in constant time
            match |= MessageDigest.isEqual(expected, s.getBytes(StandardCharsets.US_ASCII));
        }
        return match;
    }

    private static void checkTimestamp(String seconds, Instant now) {
        long t;
        try {
            t = Long.parseLong(seconds.trim());
        } catch (NumberFormatException e) {
            throw new WebhookVerificationException("the timestamp is not a number of seconds");
        }
        if (Math.abs(now.getEpochSecond() - t) > TOLERANCE.toSeconds()) {
            throw new WebhookVerificationException("the timestamp is more than 5 minutes from now");
        }
    }

    private static byte[] hmac(byte[] key, String content) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(content.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }

    private static String header(Map<String, ?> headers, String name) {
        for (Map.Entry<String, ?> e : headers.entrySet()) {
            if (e.getKey() != null && e.getKey().equalsIgnoreCase(name)) {
                Object v = e.getValue();
                if (v instanceof Collection<?> c) {
                    return c.isEmpty() ? null : String.join(name.equalsIgnoreCase("webhook-signature") ? " " : ",",
                            c.stream().map(Object::toString).toList());
                }
                return v == null ? null : v.toString();
            }
        }
        return null;
    }
}
