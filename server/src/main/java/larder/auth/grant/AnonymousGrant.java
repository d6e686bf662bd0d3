package larder.auth.grant;

import java.time.Clock;
import larder.auth.Client;
import larder.auth.UserRegistry;
import larder.platform.Ids;
import larder.platform.RateLimitDecision;
import larder.platform.RateLimitPolicy;
import larder.platform.RateLimiter;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * {@code grant_type=anonymous} (seed 5.4): a new user of the app, and the first pair of tokens of a new family.
 * Counted per client IP, since it creates data on behalf of nobody in particular.
 */
@Component
final class AnonymousGrant implements Grant {

    private final UserRegistry users;
    private final IssuedTokens tokens;
    private final RateLimiter rateLimiter;
    private final TransactionTemplate transaction;
    private final Clock clock;

    AnonymousGrant(UserRegistry users, IssuedTokens tokens, RateLimiter rateLimiter, TransactionTemplate transaction,
                   Clock clock) {
        this.users = users;
        this.tokens = tokens;
        this.rateLimiter = rateLimiter;
        this.transaction = transaction;
        this.clock = clock;
    }

    @Override
    public String type() {
        return "anonymous";
    }

    @Override
    public TokenResponse grant(TokenRequest request, Client client) {
        RateLimitDecision decision = rateLimiter.consume(RateLimitPolicy.ANONYMOUS_GRANT, request.clientIp());
        if (!decision.allowed()) {
            throw decision.refusal();
        }
        return transaction.execute(status -> {
            String userId = users.createAnonymousUser(client.clientId(), clock.instant());
            return tokens.issue(this, userId, client.clientId(), Ids.next("fam"));
        });
    }
}
