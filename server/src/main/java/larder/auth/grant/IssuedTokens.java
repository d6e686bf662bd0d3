package larder.auth.grant;

import java.time.Clock;
import java.time.Instant;
import io.micrometer.core.instrument.MeterRegistry;
import larder.auth.AuthSettings;
import larder.auth.token.AccessTokens;
import larder.auth.token.RefreshTokenFormat;
import larder.auth.token.RefreshTokenStore;
import larder.auth.token.RefreshTokenStore.NewRefreshToken;
import org.springframework.stereotype.Component;

/** Mints a new refresh token in a family and an access token beside it: the answer of every successful grant. */
@Component
class IssuedTokens {

    private final AccessTokens accessTokens;
    private final RefreshTokenStore refreshTokens;
    private final AuthSettings settings;
    private final Clock clock;
    private final MeterRegistry meters;
    private final java.util.Map<String, io.micrometer.core.instrument.Counter> issued =
            new java.util.concurrent.ConcurrentHashMap<>();

    IssuedTokens(AccessTokens accessTokens, RefreshTokenStore refreshTokens, AuthSettings settings, Clock clock,
                 MeterRegistry meters) {
        this.accessTokens = accessTokens;
        this.refreshTokens = refreshTokens;
        this.settings = settings;
        this.clock = clock;
        this.meters = meters;
    }

    /** In the caller's transaction; counted in {@code larder_tokens_issued_total} by grant type. */
    TokenResponse issue(Grant grant, String userId, String clientId, String familyId) {
        Instant now = clock.instant();
        RefreshTokenFormat.Minted refreshToken = RefreshTokenFormat.mint(now);
        refreshTokens.insert(new NewRefreshToken(refreshToken, familyId, userId, clientId,
                now.plus(settings.refreshTokenTtl())));
        return answer(grant, userId, clientId, familyId, refreshToken);
    }

    /**
     * The answer to a grant whose refresh token is already stored: an access token beside it. Counted in
     * {@code larder_tokens_issued_total} by grant type.
     */
    TokenResponse answer(Grant grant, String userId, String clientId, String familyId,
                         RefreshTokenFormat.Minted refreshToken) {
        issued.computeIfAbsent(grant.type(), type -> meters.counter("larder.tokens.issued", "grant", type)).increment();
        AccessTokens.Issued access = accessTokens.issue(userId, clientId, familyId);
        return TokenResponse.bearer(access.token(), access.expiresIn(), refreshToken.token());
    }
}
