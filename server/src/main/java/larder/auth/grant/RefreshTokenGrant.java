package larder.auth.grant;

import java.time.Clock;
import java.time.Instant;
import larder.auth.AuthSettings;
import larder.auth.Client;
import larder.auth.UserRegistry;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore.StoredRefreshToken;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RevocationRegistry;
import larder.platform.ratelimit.RateLimitDecision;
import larder.platform.ratelimit.RateLimitPolicy;
import larder.platform.ratelimit.RateLimiter;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * {@code grant_type=refresh_token} (seed 3, 5.4): a new access token for the same user, and a rotated refresh
 * token. A rotated token keeps working for the grace period, so two tabs refreshing at once both succeed; used
 * after that, it is taken as stolen and its whole family is revoked (RFC 9700 §4.14.2, refresh token rotation).
 */
@Component
final class RefreshTokenGrant implements Grant {

    private final RefreshTokenStore store;
    private final IssuedTokens tokens;
    private final RevocationRegistry revocations;
    private final RevocationRegistry.Publisher publisher;
    private final UserRegistry users;
    private final RateLimiter rateLimiter;
    private final TransactionTemplate transaction;
    private final AuthSettings settings;
    private final Clock clock;

    RefreshTokenGrant(RefreshTokenStore store, IssuedTokens tokens, RevocationRegistry revocations,
                      RevocationRegistry.Publisher publisher, UserRegistry users, RateLimiter rateLimiter,
                      TransactionTemplate transaction, AuthSettings settings, Clock clock) {
        this.store = store;
        this.tokens = tokens;
        this.revocations = revocations;
        this.publisher = publisher;
        this.users = users;
        this.rateLimiter = rateLimiter;
        this.transaction = transaction;
        this.settings = settings;
        this.clock = clock;
    }

    @Override
    public String type() {
        return "refresh_token";
    }

    @Override
    public TokenResponse grant(TokenRequest request, Client client) {
        if (request.refreshToken() == null) {
            // RFC 6749 §6: refresh_token is REQUIRED for this grant.
            throw OAuthError.invalidRequest("refresh_token is required with grant_type \"refresh_token\".");
        }
        RateLimitDecision decision = rateLimiter.consume(RateLimitPolicy.REFRESH_GRANT, request.clientIp());
        if (!decision.allowed()) {
            throw decision.refusal();
        }
        // A token in neither format cannot be valid: refused without asking the database.
        RefreshTokenFormat.Key key = RefreshTokenFormat.parse(request.refreshToken())
                .orElseThrow(() -> OAuthError.invalidGrant("The refresh token is not valid."));
        Instant now = clock.instant();
        // One transaction, one commit: read, rotate and issue. Only a replay's revocation is written apart, as it
        // must stay committed although the grant fails.
        Outcome outcome = transaction.execute(status -> rotate(key, client, now));
        if (outcome instanceof Outcome.Replayed replayed) {
            transaction.executeWithoutResult(status -> {
                store.revokeFamily(replayed.userId(), replayed.familyId(), now);
                publisher.familyRevoked(replayed.familyId());
            });
            throw OAuthError.invalidGrant("The refresh token was already used; every token of its family is revoked.");
        }
        Outcome.Issued issued = (Outcome.Issued) outcome;
        users.recordActivity(issued.userId());
        return issued.tokens();
    }

    private sealed interface Outcome {
        record Issued(String userId, TokenResponse tokens) implements Outcome {
        }

        record Replayed(String userId, String familyId) implements Outcome {
        }
    }

    private Outcome rotate(RefreshTokenFormat.Key key, Client client, Instant now) {
        StoredRefreshToken stored = store.find(key)
                .orElseThrow(() -> OAuthError.invalidGrant("The refresh token is not valid."));
        // RFC 6749 §5.2 invalid_grant: "... was issued to another client".
        if (!stored.clientId().equals(client.clientId())) {
            throw OAuthError.invalidGrant("The refresh token is not valid.");
        }
        if (stored.revokedAt() != null || revocations.revoked(stored.userId(), stored.familyId())) {
            throw OAuthError.invalidGrant("The refresh token has been revoked.");
        }
        if (!now.isBefore(stored.expiresAt())) {
            throw OAuthError.invalidGrant("The refresh token has expired.");
        }
        Instant rotatedAt = stored.rotatedAt();
        if (rotatedAt == null && !store.markRotated(key, now)) {
            // Another request rotated it between our read and our update, and has committed.
            rotatedAt = store.find(key).map(StoredRefreshToken::rotatedAt).orElse(now);
        }
        if (rotatedAt != null && now.isAfter(rotatedAt.plus(settings.refreshGrace()))) {
            return new Outcome.Replayed(stored.userId(), stored.familyId());
        }
        return new Outcome.Issued(stored.userId(),
                tokens.issue(this, stored.userId(), stored.clientId(), stored.familyId()));
    }
}
