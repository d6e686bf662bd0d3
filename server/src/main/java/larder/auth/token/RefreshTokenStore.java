package larder.auth.token;

import static larder.auth.db.Tables.REFRESH_TOKEN;
import static larder.auth.db.Tables.REFRESH_TOKEN_V2;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import larder.auth.token.RefreshTokenFormat.Key;
import larder.auth.token.RefreshTokenFormat.Legacy;
import larder.auth.token.RefreshTokenFormat.Selector;
import larder.platform.db.HotStatement;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * Refresh tokens: found by their id, their secret checked against its stored SHA-256 ({@code refresh_token_v2});
 * those issued before issue 21, until they expire, by the SHA-256 of the whole token ({@code refresh_token}).
 */
@Repository
public class RefreshTokenStore {

    private final DSLContext db;

    public record StoredRefreshToken(String familyId, String userId, String clientId, Instant expiresAt,
                                     Instant rotatedAt, Instant revokedAt) {
    }

    private final HotStatement insertToken;
    private final HotStatement findToken;
    private final HotStatement markRotated;

    public RefreshTokenStore(DSLContext db, HotStatement.Renderer hot) {
        this.db = db;
        // Every grant inserts a refresh token, and every refresh grant reads one and marks it rotated.
        this.insertToken = hot.render(db.insertInto(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.ID,
                        REFRESH_TOKEN_V2.EXPIRES_AT, REFRESH_TOKEN_V2.SECRET_HASH, REFRESH_TOKEN_V2.USER_ID,
                        REFRESH_TOKEN_V2.FAMILY_ID, REFRESH_TOKEN_V2.CLIENT_ID)
                .values(DSL.param("id", REFRESH_TOKEN_V2.ID), DSL.param("expiresAt", REFRESH_TOKEN_V2.EXPIRES_AT),
                        DSL.param("secretHash", REFRESH_TOKEN_V2.SECRET_HASH),
                        DSL.param("userId", REFRESH_TOKEN_V2.USER_ID),
                        DSL.param("familyId", REFRESH_TOKEN_V2.FAMILY_ID),
                        DSL.param("clientId", REFRESH_TOKEN_V2.CLIENT_ID)));
        this.findToken = hot.render(db.select(REFRESH_TOKEN_V2.SECRET_HASH, REFRESH_TOKEN_V2.FAMILY_ID,
                        REFRESH_TOKEN_V2.USER_ID, REFRESH_TOKEN_V2.CLIENT_ID, REFRESH_TOKEN_V2.EXPIRES_AT,
                        REFRESH_TOKEN_V2.ROTATED_AT)
                .from(REFRESH_TOKEN_V2)
                .where(REFRESH_TOKEN_V2.ID.eq(DSL.param("id", REFRESH_TOKEN_V2.ID))));
        this.markRotated = hot.render(db.update(REFRESH_TOKEN_V2)
                .set(REFRESH_TOKEN_V2.ROTATED_AT, DSL.param("now", REFRESH_TOKEN_V2.ROTATED_AT))
                .where(REFRESH_TOKEN_V2.ID.eq(DSL.param("id", REFRESH_TOKEN_V2.ID)))
                .and(REFRESH_TOKEN_V2.ROTATED_AT.isNull()));
    }

    /** A refresh token to store: what is kept of it, and whose it is. */
    public record NewRefreshToken(RefreshTokenFormat.Minted token, String familyId, String userId, String clientId,
                                  Instant expiresAt) {
    }

    public void insert(NewRefreshToken token) {
        values(token).update();
    }

    /** Adds one insert of all of them to the group. */
    public void insertAll(List<NewRefreshToken> tokens, HotStatement.Group group) {
        group.add(insertToken, tokens, this::values);
    }

    private HotStatement.Values values(NewRefreshToken row) {
        return insertToken.with("id", row.token().id()).with("expiresAt", row.expiresAt())
                .with("secretHash", row.token().secretHash()).with("userId", row.userId())
                .with("familyId", row.familyId()).with("clientId", row.clientId());
    }

    /** The token's row, if the key names one and, for this format, its secret is the one stored. */
    public Optional<StoredRefreshToken> find(Key key) {
        return switch (key) {
            case Selector selector -> findToken.with("id", selector.id()).query((rs, row) -> {
                byte[] storedHash = rs.getBytes(1);
                if (!RefreshTokenFormat.verifies(storedHash, selector.secret())) {
                    return null;
                }
                OffsetDateTime rotatedAt = rs.getObject(6, OffsetDateTime.class);
                return new StoredRefreshToken(rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getObject(5, OffsetDateTime.class).toInstant(),
                        rotatedAt == null ? null : rotatedAt.toInstant(), null);
            }).stream().filter(Objects::nonNull).findFirst();
            case Legacy legacy -> db.selectFrom(REFRESH_TOKEN)
                    .where(REFRESH_TOKEN.TOKEN_HASH.eq(legacy.tokenHash()))
                    .fetchOptional()
                    .map(r -> new StoredRefreshToken(r.getFamilyId(), r.getUserId(), r.getClientId(),
                            r.getExpiresAt(), r.getRotatedAt(), r.getRevokedAt()));
        };
    }

    /**
     * Marks the token rotated, if nobody has yet. Exactly one of several concurrent refreshes wins this; the
     * others then find it rotated a moment ago, well within the grace period.
     */
    public boolean markRotated(Key key, Instant now) {
        return switch (key) {
            case Selector selector -> markRotated.with("now", now).with("id", selector.id()).update() == 1;
            case Legacy legacy -> db.update(REFRESH_TOKEN)
                    .set(REFRESH_TOKEN.ROTATED_AT, now)
                    .where(REFRESH_TOKEN.TOKEN_HASH.eq(legacy.tokenHash()))
                    .and(REFRESH_TOKEN.ROTATED_AT.isNull())
                    .execute() == 1;
        };
    }

    /**
     * Every refresh token of the family stops working. Those of this format are deleted (a token that is not found
     * is refused like a revoked one); a family belongs to one user, whose index finds them.
     */
    public void revokeFamily(String userId, String familyId, Instant now) {
        db.deleteFrom(REFRESH_TOKEN_V2)
                .where(REFRESH_TOKEN_V2.USER_ID.eq(userId))
                .and(REFRESH_TOKEN_V2.FAMILY_ID.eq(familyId))
                .execute();
        db.update(REFRESH_TOKEN)
                .set(REFRESH_TOKEN.REVOKED_AT, now)
                .where(REFRESH_TOKEN.FAMILY_ID.eq(familyId))
                .and(REFRESH_TOKEN.REVOKED_AT.isNull())
                .execute();
    }

    /** Deletes every refresh token of these users, in both formats: one statement per table. */
    public void deleteByUsers(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return;
        }
        db.deleteFrom(REFRESH_TOKEN_V2).where(REFRESH_TOKEN_V2.USER_ID.in(userIds)).execute();
        db.deleteFrom(REFRESH_TOKEN).where(REFRESH_TOKEN.USER_ID.in(userIds)).execute();
    }

    /**
     * Those of these users who hold a refresh token, of either format, expiring after {@code after}. Every grant
     * that gives a user an access token also stores a refresh token expiring one refresh lifetime later, so this
     * answers the users given an access token since {@code after} minus that lifetime.
     */
    public Set<String> holdersExpiringAfter(Collection<String> userIds, Instant after) {
        if (userIds.isEmpty()) {
            return Set.of();
        }
        Set<String> holders = new HashSet<>(db.selectDistinct(REFRESH_TOKEN_V2.USER_ID).from(REFRESH_TOKEN_V2)
                .where(REFRESH_TOKEN_V2.USER_ID.in(userIds), REFRESH_TOKEN_V2.EXPIRES_AT.gt(after))
                .fetch(REFRESH_TOKEN_V2.USER_ID));
        holders.addAll(db.selectDistinct(REFRESH_TOKEN.USER_ID).from(REFRESH_TOKEN)
                .where(REFRESH_TOKEN.USER_ID.in(userIds), REFRESH_TOKEN.EXPIRES_AT.gt(after))
                .fetch(REFRESH_TOKEN.USER_ID));
        return holders;
    }

    /**
     * Deletes at most {@code limit} expired tokens of this format issued before {@code issuedBefore}, oldest first,
     * skipping rows that a grant holds: the caller runs one transaction per batch, so no lock is held for long.
     * A token's id carries the time it was issued at, so only the head of the primary key before that time is read.
     * Called with one refresh lifetime ago, that head holds only expired tokens (they all lived that long), and the
     * live ones after it are never read, however many there are. Answers how many went.
     */
    int deleteExpiredBatch(Instant now, Instant issuedBefore, int limit) {
        return deleteExpiredBatch(REFRESH_TOKEN_V2, REFRESH_TOKEN_V2.ID, REFRESH_TOKEN_V2.EXPIRES_AT,
                REFRESH_TOKEN_V2.ID.lt(RefreshTokenFormat.firstIdIssuedAt(issuedBefore)), REFRESH_TOKEN_V2.ID, now,
                limit);
    }

    /** The same for tokens issued before issue 21, found by their expiry index. */
    int deleteExpiredLegacyBatch(Instant now, int limit) {
        return deleteExpiredBatch(REFRESH_TOKEN, REFRESH_TOKEN.TOKEN_HASH, REFRESH_TOKEN.EXPIRES_AT,
                DSL.noCondition(), REFRESH_TOKEN.EXPIRES_AT, now, limit);
    }

    private <K> int deleteExpiredBatch(Table<?> table, Field<K> key, Field<Instant> expiresAt, Condition range,
                                       Field<?> order, Instant now, int limit) {
        List<K> keys = db.select(key).from(table)
                .where(range, expiresAt.lt(now))
                .orderBy(order)
                .limit(limit)
                .forUpdate().skipLocked()
                .fetch(key);
        return keys.isEmpty() ? 0 : db.deleteFrom(table).where(key.in(keys)).execute();
    }
}
