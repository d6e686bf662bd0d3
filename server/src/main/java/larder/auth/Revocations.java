package larder.auth;

import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Ends every token of a user (used when a user is erased), and tells whether a credential still stands. */
@Service
public class Revocations {

    private final RefreshTokenStore refreshTokens;
    private final RevocationRegistry.Publisher publisher;
    private final RevocationRegistry registry;
    private final ClientRegistry clients;
    private final ManagementTokens managementTokens;

    Revocations(RefreshTokenStore refreshTokens, RevocationRegistry.Publisher publisher, RevocationRegistry registry,
                ClientRegistry clients, ManagementTokens managementTokens) {
        this.refreshTokens = refreshTokens;
        this.publisher = publisher;
        this.registry = registry;
        this.clients = clients;
        this.managementTokens = managementTokens;
    }

    /** In the caller's transaction: the user's refresh tokens go, and its access tokens stop working everywhere. */
    @Transactional
    public void revokeUser(String userId) {
        refreshTokens.deleteByUser(userId);
        publisher.userRevoked(userId);
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
