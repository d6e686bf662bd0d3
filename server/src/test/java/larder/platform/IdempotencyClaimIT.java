package larder.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import larder.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Claiming one key from many threads at once, on the test's database: one claim wins, the others never fail. */
class IdempotencyClaimIT extends IntegrationTest {

    @Autowired
    private Idempotency idempotency;

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
