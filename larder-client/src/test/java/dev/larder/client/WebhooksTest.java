package dev.larder.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** Signatures made here with javax.crypto, as contract section 11 words them. */
class WebhooksTest {

    private static final String SECRET = "whsec_" + Base64.getEncoder().encodeToString(
            "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
    private static final String BODY = "{\"id\":\"evt_1\",\"type\":\"list.created\",\"created_at\":\"2026-11-25T10:00:00Z\","
            + "\"data\":{\"object\":{\"id\":\"lst_1\",\"name\":\"Weekend\",\"version\":1}}}";
    private static final Instant NOW = Instant.parse("2026-11-25T10:00:30Z");
    private static final long T = Instant.parse("2026-11-25T10:00:00Z").getEpochSecond();

    private static byte[] hmac(byte[] key, String content) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(content.getBytes(StandardCharsets.UTF_8));
    }

    private static String larder(String secret, long t, String body) throws Exception {
        return "t=" + t + ",v1=" + HexFormat.of().formatHex(hmac(secret.getBytes(StandardCharsets.UTF_8),
                t + "." + body));
    }

    private static String standard(String secret, String id, long t, String body) throws Exception {
        byte[] key = Base64.getDecoder().decode(secret.substring("whsec_".length()));
        return "v1," + Base64.getEncoder().encodeToString(hmac(key, id + "." + t + "." + body));
    }

    @Test
    void aLarderSignatureVerifiesAndGivesTheTypedEvent() throws Exception {
        WebhookEvent event = Webhooks.verify(BODY, Map.of("larder-signature", larder(SECRET, T, BODY)), SECRET, NOW);
        assertThat(event.id()).isEqualTo("evt_1");
        assertThat(event.type()).isEqualTo("list.created");
        assertThat(event.createdAt()).isEqualTo(Instant.parse("2026-11-25T10:00:00Z"));
        assertThat(event.object(dev.larder.client.model.ShoppingList.class).name()).isEqualTo("Weekend");
    }

    @Test
    void duringARotationEitherSecretsSignatureIsEnough() throws Exception {
        String old = "whsec_" + Base64.getEncoder().encodeToString(new byte[32]);
        String header = larder(old, T, BODY) + "," + larder(SECRET, T, BODY).substring(("t=" + T + ",").length());
        assertThat(Webhooks.verify(BODY, Map.of("Larder-Signature", header), SECRET, NOW).id()).isEqualTo("evt_1");
        assertThat(Webhooks.verify(BODY, Map.of("Larder-Signature", header), old, NOW).id()).isEqualTo("evt_1");
        String standardBoth = standard(old, "evt_1", T, BODY) + " " + standard(SECRET, "evt_1", T, BODY);
        Map<String, Object> headers = Map.of("webhook-id", "evt_1", "webhook-timestamp", Long.toString(T),
                "webhook-signature", standardBoth);
        assertThat(Webhooks.verify(BODY, headers, SECRET, NOW).id()).isEqualTo("evt_1");
    }

    @Test
    void theStandardWebhooksHeadersVerifyWhenThereIsNoLarderSignature() throws Exception {
        Map<String, List<String>> headers = Map.of("Webhook-Id", List.of("evt_1"), "Webhook-Timestamp",
                List.of(Long.toString(T)), "Webhook-Signature", List.of(standard(SECRET, "evt_1", T, BODY)));
        assertThat(Webhooks.verify(BODY, headers, SECRET, NOW).type()).isEqualTo("list.created");
        Map<String, List<String>> otherId = Map.of("Webhook-Id", List.of("evt_2"), "Webhook-Timestamp",
                List.of(Long.toString(T)), "Webhook-Signature", List.of(standard(SECRET, "evt_1", T, BODY)));
        assertThatThrownBy(() -> Webhooks.verify(BODY, otherId, SECRET, NOW))
                .isInstanceOf(WebhookVerificationException.class);
    }

    @Test
    void aTamperedBodyAWrongSecretOrAMissingSignatureIsRefused() throws Exception {
        Map<String, String> headers = Map.of("Larder-Signature", larder(SECRET, T, BODY));
        assertThatThrownBy(() -> Webhooks.verify(BODY.replace("Weekend", "Weekenc"), headers, SECRET, NOW))
                .isInstanceOf(WebhookVerificationException.class);
        assertThatThrownBy(() -> Webhooks.verify(BODY, headers, SECRET + "x", NOW))
                .isInstanceOf(WebhookVerificationException.class);
        assertThatThrownBy(() -> Webhooks.verify(BODY, Map.of(), SECRET, NOW))
                .isInstanceOf(WebhookVerificationException.class);
        assertThatThrownBy(() -> Webhooks.verify(BODY, Map.of("Larder-Signature", "t=" + T), SECRET, NOW))
                .isInstanceOf(WebhookVerificationException.class);
        // the timestamp is signed: moving it breaks the signature
        String moved = larder(SECRET, T, BODY).replace("t=" + T, "t=" + (T + 1));
        assertThatThrownBy(() -> Webhooks.verify(BODY, Map.of("Larder-Signature", moved), SECRET, NOW))
                .isInstanceOf(WebhookVerificationException.class);
    }

    @Test
    void aTimestampMoreThanFiveMinutesAwayIsRefusedEitherWay() throws Exception {
        Map<String, String> headers = Map.of("Larder-Signature", larder(SECRET, T, BODY));
        assertThat(Webhooks.verify(BODY, headers, SECRET, Instant.ofEpochSecond(T + 300)).id()).isEqualTo("evt_1");
        assertThatThrownBy(() -> Webhooks.verify(BODY, headers, SECRET, Instant.ofEpochSecond(T + 301)))
                .isInstanceOf(WebhookVerificationException.class).hasMessageContaining("5 minutes");
        assertThatThrownBy(() -> Webhooks.verify(BODY, headers, SECRET, Instant.ofEpochSecond(T - 301)))
                .isInstanceOf(WebhookVerificationException.class);
        Map<String, String> standard = Map.of("webhook-id", "evt_1", "webhook-timestamp", Long.toString(T),
                "webhook-signature", standard(SECRET, "evt_1", T, BODY));
        assertThatThrownBy(() -> Webhooks.verify(BODY, standard, SECRET, Instant.ofEpochSecond(T + 301)))
                .isInstanceOf(WebhookVerificationException.class).hasMessageContaining("5 minutes");
    }
}
