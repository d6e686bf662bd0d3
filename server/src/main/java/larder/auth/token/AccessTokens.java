package larder.auth.token;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jose.util.JSONStringUtils;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.text.ParseException;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import larder.auth.AuthSettings;
import larder.auth.UserCredential;
import larder.platform.Secrets;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
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
    private static final String HMAC = "HmacSHA256";
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    /** Tokens held as verified, by their text, on each node: a few hundred bytes each. */
    private static final int VERIFIED = 50_000;

    private final SigningKeys keys;
    private final Clock clock;
    private final AuthSettings settings;
    private volatile Crypto crypto;
    /**
     * Tokens this node has verified, by their text: an app presents the same token on every request for as long as it
     * lives, and parsing it and checking its signature was 7% of a search's CPU on the server (JFR,
     * docs/performance.md). The signing key is fixed for the node's life, so a text once verified stays genuine; its
     * expiry is checked on every use. Only genuine tokens are held, so guesses cannot fill it.
     */
    private final Cache<String, UserCredential> verified;

    /**
     * The current key's verifier, and what issuing needs of it: the header, serialized once, and an initialized
     * HMAC that each token clones (cheaper than Nimbus's signer, which looks the algorithm up and keys it anew for
     * every token; 12% of a grant's server CPU went to that and to the header's serialization).
     */
    private record Crypto(String keyId, String header, Mac mac, MACVerifier verifier) {
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
        this.verified = Caffeine.newBuilder().maximumSize(VERIFIED).expireAfterWrite(settings.accessTokenTtl())
                .build();
    }

    private Crypto crypto() {
        Crypto c = crypto;
        if (c == null) {
            SigningKeys.Key key = keys.current();
            try {
                String header = new JWSHeader.Builder(JWSAlgorithm.HS256).type(JOSEObjectType.JWT).keyID(key.id())
                        .build().toBase64URL().toString();
                Mac mac = Mac.getInstance(HMAC);
                mac.init(new SecretKeySpec(key.secret(), HMAC));
                c = new Crypto(key.id(), header, mac, new MACVerifier(key.secret()));
            } catch (JOSEException | GeneralSecurityException e) {
                throw new IllegalStateException("The signing key is not usable for HS256", e);
            }
            crypto = c;
        }
        return c;
    }

    /**
     * An HS256 JWT (RFC 7515's compact serialization) of these claims, which {@link #verify} reads with Nimbus:
     * {@code sub}, {@code cid}, {@code fam}, {@code iat}, {@code exp} (whole seconds, RFC 7519's NumericDate) and a
     * random {@code jti}.
     */
    public Issued issue(String userId, String clientId, String familyId) {
        Crypto c = crypto();
        Instant now = clock.instant();
        long ttl = settings.accessTokenTtl().toSeconds();
        String claims = "{\"sub\":" + JSONStringUtils.toJSONString(userId)
                + ",\"cid\":" + JSONStringUtils.toJSONString(clientId)
                + ",\"fam\":" + JSONStringUtils.toJSONString(familyId)
                + ",\"iat\":" + now.getEpochSecond()
                + ",\"exp\":" + now.plusSeconds(ttl).getEpochSecond()
                + ",\"jti\":\"" + BASE64URL.encodeToString(Secrets.randomBytes(16)) + "\"}";
        String signingInput = c.header() + "." + BASE64URL.encodeToString(claims.getBytes(StandardCharsets.UTF_8));
        byte[] signature = mac(c).doFinal(signingInput.getBytes(StandardCharsets.US_ASCII));
        return new Issued(signingInput + "." + BASE64URL.encodeToString(signature), ttl);
    }

    /** A keyed HMAC of its own: a {@link Mac} is not safe for concurrent use, and a clone keeps the key. */
    private static Mac mac(Crypto c) {
        try {
            return (Mac) c.mac().clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("The JDK's " + HMAC + " can be cloned", e);
        }
    }

    /** Checks signature, algorithm and expiry; answers who the token acts as. */
    public UserCredential verify(String token) throws Rejected {
        UserCredential credential = verified.getIfPresent(token);
        if (credential == null) {
            credential = genuine(token);
            verified.put(token, credential);
        }
        if (!clock.instant().isBefore(credential.expiresAt())) {
            throw new Rejected(Rejection.EXPIRED);
        }
        return credential;
    }

    /** Checks signature, algorithm and claims (not expiry); answers who the token acts as. */
    private UserCredential genuine(String token) throws Rejected {
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
        return new UserCredential(claims.getSubject(), cid, fam, expires.toInstant());
    }
}
