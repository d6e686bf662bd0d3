package larder.auth;

import java.time.Instant;

/**
 * A user access token from the token endpoint: it acts as that one user of that one app, until {@code expiresAt}
 * (a stream that outlives the request that opened it closes then).
 */
public record UserCredential(String userId, String clientId, String familyId, Instant expiresAt)
        implements Credential {
}
