package larder.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SignaturesTest {

    /** The example of the Standard Webhooks specification (and its reference libraries' tests). */
    @Test
    void standardWebhooksSignatureMatchesTheSpecificationsExample() {
        Map<String, String> headers = Signatures.headers("msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
                "{\"test\": 2432232314}".getBytes(StandardCharsets.UTF_8),
                List.of("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"));
        assertThat(headers).containsEntry("webhook-signature", "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
                .containsEntry("webhook-id", "msg_p5jXN8AQM9LWM0D4loKWxJek")
                .containsEntry("webhook-timestamp", "1614265330");
    }

    /** HMAC-SHA256 of "1700000000.{}" keyed by the UTF-8 of "whsec_dGVzdA==", computed with openssl. */
    @Test
    void larderSignatureIsTheHexHmacOfTimestampDotBodyKeyedByTheSecretAsShown() {
        Map<String, String> headers = Signatures.headers("evt_1", 1700000000, "{}".getBytes(StandardCharsets.UTF_8),
                List.of("whsec_dGVzdA=="));
        assertThat(headers.get("Larder-Signature")).isEqualTo("t=1700000000,v1=" + LARDER_EXPECTED);
        assertThat(headers).containsEntry("Larder-Event-Id", "evt_1");
    }

    static final String LARDER_EXPECTED = "a20063490e7f7034cf1bc7426852e27e5be069532996d19012ff5d01fdd06179";

    @Test
    void duringARotationBothSecretsSignInBothHeaders() {
        Map<String, String> headers = Signatures.headers("evt_1", 1700000000, "{}".getBytes(StandardCharsets.UTF_8),
                List.of("whsec_dGVzdA==", "whsec_b2xk"));
        assertThat(headers.get("Larder-Signature")).matches("t=1700000000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}");
        assertThat(headers.get("webhook-signature")).matches("v1,[A-Za-z0-9+/=]{44} v1,[A-Za-z0-9+/=]{44}");
    }

    @Test
    void theOldSecretSignsForTwentyFourHoursAfterARotation() {
        Instant rotated = Instant.parse("2026-01-01T00:00:00Z");
        SigningSecrets secrets = new SigningSecrets("whsec_new", "whsec_old", rotated.plusSeconds(86_400));
        assertThat(secrets.signingAt(rotated.plusSeconds(3600))).containsExactly("whsec_new", "whsec_old");
        assertThat(secrets.signingAt(rotated.plusSeconds(86_400))).containsExactly("whsec_new");
        assertThat(secrets.toString()).doesNotContain("whsec_");
    }

    @Test
    void aNewSecretIsWhsecAndTheBase64OfThirtyTwoRandomBytes() {
        String secret = SigningSecrets.newSecret();
        assertThat(secret).matches("whsec_[A-Za-z0-9+/]{43}=");
        assertThat(Signatures.standardKey(secret)).hasSize(32);
        assertThat(SigningSecrets.newSecret()).isNotEqualTo(secret);
    }
}
