package larder.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import larder.auth.Client;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The in-memory directory of apps, over the real store on the in-memory database, written to behind its back. */
class AppDirectoryTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private MemoryDatabase database;
    private AppStore store;
    private AppDirectory directory;

    @BeforeEach
    void emptyDatabase() {
        database = MemoryDatabase.empty();
        store = new AppStore(database.db());
        directory = new AppDirectory(store);
    }

    private static App app(String clientId, boolean disabled, String... origins) throws AllowedOrigin.Invalid {
        List<AllowedOrigin> parsed = new ArrayList<>();
        for (String origin : origins) {
            parsed.add(AllowedOrigin.parse(origin));
        }
        return new App(clientId, clientId, parsed, disabled, NOW, NOW);
    }

    @Test
    void everyAppIsLoadedOnFirstUseActiveOrNot() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));
        store.insert(app("app_off", true, "https://off.example"));

        assertThat(directory.client("app_1")).map(Client::active).contains(true);
        assertThat(directory.client("app_off")).map(Client::active).contains(false);
        assertThat(directory.client("app_none")).isEmpty();
        assertThat(directory.client("app_1").orElseThrow().allowsOrigin("https://shop.example")).isTrue();
    }

    @Test
    void anOriginIsAllowedWhenAnActiveAppAllowsItExactlyOrByAWildcard() throws Exception {
        store.insert(app("app_1", false, "https://shop.example", "https://*.shop.example", "http://localhost:3000"));

        assertThat(directory.anyActiveClientAllows("https://shop.example")).isTrue();
        assertThat(directory.anyActiveClientAllows("https://www.shop.example")).isTrue();
        assertThat(directory.anyActiveClientAllows("https://a.b.shop.example")).isTrue();
        assertThat(directory.anyActiveClientAllows("http://localhost:3000")).isTrue();
        assertThat(directory.anyActiveClientAllows("http://localhost:3001")).isFalse();
        assertThat(directory.anyActiveClientAllows("http://shop.example")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://other.example")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://xshop.example")).isFalse();
    }

    @Test
    void anAppAllowsOnlyTheOriginsItNames() throws Exception {
        store.insert(app("app_1", false, "https://shop.example", "https://*.shop.example"));
        store.insert(app("app_2", false));
        Client shop = directory.client("app_1").orElseThrow();

        assertThat(shop.allowsOrigin("https://shop.example")).isTrue();
        assertThat(shop.allowsOrigin("https://www.shop.example")).isTrue();
        assertThat(shop.allowsOrigin("https://other.example")).isFalse();
        assertThat(shop.allowsOrigin("https://*.shop.example")).isFalse();
        assertThat(shop.allowsOrigin("null")).isFalse();
        assertThat(shop.allowsOrigin(null)).isFalse();
        assertThat(directory.client("app_2").orElseThrow().allowsOrigin("https://shop.example")).isFalse();
    }

    @Test
    void anOriginIsComparedInItsNormalForm() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));

        assertThat(directory.anyActiveClientAllows("HTTPS://Shop.Example:443")).isTrue();
        assertThat(directory.anyActiveClientAllows("https://shop.example:8443")).isFalse();
    }

    @Test
    void unreadableOrWildcardOriginsAreNeverAllowed() throws Exception {
        store.insert(app("app_1", false, "https://*.shop.example"));

        assertThat(directory.anyActiveClientAllows("null")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://shop.example/")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://*.shop.example")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://*.www.shop.example")).isFalse();
    }

    @Test
    void aDisabledAppAllowsNoOriginNotEvenByWildcard() throws Exception {
        store.insert(app("app_off", true, "https://shop.example", "https://*.shop.example"));

        assertThat(directory.anyActiveClientAllows("https://shop.example")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://www.shop.example")).isFalse();
    }

    @Test
    void aChangeBehindItsBackIsSeenOnlyOnceThatAppIsReloaded() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));
        store.insert(app("app_2", false, "https://two.example"));
        assertThat(directory.anyActiveClientAllows("https://shop.example")).isTrue();

        store.update(app("app_1", true, "https://shop.example"));
        store.update(app("app_2", true, "https://two.example"));
        store.insert(app("app_3", false, "https://three.example"));
        assertThat(directory.client("app_1")).map(Client::active).contains(true);
        assertThat(directory.client("app_3")).isEmpty();

        directory.receive("app_1", NOW);
        directory.reload("app_3");

        assertThat(directory.client("app_1")).map(Client::active).contains(false);
        assertThat(directory.anyActiveClientAllows("https://shop.example")).isFalse();
        assertThat(directory.client("app_2")).map(Client::active).contains(true);
        assertThat(directory.anyActiveClientAllows("https://two.example")).isTrue();
        assertThat(directory.anyActiveClientAllows("https://three.example")).isTrue();
    }

    @Test
    void anAppGoneFromTheStoreIsForgottenOnReload() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));
        assertThat(directory.client("app_1")).isPresent();

        database.jdbc().update("delete from app where client_id = 'app_1'");
        directory.reload("app_1");

        assertThat(directory.client("app_1")).isEmpty();
        assertThat(directory.anyActiveClientAllows("https://shop.example")).isFalse();
    }

    @Test
    void aReloadBeforeFirstUseLoadsEveryApp() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));
        store.insert(app("app_2", false));

        directory.reload("app_2");

        assertThat(directory.client("app_1")).isPresent();
        assertThat(directory.client("app_2")).isPresent();
    }

    @Test
    void theSafetyNetReloadsEveryApp() throws Exception {
        store.insert(app("app_1", false, "https://shop.example"));
        assertThat(directory.client("app_1")).isPresent();

        store.update(app("app_1", false, "https://moved.example"));
        store.insert(app("app_2", false));
        directory.reloadAll();

        assertThat(directory.anyActiveClientAllows("https://shop.example")).isFalse();
        assertThat(directory.anyActiveClientAllows("https://moved.example")).isTrue();
        assertThat(directory.client("app_2")).isPresent();
    }

    @Test
    void itListensToTheAppChangeTopic() {
        assertThat(directory.topic()).isEqualTo(AppDirectory.CHANGED).isEqualTo("app.changed");
    }
}
