package larder.auth.token;

import java.time.Clock;
import java.time.Instant;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Expired refresh tokens can no longer be used nor replayed; they are deleted every minute, in batches of one
 * short transaction each, skipping rows that a grant holds, so that the table stays as large as the live tokens
 * and no grant waits on the cleanup. (Rotated tokens stay until they expire: using one after the grace period
 * must still find it, to revoke its family. Revoked families are deleted when they are revoked.)
 */
@Component
class RefreshTokenCleanup {

    static final int BATCH = 1_000;

    private final RefreshTokenStore store;
    private final TransactionTemplate transaction;
    private final Clock clock;

    RefreshTokenCleanup(RefreshTokenStore store, TransactionTemplate transaction, Clock clock) {
        this.store = store;
        this.transaction = transaction;
        this.clock = clock;
    }

    /** Answers how many tokens were deleted. */
    @Scheduled(initialDelay = 60_000, fixedDelay = 60_000)
    int deleteExpired() {
        Instant now = clock.instant();
        int deleted = 0;
        int batch;
        do {
            batch = transaction.execute(status -> store.deleteExpiredBatch(now, BATCH));
            deleted += batch;
        } while (batch == BATCH);
        do {
            batch = transaction.execute(status -> store.deleteExpiredLegacyBatch(now, BATCH));
            deleted += batch;
        } while (batch == BATCH);
        return deleted;
    }
}
