package larder.auth.token;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import larder.auth.AuthSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;

class RevocationRegistryTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(START);
    private final RevocationRegistry registry = new RevocationRegistry(clock, new AuthSettings(Duration.ofHours(1),
            Duration.ofDays(90), Duration.ofSeconds(60)));

    @Test
    void aRevokedFamilyOrUserIsRevokedAndNothingElse() {
        registry.familyRevoked("fam_1", START);
        registry.userRevoked("usr_9", START);
        assertThat(registry.revoked("usr_1", "fam_1")).isTrue();
        assertThat(registry.revoked("usr_9", "fam_2")).isTrue();
        assertThat(registry.revoked("usr_1", "fam_2")).isFalse();
    }

    @Test
    void entriesAreKeptForOneAccessTokenLifetimeAndAMinute() {
        assertThat(registry.memory()).isEqualTo(Duration.ofMinutes(61));
        registry.familyRevoked("fam_1", START);
        registry.userRevoked("usr_1", START);
        clock.now = START.plus(Duration.ofMinutes(61));
        registry.forgetOldEntries();
        assertThat(registry.revoked("usr_1", "fam_x")).as("exactly the memory is kept").isTrue();
        assertThat(registry.revoked("usr_x", "fam_1")).isTrue();
        clock.now = START.plus(Duration.ofMinutes(61)).plusMillis(1);
        registry.forgetOldEntries();
        assertThat(registry.revoked("usr_1", "fam_x")).isFalse();
        assertThat(registry.revoked("usr_x", "fam_1")).isFalse();
    }

    @Test
    void theFirstRevocationsTimeIsKept() {
        registry.familyRevoked("fam_1", START);
        registry.familyRevoked("fam_1", START.plus(Duration.ofHours(2)));
        clock.now = START.plus(Duration.ofHours(2));
        registry.forgetOldEntries();
        assertThat(registry.revoked("usr_1", "fam_1")).isFalse();
    }

    @Test
    void theBroadcastLogFeedsFamiliesAndUsersAndReplaysOneMemory() {
        RevocationRegistry.Receivers receivers = new RevocationRegistry.Receivers();
        BroadcastReceiver families = receivers.familyRevocations(registry);
        BroadcastReceiver users = receivers.userRevocations(registry);
        assertThat(families.topic()).isEqualTo(RevocationRegistry.FAMILY_REVOKED);
        assertThat(users.topic()).isEqualTo(RevocationRegistry.USER_REVOKED);
        assertThat(families.history()).isEqualTo(Duration.ofMinutes(61));
        assertThat(users.history()).isEqualTo(Duration.ofMinutes(61));
        families.receive("fam_7", START);
        users.receive("usr_7", START);
        assertThat(registry.revoked("usr_1", "fam_7")).isTrue();
        assertThat(registry.revoked("usr_7", "fam_1")).isTrue();
        assertThat(registry.revoked("fam_7", "usr_7")).as("not mixed up").isFalse();
    }
}
