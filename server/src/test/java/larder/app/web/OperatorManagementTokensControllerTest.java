package larder.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import larder.app.Apps;
import larder.app.AppsOver;
import larder.auth.ManagementCredential;
import larder.auth.ManagementTokens;
import larder.auth.ManagementTokensOver;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.support.MovableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;

/** The operator's management-token routes, called directly, over the real services on the in-memory database. */
class OperatorManagementTokensControllerTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(NOW);
    private final MemoryDatabase database = MemoryDatabase.empty();
    private final Apps apps = AppsOver.database(database, clock).apps();
    private final ManagementTokens tokens = ManagementTokensOver.database(database, clock);
    private final OperatorManagementTokensController controller = new OperatorManagementTokensController(apps,
            tokens);

    @BeforeEach
    void registerApps() {
        apps.create("app_1", "Shop", List.of());
        apps.create("app_2", "Other", List.of());
    }

    private OperatorManagementTokensController.IssuedTokenView issue(String clientId, String name) {
        return controller.create(clientId, new OperatorManagementTokensController.CreateToken(name)).getBody();
    }

    @Test
    void anIssuedTokenIsShownOnceWithItsAddressAndActsAsItsApp() {
        ResponseEntity<OperatorManagementTokensController.IssuedTokenView> created = controller.create("app_1",
                new OperatorManagementTokensController.CreateToken("  Backend  "));

        OperatorManagementTokensController.IssuedTokenView issued = created.getBody();
        assertThat(issued).isNotNull();
        assertThat(created.getStatusCode().value()).isEqualTo(201);
        assertThat(created.getHeaders().getLocation())
                .hasToString("/admin/v1/apps/app_1/management-tokens/" + issued.id());
        assertThat(issued.name()).isEqualTo("Backend");
        assertThat(issued.createdAt()).isEqualTo(NOW);
        assertThat(issued.token()).startsWith("lmt_");
        assertThat(issued.toString()).doesNotContain(issued.token()).contains("token=(redacted)");
        assertThat(tokens.authenticate(issued.token())).contains(new ManagementCredential("app_1", issued.id()));
    }

    @Test
    void aTokenNeedsANameOfOneToTwoHundredCharacters() {
        assertThat(issue("app_1", "x").name()).isEqualTo("x");
        assertThat(issue("app_1", "y".repeat(Apps.MAX_NAME_LENGTH)).name()).hasSize(200);

        for (String name : new String[] {null, "", "  ", "z".repeat(Apps.MAX_NAME_LENGTH + 1)}) {
            assertThatThrownBy(() -> issue("app_1", name)).isInstanceOfSatisfying(InvalidRequest.class, e ->
                    assertThat(e.errors()).extracting(FieldProblem::pointer).containsExactly("/name"));
        }
        assertThat(controller.list("app_1", PageRequest.of(10, null, 1)).data()).hasSize(2);
    }

    @Test
    void tokensAreListedAndReadWithoutTheirSecrets() {
        OperatorManagementTokensController.IssuedTokenView first = issue("app_1", "one");
        clock.now = NOW.plusSeconds(7);
        tokens.authenticate(first.token());
        OperatorManagementTokensController.IssuedTokenView second = issue("app_1", "two");
        issue("app_2", "theirs");

        Page<OperatorManagementTokensController.TokenView> page = controller.list("app_1",
                PageRequest.of(10, null, 1));
        assertThat(page.data()).containsExactly(
                new OperatorManagementTokensController.TokenView(first.id(), "one", NOW, NOW.plusSeconds(7)),
                new OperatorManagementTokensController.TokenView(second.id(), "two", NOW.plusSeconds(7), null));
        assertThat(controller.get("app_1", second.id()))
                .isEqualTo(new OperatorManagementTokensController.TokenView(second.id(), "two", NOW.plusSeconds(7),
                        null));
        assertThatThrownBy(() -> controller.get("app_2", first.id())).isInstanceOf(NotFound.class);
    }

    @Test
    void aRevokedTokenStopsWorkingAndIsGoneFromTheList() {
        OperatorManagementTokensController.IssuedTokenView issued = issue("app_1", "one");

        controller.revoke("app_1", issued.id());

        assertThat(tokens.authenticate(issued.token())).isEmpty();
        assertThat(controller.list("app_1", PageRequest.of(10, null, 1)).data()).isEmpty();
        assertThatThrownBy(() -> controller.revoke("app_1", issued.id())).isInstanceOf(NotFound.class);
    }

    @Test
    void everyRouteOfAnUnknownAppIsNotFound() {
        OperatorManagementTokensController.IssuedTokenView issued = issue("app_1", "one");

        assertThatThrownBy(() -> issue("app_none", "x")).isInstanceOf(NotFound.class)
                .hasMessageContaining("App app_none");
        assertThatThrownBy(() -> controller.list("app_none", PageRequest.of(10, null, 1)))
                .isInstanceOf(NotFound.class).hasMessageContaining("App app_none");
        assertThatThrownBy(() -> controller.get("app_none", issued.id())).isInstanceOf(NotFound.class)
                .hasMessageContaining("App app_none");
        assertThatThrownBy(() -> controller.revoke("app_none", issued.id())).isInstanceOf(NotFound.class)
                .hasMessageContaining("App app_none");
        assertThat(tokens.authenticate(issued.token())).isPresent();
    }
}
