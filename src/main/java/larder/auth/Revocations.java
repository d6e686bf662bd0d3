package larder.auth;

import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Ends every token of a user: used when a user is erased. */
@Service
public class Revocations {

    private final RefreshTokenStore refreshTokens;
    private final RevocationRegistry.Publisher publisher;

    Revocations(RefreshTokenStore refreshTokens, RevocationRegistry.Publisher publisher) {
        this.refreshTokens = refreshTokens;
        this.publisher = publisher;
    }

    /** In the caller's transaction: the user's refresh tokens go, and its access tokens stop working everywhere. */
    @Transactional
    public void revokeUser(String userId) {
        refreshTokens.deleteByUser(userId);
        publisher.userRevoked(userId);
    }
}
