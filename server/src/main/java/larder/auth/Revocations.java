package larder.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Set;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Ends every token of a user (used when a user is erased), and tells whether a credential still stands. */
@Service
public class Revocations {

    /** How far apart two nodes' clocks may be, as the revocation registry allows. */
    static final Duration CLOCK_MARGIN = Duration.ofMinutes(1);

    private final RefreshTokenStore refreshTokens;
    private final RevocationRegistry.Publisher publisher;
    private final RevocationRegistry registry;
    private final ClientRegistry clients;
    private final ManagementTokens managementTokens;
    private final AuthSettings settings;
    private final Clock clock;

    Revocations(RefreshTokenStore refreshTokens, RevocationRegistry.Publisher publisher, RevocationRegistry registry,
                ClientRegistry clients, ManagementTokens managementTokens, AuthSettings settings, Clock clock) {
        this.settings = settings;
        this.clock = clock;
        this.refreshTokens = refreshTokens;
        this.publisher = publisher;
        this.registry = registry;
        this.clients = clients;
        this.managementTokens = managementTokens;
    }

    /**
     * In the caller's transaction: the users' refresh tokens go, and the access tokens of those who may still hold a
     * current one stop working on every node. A user given no token for an access token's lifetime (and a minute
     * for clocks) holds none, and is not announced: erasing a million users inactive for months writes no
     * announcement and fills no node's memory. Whether a user was given one is read from its refresh tokens (every
     * grant stores one, committed with the grant), not from its last-seen time, which a node writes a minute late
     * and loses if it dies.
     */
    @Transactional
    public void revokeUsers(Collection<String> userIds) {
        Instant issuedSince = clock.instant().minus(settings.accessTokenTtl()).minus(CLOCK_MARGIN);
        Set<String> mayHoldCurrent = refreshTokens.holdersExpiringAfter(userIds,
                issuedSince.plus(settings.refreshTokenTtl()));
        refreshTokens.deleteByUsers(userIds);
        mayHoldCurrent.forEach(publisher::userRevoked);
    }

    /**
     * Whether a credential accepted earlier would now be refused: its token family or user revoked, or its app
     * disabled (from memory, as the bearer filter checks them), or a management token revoked (from a cache that
     * every revocation clears). For what outlives its request, such as a stream.
     */
    public boolean revoked(Credential credential) {
        boolean appGone = clients.client(credential.clientId()).filter(Client::active).isEmpty();
        return appGone || switch (credential) {
            case UserCredential user -> registry.revoked(user.userId(), user.familyId());
            case ManagementCredential token -> managementTokens.revoked(token);
        };
    }
}
