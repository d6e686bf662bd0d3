package larder.auth.grant;

import java.time.Clock;
import java.time.Instant;
import larder.auth.AuthSettings;
import larder.auth.token.AccessTokens;
import larder.auth.token.RefreshTokenStore;
import larder.platform.Secrets;
import org.springframework.stereotype.Component;

/** Mints a new refresh token in a family and an access token beside it: the answer of every successful grant. */
@Component
class IssuedTokens {

    static final String REFRESH_PREFIX = "lrt_";

    private final AccessTokens accessTokens;
    private final RefreshTokenStore refreshTokens;
    private final AuthSettings settings;
    private final Clock clock;

    IssuedTokens(AccessTokens accessTokens, RefreshTokenStore refreshTokens, AuthSettings settings, Clock clock) {
        this.accessTokens = accessTokens;
        this.refreshTokens = refreshTokens;
        this.settings = settings;
        this.clock = clock;
    }

    /** In the caller's transaction. */
    TokenResponse issue(String userId, String clientId, String familyId) {
        Instant now = clock.instant();
        String refreshToken = Secrets.newSecret(REFRESH_PREFIX);
        refreshTokens.insert(Secrets.hash(refreshToken), familyId, userId, clientId, now,
                now.plus(settings.refreshTokenTtl()));
        AccessTokens.Issued access = accessTokens.issue(userId, clientId, familyId);
        return TokenResponse.bearer(access.token(), access.expiresIn(), refreshToken);
    }
}
