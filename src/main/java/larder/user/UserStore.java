package larder.user;

import static larder.user.db.Tables.USERS;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.platform.Sql;
import org.jooq.DSLContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class UserStore {

    private final DSLContext db;
    private final JdbcClient jdbc;
    private final String insertSql;

    UserStore(DSLContext db, JdbcClient jdbc) {
        this.db = db;
        this.jdbc = jdbc;
        // Every anonymous grant inserts a user: the statement is rendered once, not on each grant.
        this.insertSql = db.insertInto(USERS, USERS.ID, USERS.CLIENT_ID, USERS.CREATED_AT, USERS.LAST_SEEN_AT)
                .values((String) null, null, null, null).getSQL();
    }

    void insert(User user) {
        jdbc.sql(insertSql)
                .params(user.id(), user.clientId(), Sql.timestamp(user.createdAt()), Sql.timestamp(user.lastSeenAt()))
                .update();
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
