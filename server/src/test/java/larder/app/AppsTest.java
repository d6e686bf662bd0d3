package larder.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import larder.auth.Client;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.PlatformSettings;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.support.MovableClock;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/**
 * Registering and changing apps, through the real store on the in-memory database, with a real broadcast log whose one
 * receiver is the directory the token endpoint and the filters ask.
 */
class AppsTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(START);
    private AppStore store;
    private AppDirectory directory;
    private Apps apps;

    @BeforeEach
    void emptyDatabase() {
        DSLContext db = MemoryDatabase.empty().db();
        store = new AppStore(db);
        directory = new AppDirectory(store);
        Broadcasts broadcasts = new Broadcasts(db, clock, new PlatformSettings(null, null, null, "on",
                Duration.ofSeconds(1), false, null),
                new StaticListableBeanFactory(Map.of("directory", directory)).getBeanProvider(BroadcastReceiver.class));
        apps = new Apps(store, broadcasts, clock);
    }

    private static List<String> pointers(Throwable e) {
        return ((InvalidRequest) e).errors().stream().map(FieldProblem::pointer).toList();
    }

    private static List<String> origins(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "https://shop" + i + ".example").toList();
    }

    @Test
    void aNewAppGetsAClientIdItsStrippedNameAndItsOriginsInTheOrderGiven() {
        App app = apps.create("  Shop  ", List.of("https://b.example", "https://*.a.example", "http://localhost:3000"));

        assertThat(app.clientId()).startsWith("app_");
        assertThat(app.name()).isEqualTo("Shop");
        assertThat(app.disabled()).isFalse();
        assertThat(app.createdAt()).isEqualTo(START);
        assertThat(app.updatedAt()).isEqualTo(START);
        assertThat(apps.get(app.clientId())).isEqualTo(app);
        assertThat(apps.get(app.clientId()).originValues())
                .containsExactly("https://b.example", "https://*.a.example", "http://localhost:3000");
        assertThat(apps.exists(app.clientId())).isTrue();
    }

    @Test
    void anAppMayBeGivenItsClientIdAndNoOrigins() {
        App demo = apps.create("demo", "Demo", null);

        assertThat(apps.get("demo").name()).isEqualTo("Demo");
        assertThat(demo.allowedOrigins()).isEmpty();
        assertThat(apps.get("demo").allowedOrigins()).isEmpty();
    }

    @Test
    void anOriginGivenTwiceIsKeptOnce() {
        App app = apps.create("Shop", List.of("https://shop.example", "https://shop.example:443",
                "https://other.example"));

        assertThat(apps.get(app.clientId()).originValues()).containsExactly("https://shop.example",
                "https://other.example");
    }

    @Test
    void aNameOfOneToTwoHundredCharactersIsTakenAndAnyOtherRefused() {
        assertThat(apps.create("x", List.of()).name()).isEqualTo("x");
        assertThat(apps.create("x".repeat(Apps.MAX_NAME_LENGTH), List.of()).name()).hasSize(200);

        for (String name : new String[] {null, "", "   ", "x".repeat(Apps.MAX_NAME_LENGTH + 1)}) {
            assertThatThrownBy(() -> apps.create(name, List.of()))
                    .isInstanceOfSatisfying(InvalidRequest.class, e -> {
                        assertThat(pointers(e)).containsExactly("/name");
                        assertThat(e.errors().getFirst().message()).isEqualTo("must be 1 to 200 characters");
                    });
        }
        assertThat(apps.list(PageRequest.of(100, null, 2)).data()).hasSize(2);
    }

    @Test
    void aHundredOriginsAreTakenAndMoreRefusedAsAWhole() {
        App app = apps.create("Shop", origins(Apps.MAX_ORIGINS));
        assertThat(apps.get(app.clientId()).allowedOrigins()).hasSize(100);

        assertThatThrownBy(() -> apps.create("Shop", origins(Apps.MAX_ORIGINS + 1)))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> {
                    assertThat(pointers(e)).containsExactly("/allowed_origins");
                    assertThat(e.errors().getFirst().message()).isEqualTo("at most 100 origins");
                });
    }

    @Test
    void everyInvalidOriginAndABadNameAreReportedTogetherAndNothingIsStored() {
        assertThatThrownBy(() -> apps.create("", List.of("https://ok.example", "ftp://shop.example",
                "https://*.com")))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> assertThat(pointers(e))
                        .containsExactly("/name", "/allowed_origins/1", "/allowed_origins/2"));

        assertThat(apps.list(PageRequest.of(100, null, 2)).data()).isEmpty();
    }

    @Test
    void aChangeChangesOnlyWhatItNamesAndKeepsTheCreationTime() {
        App app = apps.create("Shop", List.of("https://shop.example"));
        clock.now = START.plusSeconds(30);

        App renamed = apps.update(app.clientId(), new Apps.Change(" Big shop ", null, null));

        assertThat(renamed.name()).isEqualTo("Big shop");
        assertThat(renamed.originValues()).containsExactly("https://shop.example");
        assertThat(renamed.disabled()).isFalse();
        assertThat(renamed.createdAt()).isEqualTo(START);
        assertThat(renamed.updatedAt()).isEqualTo(START.plusSeconds(30));
        assertThat(apps.get(app.clientId())).isEqualTo(renamed);

        App moved = apps.update(app.clientId(), new Apps.Change(null, List.of("https://new.example",
                "https://*.new.example"), null));
        assertThat(moved.name()).isEqualTo("Big shop");
        assertThat(apps.get(app.clientId()).originValues()).containsExactly("https://new.example",
                "https://*.new.example");

        App cleared = apps.update(app.clientId(), new Apps.Change(null, List.of(), null));
        assertThat(apps.get(app.clientId()).allowedOrigins()).isEmpty();
        assertThat(cleared.allowedOrigins()).isEmpty();
    }

    @Test
    void anAppIsDisabledAndEnabledAgain() {
        App app = apps.create("Shop", List.of("https://shop.example"));

        assertThat(apps.update(app.clientId(), new Apps.Change(null, null, true)).disabled()).isTrue();
        assertThat(apps.get(app.clientId()).disabled()).isTrue();
        assertThat(apps.get(app.clientId()).active()).isFalse();
        assertThat(apps.update(app.clientId(), new Apps.Change(null, null, null)).disabled()).isTrue();

        assertThat(apps.update(app.clientId(), new Apps.Change(null, null, false)).disabled()).isFalse();
        assertThat(apps.get(app.clientId()).active()).isTrue();
    }

    @Test
    void anInvalidChangeIsRefusedAndChangesNothing() {
        App app = apps.create("Shop", List.of("https://shop.example"));

        assertThatThrownBy(() -> apps.update(app.clientId(), new Apps.Change(" ", List.of("nope"), true)))
                .isInstanceOfSatisfying(InvalidRequest.class, e -> assertThat(pointers(e))
                        .containsExactly("/name", "/allowed_origins/0"));

        assertThat(apps.get(app.clientId())).isEqualTo(app);
    }

    @Test
    void anUnknownAppIsNotFound() {
        assertThatThrownBy(() -> apps.get("app_none")).isInstanceOf(NotFound.class).hasMessageContaining("app_none");
        assertThatThrownBy(() -> apps.update("app_none", new Apps.Change("x", null, null)))
                .isInstanceOf(NotFound.class);
        assertThat(apps.exists("app_none")).isFalse();
    }

    @Test
    void appsAreListedInOrderOfCreationAPageAtATime() {
        apps.create("app_b", "B", List.of("https://b.example"));
        apps.create("app_a", "A", List.of("https://a.example"));
        clock.now = START.plusSeconds(1);
        apps.create("app_0", "C", List.of());

        Page<App> first = apps.list(PageRequest.of(2, null, 2));
        assertThat(first.data()).extracting(App::clientId).containsExactly("app_a", "app_b");
        assertThat(first.data().get(1).originValues()).containsExactly("https://b.example");
        assertThat(first.paging().cursors().after()).isNotNull();

        Page<App> second = apps.list(PageRequest.of(2, first.paging().cursors().after(), 2));
        assertThat(second.data()).extracting(App::clientId).containsExactly("app_0");
        assertThat(second.paging().cursors().after()).isNull();

        assertThat(apps.list(PageRequest.of(3, null, 2)).paging().cursors().after()).isNull();
    }

    @Test
    void everyChangeReachesTheDirectoryAtOnce() {
        assertThat(directory.client("app_1")).isEmpty();

        apps.create("app_1", "Shop", List.of("https://shop.example"));
        assertThat(directory.client("app_1")).map(Client::active).contains(true);
        assertThat(directory.anyActiveClientAllows("https://shop.example")).isTrue();

        apps.update("app_1", new Apps.Change(null, null, true));
        assertThat(directory.client("app_1")).map(Client::active).contains(false);
        assertThat(directory.anyActiveClientAllows("https://shop.example")).isFalse();
    }
}
