package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import larder.app.AppView;
import larder.app.Apps;
import larder.app.AppsOver;
import larder.auth.ManagementCredential;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.InvalidRequest;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;

/** An app's server reading and setting its own origins, called directly over the real app service. */
class AppSettingsControllerTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(NOW);
    private final Apps apps = AppsOver.database(MemoryDatabase.empty(), clock).apps();
    private final AppSettingsController controller = new AppSettingsController(apps);

    @Test
    void anAppsServerReadsItsOwnAppOnly() {
        apps.create("app_1", "Shop", List.of("https://shop.example"));
        apps.create("app_2", "Other", List.of("https://other.example"));

        AppView own = controller.get(new ManagementCredential("app_1", "mtk_1"));

        assertThat(own.clientId()).isEqualTo("app_1");
        assertThat(own.name()).isEqualTo("Shop");
        assertThat(own.allowedOrigins()).containsExactly("https://shop.example");
    }

    @Test
    void anAppsServerReplacesItsOriginsAndNothingElse() {
        apps.create("app_1", "Shop", List.of("https://shop.example"));
        clock.now = NOW.plusSeconds(3);

        AppView changed = controller.update(new ManagementCredential("app_1", "mtk_1"),
                new AppSettingsController.ChangeSettings(List.of("https://new.example", "https://*.new.example")));

        assertThat(changed.allowedOrigins()).containsExactly("https://new.example", "https://*.new.example");
        assertThat(changed.name()).isEqualTo("Shop");
        assertThat(changed.disabled()).isFalse();
        assertThat(changed.updatedAt()).isEqualTo(NOW.plusSeconds(3));
        assertThat(apps.get("app_1").originValues()).containsExactly("https://new.example", "https://*.new.example");

        AppView unchanged = controller.update(new ManagementCredential("app_1", "mtk_1"),
                new AppSettingsController.ChangeSettings(null));
        assertThat(unchanged.allowedOrigins()).containsExactly("https://new.example", "https://*.new.example");
    }

    @Test
    void anInvalidOriginIsRefused() {
        apps.create("app_1", "Shop", List.of("https://shop.example"));

        assertThatThrownBy(() -> controller.update(new ManagementCredential("app_1", "mtk_1"),
                new AppSettingsController.ChangeSettings(List.of("https://shop.example/path"))))
                .isInstanceOf(InvalidRequest.class);
        assertThat(apps.get("app_1").originValues()).containsExactly("https://shop.example");
    }
}
