package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import larder.app.AppView;
import larder.app.Apps;
import larder.app.AppsOver;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.support.MovableClock;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;

/** The operator's app routes, called directly, over the real app service on the in-memory database. */
class OperatorAppsControllerTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(NOW);
    private final Apps apps = AppsOver.database(MemoryDatabase.empty(), clock).apps();
    private final OperatorAppsController controller = new OperatorAppsController(apps);

    @Test
    void aNewAppIsAnsweredWithItsAddress() {
        ResponseEntity<AppView> created = controller.create(new OperatorAppsController.CreateApp("Shop",
                List.of("https://shop.example")));

        AppView app = created.getBody();
        assertThat(app).isNotNull();
        assertThat(app.clientId()).startsWith("app_");
        assertThat(app.name()).isEqualTo("Shop");
        assertThat(app.allowedOrigins()).containsExactly("https://shop.example");
        assertThat(app.disabled()).isFalse();
        assertThat(app.createdAt()).isEqualTo(NOW);
        assertThat(created.getStatusCode().value()).isEqualTo(201);
        assertThat(created.getHeaders().getLocation()).hasToString("/admin/v1/apps/" + app.clientId());
        assertThat(controller.get(app.clientId())).isEqualTo(app);
    }

    @Test
    void anInvalidAppIsRefused() {
        assertThatThrownBy(() -> controller.create(new OperatorAppsController.CreateApp(" ", null)))
                .isInstanceOf(InvalidRequest.class);
        assertThat(controller.list(PageRequest.of(10, null, 2)).data()).isEmpty();
    }

    @Test
    void appsAreListedAPageAtATime() {
        String first = controller.create(new OperatorAppsController.CreateApp("One", null)).getBody().clientId();
        clock.now = NOW.plusSeconds(1);
        String second = controller.create(new OperatorAppsController.CreateApp("Two", null)).getBody().clientId();

        Page<AppView> page = controller.list(PageRequest.of(1, null, 2));
        assertThat(page.data()).extracting(AppView::clientId).containsExactly(first);
        Page<AppView> next = controller.list(PageRequest.of(1, page.paging().cursors().after(), 2));
        assertThat(next.data()).extracting(AppView::clientId).containsExactly(second);
    }

    @Test
    void aChangeNamesOnlyWhatItChanges() {
        String clientId = controller.create(new OperatorAppsController.CreateApp("Shop",
                List.of("https://shop.example"))).getBody().clientId();
        clock.now = NOW.plusSeconds(5);

        AppView disabled = controller.update(clientId, new OperatorAppsController.ChangeApp(null, null, true));
        assertThat(disabled.disabled()).isTrue();
        assertThat(disabled.name()).isEqualTo("Shop");
        assertThat(disabled.allowedOrigins()).containsExactly("https://shop.example");
        assertThat(disabled.updatedAt()).isEqualTo(NOW.plusSeconds(5));

        AppView renamed = controller.update(clientId, new OperatorAppsController.ChangeApp("Big shop",
                List.of("https://big.example"), null));
        assertThat(renamed.name()).isEqualTo("Big shop");
        assertThat(renamed.allowedOrigins()).containsExactly("https://big.example");
        assertThat(renamed.disabled()).isTrue();
        assertThat(controller.get(clientId)).isEqualTo(renamed);
    }

    @Test
    void anUnknownAppIsNotFound() {
        assertThatThrownBy(() -> controller.get("app_none")).isInstanceOf(NotFound.class);
        assertThatThrownBy(() -> controller.update("app_none", new OperatorAppsController.ChangeApp("x", null,
                null))).isInstanceOf(NotFound.class);
    }
}
