package larder.user;

import static larder.user.db.Tables.USERS;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.platform.db.HotStatement;
import larder.user.db.tables.records.UsersRecord;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

@Repository
class UserStore {

    private final DSLContext db;
    private final HotStatement insertUser;

    UserStore(DSLContext db, HotStatement.Renderer hot) {
        this.db = db;
        // Every anonymous grant inserts a user.
        this.insertUser = hot.render(db.insertInto(USERS, USERS.ID, USERS.CLIENT_ID, USERS.CREATED_AT,
                        USERS.LAST_SEEN_AT)
                .values(DSL.param("id", USERS.ID), DSL.param("clientId", USERS.CLIENT_ID),
                        DSL.param("createdAt", USERS.CREATED_AT), DSL.param("lastSeenAt", USERS.LAST_SEEN_AT)));
    }

    /** Adds one insert of all of them to the group. */
    void insertAll(List<User> users, HotStatement.Group group) {
        group.add(insertUser, users, user -> insertUser.with("id", user.id()).with("clientId", user.clientId())
                .with("createdAt", user.createdAt()).with("lastSeenAt", user.lastSeenAt()));
    }

    Optional<User> find(String id) {
        return db.selectFrom(USERS).where(USERS.ID.eq(id)).fetchOptional(UserStore::user);
    }

    private static User user(UsersRecord r) {
        return new User(r.getId(), r.getClientId(), r.getCreatedAt(), r.getLastSeenAt());
    }

    /**
     * Those of these users that still exist, locked until the transaction ends (so that two erasures of one user
     * cannot interleave), in id order (no deadlock).
     */
    List<User> lockAll(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return db.selectFrom(USERS).where(USERS.ID.in(ids)).orderBy(USERS.ID).forUpdate().fetch(UserStore::user);
    }

    void deleteAll(Collection<String> ids) {
        if (!ids.isEmpty()) {
            db.deleteFrom(USERS).where(USERS.ID.in(ids)).execute();
        }
    }

    void touch(Collection<String> ids, Instant at) {
        db.update(USERS).set(USERS.LAST_SEEN_AT, at).where(USERS.ID.in(ids)).execute();
    }

    List<String> inactiveSince(Instant horizon, int limit) {
        return db.select(USERS.ID).from(USERS).where(USERS.LAST_SEEN_AT.lt(horizon)).orderBy(USERS.LAST_SEEN_AT)
                .limit(limit).fetch(USERS.ID);
    }
}
