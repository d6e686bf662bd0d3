package larder.auth.token;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import larder.platform.db.MemoryDatabase;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;

/** The signing key every node shares, on the in-memory database. */
class SigningKeysTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MemoryDatabase database = MemoryDatabase.empty();

    private SigningKeys keys() {
        return new SigningKeys(database.db(), new MovableClock(NOW));
    }

    @Test
    void theFirstNodeCreatesAKeyOf256RandomBits() {
        SigningKeys.Key key = keys().current();

        assertThat(key.id()).isEqualTo("k1");
        assertThat(key.secret()).hasSize(32);
        assertThat(database.jdbc().queryForObject("select secret from signing_key where id = 'k1'", String.class))
                .isEqualTo(Base64.getEncoder().encodeToString(key.secret()));
        assertThat(database.jdbc().queryForObject("select created_at from signing_key where id = 'k1'",
                java.time.OffsetDateTime.class).toInstant()).isEqualTo(NOW);
    }

    @Test
    void everyNodeSignsWithTheKeyAlreadyStored() {
        byte[] stored = new byte[32];
        stored[0] = 42;
        database.jdbc().update("insert into signing_key (id, secret, created_at) values ('k1', ?, ?)",
                Base64.getEncoder().encodeToString(stored), NOW.atOffset(ZoneOffset.UTC));

        assertThat(keys().current().secret()).isEqualTo(stored);
        assertThat(keys().current().secret()).isEqualTo(stored);
        assertThat(database.jdbc().queryForObject("select count(*) from signing_key", Integer.class)).isEqualTo(1);
    }

    @Test
    void theKeyIsReadOnceAndThenKept() {
        SigningKeys keys = keys();
        SigningKeys.Key first = keys.current();

        database.jdbc().update("update signing_key set secret = ?", Base64.getEncoder().encodeToString(new byte[32]));

        assertThat(keys.current()).isSameAs(first);
        assertThat(keys().current().secret()).isEqualTo(new byte[32]);
    }

    @Test
    void theSecretIsNeverShown() {
        SigningKeys.Key key = keys().current();

        assertThat(key.toString()).isEqualTo("Key[id=k1, secret=(redacted)]");
    }
}
