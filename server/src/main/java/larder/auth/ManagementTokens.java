package larder.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import larder.platform.Cursor;
import larder.platform.Ids;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.Secrets;
import larder.platform.cluster.BroadcastReceiver;
import larder.platform.cluster.Broadcasts;
import larder.platform.problem.NotFound;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Management tokens: issued by the operator, shown once, stored as hashes. Checking one is answered from a cache
 * after its first use; revoking one reaches every node's cache through the broadcast log.
 */
@Service
public class ManagementTokens implements BroadcastReceiver {

    public static final String PREFIX = "lmt_";
    static final String REVOKED = "auth.management_token_revoked";

    private final ManagementTokenStore store;
    private final Broadcasts broadcasts;
    private final Clock clock;
    /** Secret hash to credential; an empty Optional remembers a hash that matched nothing. */
    private final Cache<String, Optional<ManagementCredential>> byHash = Caffeine.newBuilder()
            .maximumSize(100_000)
            .expireAfterWrite(Duration.ofMinutes(5))
            .build();
    private final Map<String, Instant> pendingUse = new ConcurrentHashMap<>();
    /**
     * Token id to whether it still stands, for credentials that outlive their request (a live stream): asked again
     * from the store at most every half minute, and at once after any revocation anywhere.
     */
    private final Cache<String, Boolean> standing = Caffeine.newBuilder()
            .maximumSize(10_000)
            .expireAfterWrite(Duration.ofSeconds(30))
            .build();

    public record Issued(String id, String name, String token, Instant createdAt) {

        /** Never the secret: records end up in debug logs. */
        @Override
        public String toString() {
            return "Issued[id=" + id + ", name=" + name + ", token=(redacted), createdAt=" + createdAt + "]";
        }
    }

    public record Info(String id, String name, Instant createdAt, Instant lastUsedAt) {
    }

    ManagementTokens(ManagementTokenStore store, Broadcasts broadcasts, Clock clock) {
        this.store = store;
        this.broadcasts = broadcasts;
        this.clock = clock;
    }

    @Transactional
    public Issued issue(String clientId, String name) {
        String id = Ids.next("mtk");
        String secret = Secrets.newSecret(PREFIX);
        Instant now = clock.instant();
        String hash = Secrets.hash(secret);
        store.insert(id, clientId, name, hash, now);
        byHash.invalidate(hash);
        return new Issued(id, name, secret, now);
    }

    @Transactional(readOnly = true)
    public Page<Info> list(String clientId, PageRequest page) {
        return Page.of(store.listActive(clientId, page), page, row -> Cursor.of(row.id())).map(this::info);
    }

    @Transactional(readOnly = true)
    public Info get(String clientId, String id) {
        return store.findActive(clientId, id).map(this::info)
                .orElseThrow(() -> new NotFound("Management token " + id));
    }

    /** Revokes the token at once on this node, and within a poll interval on every other. */
    @Transactional
    public void revoke(String clientId, String id) {
        ManagementTokenStore.Row row = store.findActive(clientId, id)
                .orElseThrow(() -> new NotFound("Management token " + id));
        store.revoke(clientId, id, clock.instant());
        broadcasts.publish(REVOKED, row.secretHash());
    }

    /** Who a presented management token acts as, if it is one of ours and has not been revoked. */
    public Optional<ManagementCredential> authenticate(String secret) {
        Optional<ManagementCredential> credential = byHash.get(Secrets.hash(secret),
                hash -> store.findActiveByHash(hash).map(row -> new ManagementCredential(row.clientId(), row.id())));
        credential.ifPresent(c -> pendingUse.put(c.tokenId(), clock.instant()));
        return credential;
    }

    /**
     * Whether a credential accepted earlier has been revoked since: for what outlives its request, such as a live
     * stream (asked once a second by its node's sweep, so it reads the store at most every half minute per token).
     */
    public boolean revoked(ManagementCredential credential) {
        return !standing.get(credential.tokenId(),
                id -> store.findActive(credential.clientId(), id).isPresent());
    }

    /** {@code last_used_at} is written in batches, off the request path. */
    @Scheduled(fixedDelay = 10_000)
    void flushLastUse() {
        if (pendingUse.isEmpty()) {
            return;
        }
        Map<String, Instant> batch = new HashMap<>();
        for (String id : pendingUse.keySet()) {
            Instant at = pendingUse.remove(id);
            if (at != null) {
                batch.put(id, at);
            }
        }
        store.recordUse(batch);
    }

    @Override
    public String topic() {
        return REVOKED;
    }

    @Override
    public void receive(String secretHash, Instant at) {
        byHash.invalidate(secretHash);
        standing.invalidateAll(); // the broadcast names the hash, not the id: every standing token is asked again
    }

    private Info info(ManagementTokenStore.Row row) {
        Instant pending = pendingUse.get(row.id());
        Instant lastUsed = pending != null ? pending : row.lastUsedAt();
        return new Info(row.id(), row.name(), row.createdAt(), lastUsed);
    }
}
