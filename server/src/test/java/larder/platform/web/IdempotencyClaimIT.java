package larder.platform.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.platform.cluster.ProcessLease;
import larder.support.IntegrationTest;
import larder.support.TestDatabase;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Claiming one key from many threads at once, on the test's database: one claim wins, the others never fail. And a
 * claim's owner: alive, it keeps the claim; gone, the claim is free.
 */
class IdempotencyClaimIT extends IntegrationTest {

    @Autowired
    private Idempotency idempotency;

    @Autowired
    private ProcessLease lease;

    @Autowired
    private DSLContext db;

    /**
     * A claim names the process running its request. One whose process is alive (this one, or on PostgreSQL any
     * node holding its lock) stays in progress; one whose process is gone is taken over by the retry at once.
     */
    @Test
    void aClaimIsInProgressWhileItsProcessLivesAndFreeAtOnceWhenItIsGone() throws Exception {
        String key = "owner-" + System.nanoTime();
        assertThat(idempotency.claim("test:owner", key, "f")).isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(idempotency.claim("test:owner", key, "f")).as("this process runs it")
                .isInstanceOf(Idempotency.Claim.InProgress.class);
        long otherNode = lease.id() ^ 0x5a5a5a5aL;
        if (TestDatabase.kind() == TestDatabase.Kind.POSTGRES) {
            // Another node, alive: it holds its lock in a session of its own.
            try (Connection node = TestDatabase.open();
                 PreparedStatement lock = node.prepareStatement("select pg_advisory_lock_shared(?)")) {
                lock.setLong(1, otherNode);
                lock.execute();
                ownedBy(key, otherNode);
                assertThat(idempotency.claim("test:owner", key, "f")).as("another live node runs it")
                        .isInstanceOf(Idempotency.Claim.InProgress.class);
            }
            // PostgreSQL ends the closed session, and so releases its lock, a moment after the close.
            awaitReleased(otherNode);
        } else {
            ownedBy(key, otherNode);
        }
        assertThat(idempotency.claim("test:owner", key, "f")).as("its process is gone")
                .isInstanceOf(Idempotency.Claim.Claimed.class);
        assertThat(idempotency.claim("test:owner", key, "f")).as("the retry's claim is this process's")
                .isInstanceOf(Idempotency.Claim.InProgress.class);
    }

    private static void awaitReleased(long lock) {
        await().atMost(Duration.ofSeconds(30)).until(() -> {
            try (Connection probe = TestDatabase.open();
                 PreparedStatement free = probe.prepareStatement("select pg_try_advisory_xact_lock(?)")) {
                free.setLong(1, lock);
                try (ResultSet rows = free.executeQuery()) {
                    return rows.next() && rows.getBoolean(1);
                }
            }
        });
    }

    private void ownedBy(String key, long owner) {
        db.execute("update idempotency_key set owner = ? where scope = 'test:owner' and idem_key = ?", owner, key);
    }

    @Test
    void concurrentClaimsOfOneKeyMakeExactlyOneClaimAndNoError() throws Exception {
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            for (int round = 0; round < 100; round++) {
                String key = "race-" + round + "-" + System.nanoTime();
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Idempotency.Claim>> claims = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    claims.add(pool.submit(() -> {
                        start.await();
                        return idempotency.claim("test:race", key, "fingerprint");
                    }));
                }
                start.countDown();
                List<Idempotency.Claim> results = new ArrayList<>();
                for (Future<Idempotency.Claim> claim : claims) {
                    results.add(claim.get());
                }
                assertThat(results).filteredOn(c -> c instanceof Idempotency.Claim.Claimed).hasSize(1);
                assertThat(results).filteredOn(c -> c instanceof Idempotency.Claim.InProgress).hasSize(7);
            }
        }
    }
}
