package larder.platform.web;

import static larder.platform.schema.Tables.IDEMPOTENCY_KEY;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import larder.platform.cluster.ProcessLease;
import larder.platform.db.Sql;
import larder.platform.schema.tables.records.IdempotencyKeyRecord;
import org.jooq.DSLContext;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Idempotency keys for every POST made with a credential (docs/api.md §1). A key is claimed, in its own
 * committed transaction, before the request runs, so a duplicate arriving meanwhile sees it and gets 409; the
 * answer is stored in the transaction of the request itself, so a change and its remembered answer commit
 * together; a later request with the key replays it. Keys are per credential (the {@link IdempotencyScope} that
 * authentication leaves on the request) and live 24 hours. A claim names the process that runs its request
 * ({@link ProcessLease}): a claim whose process is gone belongs to a request that died with it, and a retry takes
 * it over at once.
 */
@Component
public class Idempotency {

    public static final String HEADER = "Idempotency-Key";
    public static final String REPLAYED_HEADER = "Idempotent-Replayed";
    public static final Duration RETENTION = Duration.ofHours(24);
    /**
     * A claim without an answer after this long belongs to a request that died, even if its process lives on (its
     * release failed, say), or was written before claims named their owner: a retry may take it over.
     */
    static final Duration ABANDONED = Duration.ofMinutes(2);
    /** What a 409 {@code idempotency.in_progress} asks a client to wait before it retries. */
    public static final int RETRY_AFTER_SECONDS = 1;

    private final DSLContext db;
    private final Clock clock;
    private final ProcessLease lease;

    public sealed interface Claim {
        /** This request is the first with the key: run it. */
        record Claimed() implements Claim {
        }

        /** The first request with the key is still running. */
        record InProgress() implements Claim {
        }

        /** The key was used for a different request. */
        record Mismatch() implements Claim {
        }

        /** The first request has answered: send this again. */
        record Replay(int status, String contentType, String location, String etag, byte[] body) implements Claim {
        }
    }

    public Idempotency(DSLContext db, Clock clock, ProcessLease lease) {
        this.db = db;
        this.clock = clock;
        this.lease = lease;
    }

    /** Claims the key for a request with this fingerprint, or says why it cannot be run. Commits at once. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public Claim claim(String scope, String key, String fingerprint) {
        Instant now = clock.instant();
        for (int attempt = 0; attempt < 2; attempt++) {
            int inserted = Sql.insertIfAbsent(db.insertInto(IDEMPOTENCY_KEY)
                    .set(IDEMPOTENCY_KEY.SCOPE, scope)
                    .set(IDEMPOTENCY_KEY.IDEM_KEY, key)
                    .set(IDEMPOTENCY_KEY.FINGERPRINT, fingerprint)
                    .set(IDEMPOTENCY_KEY.CREATED_AT, now)
                    .set(IDEMPOTENCY_KEY.OWNER, lease.id())
                    .onConflictDoNothing());
            if (inserted == 1) {
                return new Claim.Claimed();
            }
            Optional<IdempotencyKeyRecord> found = db.selectFrom(IDEMPOTENCY_KEY)
                    .where(IDEMPOTENCY_KEY.SCOPE.eq(scope), IDEMPOTENCY_KEY.IDEM_KEY.eq(key)).fetchOptional();
            if (found.isEmpty()) {
                continue;
            }
            IdempotencyKeyRecord row = found.get();
            if (row.getCreatedAt().isBefore(now.minus(RETENTION))) {
                db.deleteFrom(IDEMPOTENCY_KEY).where(IDEMPOTENCY_KEY.SCOPE.eq(scope),
                        IDEMPOTENCY_KEY.IDEM_KEY.eq(key), IDEMPOTENCY_KEY.CREATED_AT.eq(row.getCreatedAt())).execute();
                continue;
            }
            if (!row.getFingerprint().equals(fingerprint)) {
                return new Claim.Mismatch();
            }
            if (row.getStatus() == null) {
                boolean abandoned = row.getCreatedAt().isBefore(now.minus(ABANDONED))
                        || row.getOwner() != null && !lease.alive(db, row.getOwner());
                if (abandoned && db.update(IDEMPOTENCY_KEY).set(IDEMPOTENCY_KEY.CREATED_AT, now)
                        .set(IDEMPOTENCY_KEY.OWNER, lease.id())
                        .where(IDEMPOTENCY_KEY.SCOPE.eq(scope), IDEMPOTENCY_KEY.IDEM_KEY.eq(key),
                                IDEMPOTENCY_KEY.STATUS.isNull(), IDEMPOTENCY_KEY.CREATED_AT.eq(row.getCreatedAt()))
                        .execute() == 1) {
                    return new Claim.Claimed();
                }
                return new Claim.InProgress();
            }
            return new Claim.Replay(row.getStatus(), row.getContentType(), row.getLocation(), row.getEtag(),
                    row.getBody() == null ? new byte[0] : row.getBody().getBytes(StandardCharsets.UTF_8));
        }
        return new Claim.InProgress();
    }

    /** Stores the answer, in the caller's transaction: with the change it answers for. */
    @Transactional(propagation = Propagation.MANDATORY)
    public void completeWithChange(String scope, String key, int status, String contentType, String location,
                                   String etag, byte[] body) {
        store(scope, key, status, contentType, location, etag, body);
    }

    /** Stores an answer that changed nothing (a refusal), on its own. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public void completeAlone(String scope, String key, int status, String contentType, String location,
                              String etag, byte[] body) {
        store(scope, key, status, contentType, location, etag, body);
    }

    /** Forgets a claim whose request failed on our side (5xx), so that a retry runs it again. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public void release(String scope, String key) {
        db.deleteFrom(IDEMPOTENCY_KEY).where(IDEMPOTENCY_KEY.SCOPE.eq(scope), IDEMPOTENCY_KEY.IDEM_KEY.eq(key),
                IDEMPOTENCY_KEY.STATUS.isNull()).execute();
    }

    private void store(String scope, String key, int status, String contentType, String location, String etag,
                       byte[] body) {
        db.update(IDEMPOTENCY_KEY)
                .set(IDEMPOTENCY_KEY.STATUS, status)
                .set(IDEMPOTENCY_KEY.CONTENT_TYPE, contentType)
                .set(IDEMPOTENCY_KEY.LOCATION, location)
                .set(IDEMPOTENCY_KEY.ETAG, etag)
                .set(IDEMPOTENCY_KEY.BODY, new String(body, StandardCharsets.UTF_8))
                .set(IDEMPOTENCY_KEY.COMPLETED_AT, clock.instant())
                .where(IDEMPOTENCY_KEY.SCOPE.eq(scope), IDEMPOTENCY_KEY.IDEM_KEY.eq(key))
                .execute();
    }

    @Scheduled(initialDelay = 600_000, fixedDelay = 3_600_000)
    void forgetExpired() {
        db.deleteFrom(IDEMPOTENCY_KEY).where(IDEMPOTENCY_KEY.CREATED_AT.lt(clock.instant().minus(RETENTION)))
                .execute();
    }
}
