package larder.auth.token;

import static larder.auth.db.Tables.REFRESH_TOKEN;

import java.time.Instant;
import java.util.Optional;
import larder.auth.db.tables.records.RefreshTokenRecord;
import larder.platform.HotStatement;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/** Refresh tokens, stored by the SHA-256 of their secret. */
@Repository
public class RefreshTokenStore {

    private final DSLContext db;

    public record StoredRefreshToken(String familyId, String userId, String clientId, Instant expiresAt,
                                     Instant rotatedAt, Instant revokedAt) {
    }

    private final HotStatement insertToken;

    public RefreshTokenStore(DSLContext db, HotStatement.Renderer hot) {
        this.db = db;
        // Every grant inserts a refresh token.
        this.insertToken = hot.render(db.insertInto(REFRESH_TOKEN, REFRESH_TOKEN.TOKEN_HASH, REFRESH_TOKEN.FAMILY_ID,
                        REFRESH_TOKEN.USER_ID, REFRESH_TOKEN.CLIENT_ID, REFRESH_TOKEN.CREATED_AT,
                        REFRESH_TOKEN.EXPIRES_AT)
                .values(DSL.param("tokenHash", REFRESH_TOKEN.TOKEN_HASH),
                        DSL.param("familyId", REFRESH_TOKEN.FAMILY_ID), DSL.param("userId", REFRESH_TOKEN.USER_ID),
                        DSL.param("clientId", REFRESH_TOKEN.CLIENT_ID),
                        DSL.param("createdAt", REFRESH_TOKEN.CREATED_AT),
                        DSL.param("expiresAt", REFRESH_TOKEN.EXPIRES_AT)));
    }

    public void insert(String tokenHash, String familyId, String userId, String clientId, Instant createdAt,
                       Instant expiresAt) {
        insertToken.with("tokenHash", tokenHash).with("familyId", familyId).with("userId", userId)
                .with("clientId", clientId).with("createdAt", createdAt).with("expiresAt", expiresAt).update();
    }

    public Optional<StoredRefreshToken> find(String tokenHash) {
        return db.selectFrom(REFRESH_TOKEN)
                .where(REFRESH_TOKEN.TOKEN_HASH.eq(tokenHash))
                .fetchOptional()
                .map(RefreshTokenStore::toStored);
    }

    /**
     * Marks the token rotated, if nobody has yet. Exactly one of several concurrent refreshes wins this; the
     * others then find it rotated a moment ago, well within the grace period.
     */
    public boolean markRotated(String tokenHash, Instant now) {
        return db.update(REFRESH_TOKEN)
                .set(REFRESH_TOKEN.ROTATED_AT, now)
                .where(REFRESH_TOKEN.TOKEN_HASH.eq(tokenHash))
                .and(REFRESH_TOKEN.ROTATED_AT.isNull())
                .execute() == 1;
    }

    public void revokeFamily(String familyId, Instant now) {
        db.update(REFRESH_TOKEN)
                .set(REFRESH_TOKEN.REVOKED_AT, now)
                .where(REFRESH_TOKEN.FAMILY_ID.eq(familyId))
                .and(REFRESH_TOKEN.REVOKED_AT.isNull())
                .execute();
    }

    public void deleteByUser(String userId) {
        db.deleteFrom(REFRESH_TOKEN).where(REFRESH_TOKEN.USER_ID.eq(userId)).execute();
    }

    public int deleteExpired(Instant now) {
        return db.deleteFrom(REFRESH_TOKEN).where(REFRESH_TOKEN.EXPIRES_AT.lt(now)).execute();
    }

    private static StoredRefreshToken toStored(RefreshTokenRecord r) {
        return new StoredRefreshToken(r.getFamilyId(), r.getUserId(), r.getClientId(), r.getExpiresAt(),
                r.getRotatedAt(), r.getRevokedAt());
    }
}
