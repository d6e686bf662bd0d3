package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SecretsTest {

    @Test
    void secretsCarryTwoHundredFiftySixRandomBitsBehindTheirPrefix() {
        String secret = Secrets.newSecret("lmt_");
        assertThat(secret).startsWith("lmt_").hasSize(4 + 43).matches("lmt_[A-Za-z0-9_-]{43}");
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            assertThat(seen.add(Secrets.newSecret("x"))).isTrue();
        }
    }

    @Test
    void onlyTheSha256IsKept() {
        assertThat(Secrets.hash("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void comparesSecretsOfAnyLength() {
        assertThat(Secrets.constantTimeEquals("key", "key")).isTrue();
        assertThat(Secrets.constantTimeEquals("key", "kex")).isFalse();
        assertThat(Secrets.constantTimeEquals("key", "key-longer")).isFalse();
        assertThat(Secrets.constantTimeEquals("", "key")).isFalse();
    }
}
