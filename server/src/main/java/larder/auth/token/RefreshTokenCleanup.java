package larder.auth.token;

import java.time.Clock;
import java.time.Instant;
import larder.auth.AuthSettings;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Expired refresh tokens can no longer be used nor replayed; they are deleted every minute, in batches of one
 * short transaction each, skipping rows that a grant holds, so that the table stays as large as the live tokens
 * and no grant waits on the cleanup. (Rotated tokens stay until they expire: using one after the grace period
 * must still find it, to revoke its family. Revoked families are deleted when they are revoked.)
 *
 * <p>Only tokens issued more than one refresh lifetime ago are looked at, so a run reads the expired tokens and
 * never the live ones, and a run with nothing to delete reads nothing. After the lifetime is lengthened, tokens
 * that expired under the shorter one are deleted once they are one new lifetime old; after it is shortened, a run
 * also reads the tokens issued between the two lifetimes ago, until they expire.
 */
@Component
class RefreshTokenCleanup {

    static final int BATCH = 1_000;

    private final RefreshTokenStore store;
    private final TransactionTemplate transaction;
    private final AuthSettings settings;
    private final Clock clock;

    RefreshTokenCleanup(RefreshTokenStore store, TransactionTemplate transaction, AuthSettings settings, Clock clock) {
        this.store = store;
        this.transaction = transaction;
        this.settings = settings;
        this.clock = clock;
    }

    /** Answers how many tokens were deleted. */
    @Scheduled(initialDelay = 60_000, fixedDelay = 60_000)
    int deleteExpired() {
        Instant now = clock.instant();
        Instant issuedBefore = now.minus(settings.refreshTokenTtl());
        int deleted = 0;
        int batch;
        do {
            batch = transaction.execute(status -> store.deleteExpiredBatch(now, issuedBefore, BATCH));
            deleted += batch;
        } while (batch == BATCH);
        do {
            batch = transaction.execute(status -> store.deleteExpiredLegacyBatch(now, BATCH));
            deleted += batch;
        } while (batch == BATCH);
        return deleted;
    }
}
