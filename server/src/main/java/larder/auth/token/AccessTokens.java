package larder.auth.token;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.text.ParseException;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import larder.auth.AuthSettings;
import larder.auth.UserCredential;
import larder.platform.Secrets;
import org.springframework.stereotype.Component;

/**
 * User access tokens are HS256-signed JWTs (Nimbus JOSE+JWT), so that checking one needs no database: the
 * signature and {@code exp} say whether it is genuine and current, and the in-memory revocation registry says
 * whether its family or user has been revoked since.
 */
@Component
public class AccessTokens {

    private static final String CLIENT_CLAIM = "cid";
    private static final String FAMILY_CLAIM = "fam";

    private final SigningKeys keys;
    private final Clock clock;
    private final AuthSettings settings;
    private volatile Crypto crypto;

    private record Crypto(String keyId, MACSigner signer, MACVerifier verifier) {
    }

    public record Issued(String token, long expiresIn) {

        @Override
        public String toString() {
            return "Issued[token=(redacted), expiresIn=" + expiresIn + "]";
        }
    }

    /** Why a presented access token is not accepted. */
    public enum Rejection { MALFORMED, EXPIRED }

    public static final class Rejected extends Exception {
        private final Rejection reason;

        Rejected(Rejection reason) {
            super(reason.name(), null, false, false);
            this.reason = reason;
        }

        public Rejection reason() {
            return reason;
        }
    }

    public AccessTokens(SigningKeys keys, Clock clock, AuthSettings settings) {
        this.keys = keys;
        this.clock = clock;
        this.settings = settings;
    }

    private Crypto crypto() {
        Crypto c = crypto;
        if (c == null) {
            SigningKeys.Key key = keys.current();
            try {
                c = new Crypto(key.id(), new MACSigner(key.secret()), new MACVerifier(key.secret()));
            } catch (JOSEException e) {
                throw new IllegalStateException("The signing key is not usable for HS256", e);
            }
            crypto = c;
        }
        return c;
    }

    public Issued issue(String userId, String clientId, String familyId) {
        Crypto c = crypto();
        Instant now = clock.instant();
        long ttl = settings.accessTokenTtl().toSeconds();
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .subject(userId)
                .claim(CLIENT_CLAIM, clientId)
                .claim(FAMILY_CLAIM, familyId)
                .issueTime(Date.from(now))
                .expirationTime(Date.from(now.plusSeconds(ttl)))
                .jwtID(Base64.getUrlEncoder().withoutPadding().encodeToString(Secrets.randomBytes(16)))
                .build();
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.HS256).type(JOSEObjectType.JWT).keyID(c.keyId()).build(), claims);
        try {
            jwt.sign(c.signer());
        } catch (JOSEException e) {
            throw new IllegalStateException("Signing an access token failed", e);
        }
        return new Issued(jwt.serialize(), ttl);
    }

    /** Checks signature, algorithm and expiry; answers who the token acts as. */
    public UserCredential verify(String token) throws Rejected {
        Crypto c = crypto();
        SignedJWT jwt;
        JWTClaimsSet claims;
        try {
            jwt = SignedJWT.parse(token);
            if (!JWSAlgorithm.HS256.equals(jwt.getHeader().getAlgorithm())
                    || !c.keyId().equals(jwt.getHeader().getKeyID())
                    || !jwt.verify(c.verifier())) {
                throw new Rejected(Rejection.MALFORMED);
            }
            claims = jwt.getJWTClaimsSet();
        } catch (ParseException | JOSEException | IllegalStateException e) {
            throw new Rejected(Rejection.MALFORMED);
        }
        Object clientId = claims.getClaim(CLIENT_CLAIM);
        Object familyId = claims.getClaim(FAMILY_CLAIM);
        Date expires = claims.getExpirationTime();
        if (claims.getSubject() == null || !(clientId instanceof String cid) || !(familyId instanceof String fam)
                || expires == null) {
            throw new Rejected(Rejection.MALFORMED);
        }
        if (!clock.instant().isBefore(expires.toInstant())) {
            throw new Rejected(Rejection.EXPIRED);
        }
        return new UserCredential(claims.getSubject(), cid, fam, expires.toInstant());
    }
}
