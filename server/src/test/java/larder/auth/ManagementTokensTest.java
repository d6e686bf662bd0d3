package larder.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Secrets;
import larder.platform.db.MemoryDatabase;
import larder.platform.problem.NotFound;
import larder.support.MovableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Management tokens through the real store on the in-memory database, with a real broadcast log whose one receiver is the
 * tokens' own cache, as on a single node.
 */
class ManagementTokensTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(START);
    private JdbcTemplate jdbc;
    private ManagementTokens tokens;

    @BeforeEach
    void emptyDatabase() {
        MemoryDatabase database = MemoryDatabase.empty();
        jdbc = database.jdbc();
        for (String clientId : new String[] {"app_1", "app_2"}) {
            jdbc.update("insert into app (client_id, name, disabled, created_at, updated_at) values (?, ?, false, ?, ?)",
                    clientId, clientId, START.atOffset(ZoneOffset.UTC), START.atOffset(ZoneOffset.UTC));
        }
        tokens = ManagementTokensOver.database(database, clock);
    }

    /** Revoked in the database by another node, whose broadcast this node has not read yet. */
    private void revokeBehindItsBack(String id) {
        jdbc.update("update management_token set revoked_at = ? where id = ?", START.atOffset(ZoneOffset.UTC), id);
    }

    private Instant storedLastUse(String id) {
        OffsetDateTime at = jdbc.queryForObject("select last_used_at from management_token where id = ?",
                OffsetDateTime.class, id);
        return at == null ? null : at.toInstant();
    }

    @Test
    void anIssuedTokenIsShownOnceAndStoredOnlyAsItsHash() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");

        assertThat(issued.token()).startsWith(ManagementTokens.PREFIX).startsWith("lmt_");
        assertThat(issued.id()).startsWith("mtk_");
        assertThat(issued.name()).isEqualTo("Backend");
        assertThat(issued.createdAt()).isEqualTo(START);
        assertThat(issued.toString()).doesNotContain(issued.token()).contains("(redacted)");
        assertThat(jdbc.queryForObject("select secret_hash from management_token where id = ?", String.class,
                issued.id())).isEqualTo(Secrets.hash(issued.token()));
    }

    @Test
    void anIssuedTokenActsAsItsApp() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");

        assertThat(tokens.authenticate(issued.token())).contains(new ManagementCredential("app_1", issued.id()));
        assertThat(tokens.authenticate(issued.token() + "x")).isEmpty();
        assertThat(tokens.authenticate("lmt_unknown")).isEmpty();
    }

    @Test
    void aTokenIsReadAndListedWithoutItsSecret() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");

        assertThat(tokens.get("app_1", issued.id()))
                .isEqualTo(new ManagementTokens.Info(issued.id(), "Backend", START, null));
        assertThatThrownBy(() -> tokens.get("app_2", issued.id())).isInstanceOf(NotFound.class)
                .hasMessageContaining(issued.id());
        assertThatThrownBy(() -> tokens.get("app_1", "mtk_none")).isInstanceOf(NotFound.class);
    }

    @Test
    void anAppsActiveTokensAreListedInOrderOfIssueAPageAtATime() {
        ManagementTokens.Issued first = tokens.issue("app_1", "one");
        ManagementTokens.Issued second = tokens.issue("app_1", "two");
        ManagementTokens.Issued revoked = tokens.issue("app_1", "gone");
        ManagementTokens.Issued third = tokens.issue("app_1", "three");
        tokens.issue("app_2", "other app");
        tokens.revoke("app_1", revoked.id());

        Page<ManagementTokens.Info> page = tokens.list("app_1", PageRequest.of(2, null, 1));
        assertThat(page.data()).extracting(ManagementTokens.Info::id).containsExactly(first.id(), second.id());
        assertThat(page.paging().cursors().after()).isNotNull();

        Page<ManagementTokens.Info> next = tokens.list("app_1", PageRequest.of(2, page.paging().cursors().after(),
                1));
        assertThat(next.data()).extracting(ManagementTokens.Info::name).containsExactly("three");
        assertThat(next.data().getFirst().id()).isEqualTo(third.id());
        assertThat(next.paging().cursors().after()).isNull();
    }

    @Test
    void theLastUseIsShownAtOnceAndWrittenInBatches() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");
        ManagementTokens.Issued unused = tokens.issue("app_1", "Unused");

        clock.now = START.plusSeconds(10);
        tokens.authenticate(issued.token());
        assertThat(tokens.get("app_1", issued.id()).lastUsedAt()).isEqualTo(START.plusSeconds(10));
        assertThat(storedLastUse(issued.id())).isNull();

        tokens.flushLastUse();
        assertThat(storedLastUse(issued.id())).isEqualTo(START.plusSeconds(10));
        assertThat(storedLastUse(unused.id())).isNull();

        clock.now = START.plusSeconds(20);
        tokens.authenticate(issued.token());
        assertThat(tokens.list("app_1", PageRequest.of(10, null, 1)).data().getFirst().lastUsedAt())
                .isEqualTo(START.plusSeconds(20));
        tokens.flushLastUse();
        tokens.flushLastUse();
        assertThat(storedLastUse(issued.id())).isEqualTo(START.plusSeconds(20));
        assertThat(tokens.get("app_1", issued.id()).lastUsedAt()).isEqualTo(START.plusSeconds(20));
    }

    @Test
    void aRevokedTokenStopsWorkingAtOnce() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");
        ManagementCredential credential = tokens.authenticate(issued.token()).orElseThrow();
        assertThat(tokens.revoked(credential)).isFalse();

        clock.now = START.plusSeconds(5);
        tokens.revoke("app_1", issued.id());

        assertThat(tokens.authenticate(issued.token())).isEmpty();
        assertThat(tokens.revoked(credential)).isTrue();
        assertThatThrownBy(() -> tokens.get("app_1", issued.id())).isInstanceOf(NotFound.class);
        assertThat(jdbc.queryForObject("select revoked_at from management_token where id = ?",
                OffsetDateTime.class, issued.id()).toInstant()).isEqualTo(START.plusSeconds(5));
    }

    @Test
    void onlyAnActiveTokenOfTheAppCanBeRevoked() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");

        assertThatThrownBy(() -> tokens.revoke("app_2", issued.id())).isInstanceOf(NotFound.class);
        assertThat(tokens.authenticate(issued.token())).isPresent();
        tokens.revoke("app_1", issued.id());
        assertThatThrownBy(() -> tokens.revoke("app_1", issued.id())).isInstanceOf(NotFound.class)
                .hasMessageContaining(issued.id());
    }

    @Test
    void theStoreRevokesAnActiveTokenOfTheAppOnce() {
        ManagementTokenStore store = new ManagementTokenStore(MemoryDatabase.empty().db());
        jdbc.update("insert into app (client_id, name, disabled, created_at, updated_at) values ('app_1', 'x', false, "
                + "?, ?)", START.atOffset(ZoneOffset.UTC), START.atOffset(ZoneOffset.UTC));
        store.insert("mtk_1", "app_1", "Backend", "hash", START);

        assertThat(store.revoke("app_2", "mtk_1", START)).isFalse();
        assertThat(store.revoke("app_1", "mtk_1", START)).isTrue();
        assertThat(store.revoke("app_1", "mtk_1", START)).isFalse();
        assertThat(store.findActive("app_1", "mtk_1")).isEmpty();
    }

    @Test
    void aRevocationOnAnotherNodeIsSeenWhenItsBroadcastArrives() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");
        ManagementTokens.Issued other = tokens.issue("app_1", "Other");
        ManagementCredential credential = tokens.authenticate(issued.token()).orElseThrow();
        assertThat(tokens.revoked(credential)).isFalse();

        revokeBehindItsBack(issued.id());
        assertThat(tokens.authenticate(issued.token())).isPresent();
        assertThat(tokens.revoked(credential)).isFalse();

        tokens.receive(Secrets.hash(issued.token()), START);

        assertThat(tokens.authenticate(issued.token())).isEmpty();
        assertThat(tokens.revoked(credential)).isTrue();
        assertThat(tokens.authenticate(other.token())).isPresent();
    }

    @Test
    void anyRevocationMakesEveryStandingTokenBeAskedAgain() {
        ManagementTokens.Issued issued = tokens.issue("app_1", "Backend");
        ManagementCredential credential = tokens.authenticate(issued.token()).orElseThrow();
        assertThat(tokens.revoked(credential)).isFalse();

        revokeBehindItsBack(issued.id());
        tokens.receive("the hash of another token", START);

        assertThat(tokens.revoked(credential)).isTrue();
    }

    @Test
    void itListensToTheRevocationTopic() {
        assertThat(tokens.topic()).isEqualTo("auth.management_token_revoked");
    }
}
