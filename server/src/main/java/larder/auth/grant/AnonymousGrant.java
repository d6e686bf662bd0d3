package larder.auth.grant;

import java.time.Clock;
import larder.auth.Client;
import larder.auth.token.RefreshTokenFormat;
import larder.platform.Ids;
import larder.platform.ratelimit.RateLimitDecision;
import larder.platform.ratelimit.RateLimitPolicy;
import larder.platform.ratelimit.RateLimiter;
import org.springframework.stereotype.Component;

/**
 * {@code grant_type=anonymous} (seed 5.4): a new user of the app, and the first pair of tokens of a new family.
 * Counted per client IP, since it creates data on behalf of nobody in particular. The user and its refresh token
 * are written with the other grants waiting at the same time ({@link AnonymousGrantWriter}).
 */
@Component
final class AnonymousGrant implements Grant {

    private final AnonymousGrantWriter writer;
    private final IssuedTokens tokens;
    private final RateLimiter rateLimiter;
    private final Clock clock;

    AnonymousGrant(AnonymousGrantWriter writer, IssuedTokens tokens, RateLimiter rateLimiter, Clock clock) {
        this.writer = writer;
        this.tokens = tokens;
        this.rateLimiter = rateLimiter;
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
        RefreshTokenFormat.Minted refreshToken = RefreshTokenFormat.mint(clock.instant());
        String familyId = Ids.next("fam");
        String userId = writer.write(client.clientId(), refreshToken, familyId);
        return tokens.answer(this, userId, client.clientId(), familyId, refreshToken);
    }
}
