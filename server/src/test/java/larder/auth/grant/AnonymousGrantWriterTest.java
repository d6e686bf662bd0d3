package larder.auth.grant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import larder.auth.AuthSettings;
import larder.auth.UserRegistry;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore;
import larder.platform.db.HotStatement;
import larder.platform.problem.ProblemException;
import larder.support.MigratedH2;
import larder.support.MovableClock;
import larder.support.Patience;
import org.h2.jdbcx.JdbcDataSource;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;

/**
 * Anonymous grants written together: a real refresh-token store on an in-memory H2, a fake user registry that adds
 * the real users rows to the batch's group and can hold the writer there or fail the group, so that the test decides
 * which grants wait together.
 */
class AnonymousGrantWriterTest {

    private static final Instant NOW = Instant.parse("2026-11-25T10:00:00Z");
    private static final AuthSettings SETTINGS = new AuthSettings(Duration.ofHours(1), Duration.ofDays(90),
            Duration.ofSeconds(60));
    private static final long WAIT_SECONDS = Patience.of(Duration.ofSeconds(20)).toSeconds();

    private static JdbcDataSource h2;
    /** A user stored before each test. */
    private static final String STORED_USER = "usr_0";

    /** Each transaction's user ids, as the registry saw them. */
    private final List<List<String>> batches = Collections.synchronizedList(new ArrayList<>());
    /** Held until the test opens it: every batch waits here after adding its users. */
    private volatile CountDownLatch gate = new CountDownLatch(0);
    /** Grants that {@link #holdTheWriter} keeps in the writer's transaction: one, as there is one writer. */
    private static final int HELD = 1;
    private final CountDownLatch holding = new CountDownLatch(HELD);
    private volatile String failingApp = "none";
    private JdbcTemplate jdbc;
    private RefreshTokenStore store;
    private AnonymousGrantWriter writer;
    private HotStatement.Renderer hot;
    private HotStatement insertUser;
    private final ExecutorService grants = Executors.newVirtualThreadPerTaskExecutor();
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final ObservationRegistry observations = ObservationRegistry.create();
    /** The observation current in each transaction, as the registry saw it. */
    private final List<Optional<Observation>> observed = Collections.synchronizedList(new ArrayList<>());

    private final UserRegistry users = new UserRegistry() {
        private int next;

        @Override
        public synchronized List<String> createAnonymousUsers(List<String> clientIds, Instant now,
                                                             HotStatement.Group group) {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < clientIds.size(); i++) {
                ids.add("usr_" + ++next);
            }
            // A failing app's user is given the id of a user already stored: the group fails in the database.
            group.add(insertUser, IntStream.range(0, ids.size()).boxed().toList(), i -> insertUser
                    .with("id", clientIds.get(i).equals(failingApp) ? STORED_USER : ids.get(i))
                    .with("clientId", clientIds.get(i)).with("at", now));
            batches.add(List.copyOf(ids));
            observed.add(Optional.ofNullable(observations.getCurrentObservation()));
            holding.countDown();
            awaitGate();
            return ids;
        }

        @Override
        public void recordActivity(String userId) {
        }
    };

    @BeforeAll
    static void migrate() {
        h2 = MigratedH2.create("grant-writer");
    }

    @BeforeEach
    void start() {
        observations.observationConfig().observationHandler(context -> true);
        jdbc = new JdbcTemplate(h2);
        jdbc.update("delete from refresh_token_v2");
        jdbc.update("delete from users");
        jdbc.update("insert into users (id, client_id, created_at, last_seen_at) values (?, 'app_0', ?, ?)",
                STORED_USER, NOW.atOffset(ZoneOffset.UTC), NOW.atOffset(ZoneOffset.UTC));
        hot = MigratedH2.hot(h2);
        insertUser = hot.render(DSL.using(SQLDialect.H2).insertInto(DSL.table("users"), DSL.field("id"),
                        DSL.field("client_id"), DSL.field("created_at"), DSL.field("last_seen_at"))
                .values(DSL.param("id"), DSL.param("clientId"), DSL.param("at"), DSL.param("at")));
        store = new RefreshTokenStore(DSL.using(new TransactionAwareDataSourceProxy(h2), SQLDialect.H2), hot);
        writer = new AnonymousGrantWriter(users, store, SETTINGS, hot, new MovableClock(NOW), meters,
                observations, AnonymousGrantWriter.QUEUE_TIMEOUT);
    }

    @AfterEach
    void stop() {
        gate.countDown();
        writer.destroy();
        grants.shutdownNow();
    }

    private void awaitGate() {
        try {
            assertThat(gate.await(WAIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The users stored by the writer. */
    private int newUsers() {
        return jdbc.queryForObject("select count(*) from users where id <> ?", Integer.class, STORED_USER);
    }

    private record Written(String userId, RefreshTokenFormat.Minted token, String familyId) {
    }

    private Future<Written> grant(String clientId, int n) {
        return grants.submit(() -> {
            RefreshTokenFormat.Minted token = RefreshTokenFormat.mint(NOW);
            String familyId = "fam_" + clientId + "_" + n;
            return new Written(writer.write(clientId, token, familyId), token, familyId);
        });
    }

    /** Holds the writer in a transaction of one grant, so that whatever comes next queues. */
    private List<Future<Written>> holdTheWriter() throws InterruptedException {
        gate = new CountDownLatch(1);
        Future<Written> held = grant("app_1", 1000);
        assertThat(holding.await(WAIT_SECONDS, TimeUnit.SECONDS)).as("the writer held").isTrue();
        return List.of(held);
    }

    private void awaitQueued(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (writer.queued() < count) {
            assertThat(System.nanoTime()).as("grants queued").isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    private List<Written> results(List<Future<Written>> futures) throws Exception {
        List<Written> written = new ArrayList<>();
        for (Future<Written> future : futures) {
            written.add(future.get(WAIT_SECONDS, TimeUnit.SECONDS));
        }
        return written;
    }

    private void assertStored(Written written, String clientId) {
        RefreshTokenStore.StoredRefreshToken stored = store.find(RefreshTokenFormat.parse(written.token().token())
                .orElseThrow()).orElseThrow();
        assertThat(stored.userId()).isEqualTo(written.userId());
        assertThat(stored.clientId()).isEqualTo(clientId);
        assertThat(stored.familyId()).isEqualTo(written.familyId());
        assertThat(stored.expiresAt()).isEqualTo(NOW.plus(SETTINGS.refreshTokenTtl()));
        assertThat(jdbc.queryForObject("select client_id from users where id = ?", String.class, written.userId()))
                .isEqualTo(clientId);
    }

    @Test
    void aGrantAloneIsWrittenAtOnceAndAnswersItsUser() throws Exception {
        Written written = grant("app_1", 1).get(WAIT_SECONDS, TimeUnit.SECONDS);

        assertStored(written, "app_1");
        assertThat(batches).containsExactly(List.of(written.userId()));
    }

    @Test
    void grantsThatWaitWhileEveryWriterIsBusyGoInOneTransactionEachWithItsOwnUserAndToken() throws Exception {
        List<Future<Written>> held = holdTheWriter();
        List<Future<Written>> waiting = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            waiting.add(grant(i % 2 == 0 ? "app_1" : "app_2", i));
        }
        awaitQueued(10);
        assertThat(meters.get("larder.grants.queued").gauge().value()).isEqualTo(10);

        gate.countDown();
        results(held);
        List<Written> written = results(waiting);
        assertThat(meters.get("larder.grants.queued").gauge().value()).isZero();
        DistributionSummary batchSizes = meters.get("larder.grants.batch.size").summary();
        assertThat(batchSizes.count()).isEqualTo(HELD + 1);
        assertThat(batchSizes.max()).isEqualTo(10);
        assertThat(batchSizes.totalAmount()).isEqualTo(HELD + 10);

        assertThat(written).extracting(Written::userId).doesNotHaveDuplicates();
        for (int i = 0; i < written.size(); i++) {
            assertStored(written.get(i), i % 2 == 0 ? "app_1" : "app_2");
        }
        // The held ones alone, then the ten that queued behind them together.
        assertThat(batches).hasSize(HELD + 1);
        assertThat(batches.getLast()).containsExactlyInAnyOrderElementsOf(written.stream().map(Written::userId)
                .toList());
    }

    @Test
    void aTransactionTakesAtMostTheBatchLimitAndTheRestGoInTheNext() throws Exception {
        List<Future<Written>> held = holdTheWriter();
        List<Future<Written>> waiting = new ArrayList<>();
        int count = AnonymousGrantWriter.MAX_BATCH + 6;
        for (int i = 0; i < count; i++) {
            waiting.add(grant("app_1", i));
        }
        awaitQueued(count);

        gate.countDown();
        results(held);
        results(waiting);

        assertThat(batches).allSatisfy(batch -> assertThat(batch).hasSizeLessThanOrEqualTo(
                AnonymousGrantWriter.MAX_BATCH));
        assertThat(batches).anySatisfy(batch -> assertThat(batch).hasSize(AnonymousGrantWriter.MAX_BATCH));
        assertThat(jdbc.queryForObject("select count(*) from refresh_token_v2", Integer.class))
                .isEqualTo(HELD + count);
    }

    @Test
    void aBatchThatFailsIsWrittenOneByOneSoOnlyTheFailingGrantFailsAndNothingOfItStays() throws Exception {
        List<Future<Written>> held = holdTheWriter();
        failingApp = "app_bad";
        Future<Written> first = grant("app_1", 1);
        awaitQueued(1);
        Future<Written> bad = grant("app_bad", 2);
        awaitQueued(2);
        Future<Written> last = grant("app_2", 3);
        awaitQueued(3);

        gate.countDown();
        results(held);

        assertStored(first.get(WAIT_SECONDS, TimeUnit.SECONDS), "app_1");
        assertStored(last.get(WAIT_SECONDS, TimeUnit.SECONDS), "app_2");
        assertThatThrownBy(() -> bad.get(WAIT_SECONDS, TimeUnit.SECONDS)).hasCauseInstanceOf(
                DuplicateKeyException.class);
        // The batch of three was rolled back whole, then each written alone: the failing one's user is gone too.
        assertThat(jdbc.queryForObject("select count(*) from users where client_id = 'app_bad'", Integer.class))
                .isZero();
        assertThat(newUsers()).isEqualTo(HELD + 2);
        assertThat(batches.subList(HELD, batches.size())).extracting(List::size)
                .containsExactly(3, 1, 1, 1);
    }

    @Test
    void aGrantThatNoWriterTakesInTimeIsRefusedAsBusyAndNeverWritten() throws Exception {
        writer.destroy();
        writer = new AnonymousGrantWriter(users, store, SETTINGS, hot, new MovableClock(NOW),
                new SimpleMeterRegistry(), observations, Duration.ofMillis(300));
        List<Future<Written>> held = holdTheWriter();

        Future<Written> waiting = grant("app_2", 1);

        assertThatThrownBy(() -> waiting.get(WAIT_SECONDS, TimeUnit.SECONDS)).cause()
                .isInstanceOf(ProblemException.class).hasMessageContaining("busy");
        assertThat(writer.queued()).isZero();
        gate.countDown();
        results(held);
        assertThat(jdbc.queryForObject("select count(*) from users where client_id = 'app_2'", Integer.class))
                .isZero();
    }

    /** So that a trace shows the statements of its request: the batch's, when the request opened the batch. */
    @Test
    void aBatchIsWrittenInTheObservationOfTheGrantThatOpenedIt() throws Exception {
        Observation request = Observation.start("http.server.requests", observations);
        String userId = grants.submit(() -> request.scoped(() -> writer.write("app_1", RefreshTokenFormat.mint(NOW),
                "fam_1"))).get(WAIT_SECONDS, TimeUnit.SECONDS);
        request.stop();
        String outside = grant("app_1", 2).get(WAIT_SECONDS, TimeUnit.SECONDS).userId();

        assertThat(batches).containsExactly(List.of(userId), List.of(outside));
        assertThat(observed).containsExactly(Optional.of(request), Optional.empty());
    }

    @Test
    void aFailureOfAGrantAloneIsThrownToItsCallerAsItWas() {
        failingApp = "app_bad";

        assertThatThrownBy(() -> writer.write("app_bad", RefreshTokenFormat.mint(NOW), "fam_1"))
                .isInstanceOf(DuplicateKeyException.class);
        assertThat(newUsers()).isZero();
    }

    @Test
    void onShutdownTheBatchBeingWrittenIsFinishedAndGrantsStillQueuedAreRefusedAsUnavailable() throws Exception {
        List<Future<Written>> held = holdTheWriter();
        Future<Written> queued = grant("app_1", 1);
        awaitQueued(1);

        CompletableFuture<Void> stopping = CompletableFuture.runAsync(writer::destroy);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (writer.accepting()) {
            assertThat(System.nanoTime()).as("shutting down").isLessThan(deadline);
            Thread.sleep(5);
        }
        gate.countDown();
        stopping.get(WAIT_SECONDS, TimeUnit.SECONDS);

        for (Written written : results(held)) {
            assertStored(written, "app_1");
        }
        assertThatThrownBy(() -> queued.get(WAIT_SECONDS, TimeUnit.SECONDS)).cause()
                .isInstanceOf(ProblemException.class).hasMessageContaining("shutting down");
        assertThatThrownBy(() -> writer.write("app_1", RefreshTokenFormat.mint(NOW), "fam_2"))
                .isInstanceOf(ProblemException.class).hasMessageContaining("shutting down");
        assertThat(newUsers()).isEqualTo(HELD);
    }
}
