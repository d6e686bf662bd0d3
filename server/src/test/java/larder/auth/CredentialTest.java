package larder.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CredentialTest {

    private final Credential user = new UserCredential("usr_1", "app_1", "fam_1", Instant.EPOCH);
    private final Credential app = new ManagementCredential("app_1", "mgt_1");

    @Test
    void aUserSeesItsOwnResourcesOfItsAppAndThoseSharedWithIt() {
        assertThat(user.sees("app_1", "usr_1")).isTrue();
        assertThat(user.sees("app_1", "usr_2")).isFalse();
        assertThat(user.sees("app_1", null)).as("the app's own resources").isFalse();
        assertThat(user.sees("app_2", "usr_1")).as("another app's").isFalse();
        assertThat(user.sees("app_1", "usr_2", Set.of("usr_1")::contains)).isTrue();
        assertThat(user.sees("app_1", "usr_2", Set.of("usr_3")::contains)).isFalse();
        assertThat(user.sees("app_2", "usr_2", Set.of("usr_1")::contains)).isFalse();
    }

    @Test
    void theAppsServerSeesEveryResourceOfItsAppOnly() {
        assertThat(app.sees("app_1", "usr_1")).isTrue();
        assertThat(app.sees("app_1", null)).isTrue();
        assertThat(app.sees("app_2", null)).isFalse();
    }

    @Test
    void aUserChangesItsOwnAndSharedResourcesAndTheAppsServerOnlyTheAppsOwn() {
        assertThat(user.changes("usr_1")).isTrue();
        assertThat(user.changes("usr_2")).isFalse();
        assertThat(user.changes("usr_2", Set.of("usr_1")::contains)).isTrue();
        assertThat(user.changes(null)).isFalse();
        assertThat(app.changes(null)).isTrue();
        assertThat(app.changes("usr_1")).isFalse();
        assertThat(app.changes("usr_1", userId -> true)).isFalse();
    }
}
