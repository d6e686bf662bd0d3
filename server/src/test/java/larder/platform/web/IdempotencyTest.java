package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import larder.platform.PlatformSettings;
import larder.platform.cluster.ProcessLease;
import larder.support.MigratedH2;
import larder.support.MovableClock;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The idempotency keys' rules, on an in-memory H2 migrated as the server's own database is. */
class IdempotencyTest {

    private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

    private final MovableClock clock = new MovableClock(START);
    private DSLContext db;
    private Idempotency keys;
    private final ProcessLease lease = new ProcessLease(new PlatformSettings(Path.of("."),
            new PlatformSettings.Database(null, null, null), null, "off", Duration.ofSeconds(1), false, null));

    /** Migrated once for the class (Flyway takes a few seconds); each test starts from an empty table. */
    private static JdbcDataSource h2;

    @BeforeAll
    static void migrate() {
        h2 = MigratedH2.create("idem");
    }

    @BeforeEach
    void emptyTable() {
        db = DSL.using(h2, SQLDialect.H2);
        db.execute("delete from idempotency_key");
        keys = new Idempotency(db, clock, lease);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theFirstRequestWithAKeyClaimsItAndADuplicateMeanwhileIsInProgress() {
        assertThat(keys.claim("user:u1", "k1", "POST /v1beta/lists abc")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(keys.claim("user:u1", "k1", "POST /v1beta/lists abc"))
                .isInstanceOf(Idempotency.Claim.InProgress.class);
    }

    @Test
    void keysArePerCredential() {
        keys.claim("user:u1", "k1", "f");
        assertThat(keys.claim("user:u2", "k1", "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(keys.claim("app:a1", "k1", "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
    }

    @Test
    void aKeyReusedForAnotherRequestIsAMismatch() {
        keys.claim("user:u1", "k1", "POST /v1beta/lists abc");
        assertThat(keys.claim("user:u1", "k1", "POST /v1beta/lists def"))
                .isInstanceOf(Idempotency.Claim.Mismatch.class);
    }

    @Test
    void anAnsweredRequestIsReplayedWithEverythingItAnswered() {
        keys.claim("user:u1", "k1", "f");
        keys.completeAlone("user:u1", "k1", 201, "application/json", "/v1beta/lists/l1", "\"v1\"",
                utf8("{\"id\":\"l1\",\"name\":\"Épicerie\"}"));
        clock.now = START.plus(Duration.ofHours(23));
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOfSatisfying(Idempotency.Claim.Replay.class, replay -> {
            assertThat(replay.status()).isEqualTo(201);
            assertThat(replay.contentType()).isEqualTo("application/json");
            assertThat(replay.location()).isEqualTo("/v1beta/lists/l1");
            assertThat(replay.etag()).isEqualTo("\"v1\"");
            assertThat(new String(replay.body(), StandardCharsets.UTF_8)).isEqualTo("{\"id\":\"l1\",\"name\":\"Épicerie\"}");
        });
    }

    @Test
    void anAnswerWithoutABodyIsReplayedWithAnEmptyOne() {
        keys.claim("user:u1", "k1", "f");
        db.execute("update idempotency_key set status = 204, body = null");
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOfSatisfying(Idempotency.Claim.Replay.class,
                replay -> assertThat(replay.body()).isEmpty());
    }

    @Test
    void aKeyOlderThanADayIsForgottenAndCanBeClaimedAgain() {
        keys.claim("user:u1", "k1", "old");
        keys.completeAlone("user:u1", "k1", 201, "application/json", null, null, utf8("{}"));
        clock.now = START.plus(Idempotency.RETENTION);
        assertThat(keys.claim("user:u1", "k1", "new")).as("exactly a day old is kept")
                .isInstanceOf(Idempotency.Claim.Mismatch.class);
        clock.now = START.plus(Idempotency.RETENTION).plusMillis(1);
        assertThat(keys.claim("user:u1", "k1", "new")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(keys.claim("user:u1", "k1", "new")).isInstanceOf(Idempotency.Claim.InProgress.class);
    }

    @Test
    void aClaimAbandonedForMoreThanTwoMinutesIsTakenOverByARetry() {
        keys.claim("user:u1", "k1", "f");
        clock.now = START.plus(Duration.ofMinutes(2));
        assertThat(keys.claim("user:u1", "k1", "f")).as("two minutes is not yet abandoned")
                .isInstanceOf(Idempotency.Claim.InProgress.class);
        clock.now = START.plus(Duration.ofMinutes(2)).plusMillis(1);
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(keys.claim("user:u1", "k1", "f")).as("the retry's claim is fresh")
                .isInstanceOf(Idempotency.Claim.InProgress.class);
    }

    @Test
    void aClaimOfAProcessThatIsGoneIsTakenOverAtOnceByARetry() {
        keys.claim("user:u1", "k1", "f");
        // The embedded database is one process's: a claim made before this process started belongs to a dead one.
        db.execute("update idempotency_key set owner = ?", lease.id() + 1);
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(db.fetchSingle("select owner from idempotency_key").get(0, Long.class)).isEqualTo(lease.id());
        assertThat(keys.claim("user:u1", "k1", "f")).as("the retry's claim is this process's")
                .isInstanceOf(Idempotency.Claim.InProgress.class);
    }

    @Test
    void anAnsweredKeyIsNeverTakenOverHoweverOld() {
        keys.claim("user:u1", "k1", "f");
        keys.completeAlone("user:u1", "k1", 200, "application/json", null, null, utf8("{}"));
        clock.now = START.plus(Duration.ofHours(1));
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOf(Idempotency.Claim.Replay.class);
    }

    @Test
    void aReleasedClaimRunsAgainButAnAnsweredOneIsNotReleased() {
        keys.claim("user:u1", "k1", "f");
        keys.release("user:u1", "k1");
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
        keys.completeAlone("user:u1", "k1", 201, "application/json", null, null, utf8("{}"));
        keys.release("user:u1", "k1");
        assertThat(keys.claim("user:u1", "k1", "f")).isInstanceOf(Idempotency.Claim.Replay.class);
    }

    @Test
    void expiredKeysAreDeletedAndYoungerOnesKept() {
        keys.claim("user:u1", "old", "f");
        clock.now = START.plus(Duration.ofHours(12));
        keys.claim("user:u1", "young", "f");
        clock.now = START.plus(Idempotency.RETENTION).plusSeconds(1);
        keys.forgetExpired();
        assertThat(db.fetch("select idem_key from idempotency_key").getValues(0, String.class))
                .containsExactly("young");
    }

    @Test
    void theAnswerIsStoredWithTheTimeItCompleted() {
        keys.claim("user:u1", "k1", "f");
        clock.now = START.plusSeconds(5);
        keys.completeWithChange("user:u1", "k1", 201, "application/json", null, null, utf8("{}"));
        java.time.OffsetDateTime completed = db.fetchSingle("select completed_at from idempotency_key")
                .get(0, java.time.OffsetDateTime.class);
        assertThat(completed.toInstant()).isEqualTo(START.plusSeconds(5));
    }
}
