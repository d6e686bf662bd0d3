package larder.user;

import static larder.user.db.Tables.USERS;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

@Repository
class UserStore {

    private final DSLContext db;

    UserStore(DSLContext db) {
        this.db = db;
    }

    void insert(User user) {
        db.insertInto(USERS)
                .set(USERS.ID, user.id())
                .set(USERS.CLIENT_ID, user.clientId())
                .set(USERS.CREATED_AT, user.createdAt())
                .set(USERS.LAST_SEEN_AT, user.lastSeenAt())
                .execute();
    }

    Optional<User> find(String id) {
        return db.selectFrom(USERS).where(USERS.ID.eq(id)).fetchOptional()
                .map(r -> new User(r.getId(), r.getClientId(), r.getCreatedAt(), r.getLastSeenAt()));
    }

    /** Locks the row, so that two erasures of one user cannot interleave. */
    Optional<User> lock(String id) {
        return db.selectFrom(USERS).where(USERS.ID.eq(id)).forUpdate().fetchOptional()
                .map(r -> new User(r.getId(), r.getClientId(), r.getCreatedAt(), r.getLastSeenAt()));
    }

    void delete(String id) {
        db.deleteFrom(USERS).where(USERS.ID.eq(id)).execute();
    }

    void touch(Collection<String> ids, Instant at) {
        db.update(USERS).set(USERS.LAST_SEEN_AT, at).where(USERS.ID.in(ids)).execute();
    }

    List<String> inactiveSince(Instant horizon, int limit) {
        return db.select(USERS.ID).from(USERS).where(USERS.LAST_SEEN_AT.lt(horizon)).orderBy(USERS.LAST_SEEN_AT)
                .limit(limit).fetch(USERS.ID);
    }
}
