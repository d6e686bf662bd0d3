package larder.auth;

import static larder.auth.db.Tables.MANAGEMENT_TOKEN;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.auth.db.tables.records.ManagementTokenRecord;
import larder.platform.PageRequest;
import org.jooq.DSLContext;
import org.jooq.Query;
import org.springframework.stereotype.Repository;

@Repository
class ManagementTokenStore {

    private final DSLContext db;

    record Row(String id, String clientId, String name, String secretHash, Instant createdAt, Instant lastUsedAt) {
    }

    ManagementTokenStore(DSLContext db) {
        this.db = db;
    }

    void insert(String id, String clientId, String name, String secretHash, Instant createdAt) {
        db.insertInto(MANAGEMENT_TOKEN)
                .set(MANAGEMENT_TOKEN.ID, id)
                .set(MANAGEMENT_TOKEN.CLIENT_ID, clientId)
                .set(MANAGEMENT_TOKEN.NAME, name)
                .set(MANAGEMENT_TOKEN.SECRET_HASH, secretHash)
                .set(MANAGEMENT_TOKEN.CREATED_AT, createdAt)
                .execute();
    }

    Optional<Row> findActiveByHash(String secretHash) {
        return db.selectFrom(MANAGEMENT_TOKEN)
                .where(MANAGEMENT_TOKEN.SECRET_HASH.eq(secretHash))
                .and(MANAGEMENT_TOKEN.REVOKED_AT.isNull())
                .fetchOptional()
                .map(ManagementTokenStore::row);
    }

    Optional<Row> findActive(String clientId, String id) {
        return db.selectFrom(MANAGEMENT_TOKEN)
                .where(MANAGEMENT_TOKEN.ID.eq(id))
                .and(MANAGEMENT_TOKEN.CLIENT_ID.eq(clientId))
                .and(MANAGEMENT_TOKEN.REVOKED_AT.isNull())
                .fetchOptional()
                .map(ManagementTokenStore::row);
    }

    /** Active tokens of the app in creation order; ids are time-ordered, so the id alone is the keyset. */
    List<Row> listActive(String clientId, PageRequest page) {
        var query = db.selectFrom(MANAGEMENT_TOKEN)
                .where(MANAGEMENT_TOKEN.CLIENT_ID.eq(clientId))
                .and(MANAGEMENT_TOKEN.REVOKED_AT.isNull());
        if (page.after().isPresent()) {
            query = query.and(MANAGEMENT_TOKEN.ID.gt(page.after().get().key(0)));
        }
        return query.orderBy(MANAGEMENT_TOKEN.ID).limit(page.fetchSize()).fetch(ManagementTokenStore::row);
    }

    boolean revoke(String clientId, String id, Instant now) {
        return db.update(MANAGEMENT_TOKEN)
                .set(MANAGEMENT_TOKEN.REVOKED_AT, now)
                .where(MANAGEMENT_TOKEN.ID.eq(id))
                .and(MANAGEMENT_TOKEN.CLIENT_ID.eq(clientId))
                .and(MANAGEMENT_TOKEN.REVOKED_AT.isNull())
                .execute() == 1;
    }

    void recordUse(Map<String, Instant> lastUse) {
        List<Query> updates = lastUse.entrySet().stream()
                .<Query>map(e -> db.update(MANAGEMENT_TOKEN)
                        .set(MANAGEMENT_TOKEN.LAST_USED_AT, e.getValue())
                        .where(MANAGEMENT_TOKEN.ID.eq(e.getKey())))
                .toList();
        db.batch(updates).execute();
    }

    private static Row row(ManagementTokenRecord r) {
        return new Row(r.getId(), r.getClientId(), r.getName(), r.getSecretHash(), r.getCreatedAt(),
                r.getLastUsedAt());
    }
}
