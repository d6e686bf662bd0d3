package larder.pantry;

import static larder.pantry.db.Tables.PANTRY;
import static larder.pantry.db.Tables.PANTRY_ITEM;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.ingredient.Unit;
import larder.pantry.db.tables.records.PantryItemRecord;
import larder.platform.PageRequest;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/** Pantries: one row a user, which changes lock, and its items. */
@Repository
class PantryStore {

    /** Where an item without expiry sorts: with the last date a client can send, and then by id. */
    static final LocalDate NO_EXPIRY = LocalDate.of(9999, 12, 31);

    private static final Field<LocalDate> EXPIRY = DSL.coalesce(PANTRY_ITEM.EXPIRES_ON, DSL.val(NO_EXPIRY));

    private final DSLContext db;

    PantryStore(DSLContext db) {
        this.db = db;
    }

    /**
     * Takes the user's pantry row lock, making the row on first use: changes of one pantry queue here, so that two
     * additions at once combine with each other's items.
     */
    void lock(String userId, String clientId, Instant now) {
        db.insertInto(PANTRY).set(PANTRY.USER_ID, userId).set(PANTRY.CLIENT_ID, clientId).set(PANTRY.VERSION, 0L)
                .set(PANTRY.UPDATED_AT, now).onConflict(PANTRY.USER_ID).doNothing().execute();
        db.update(PANTRY).set(PANTRY.VERSION, PANTRY.VERSION.plus(1)).set(PANTRY.UPDATED_AT, now)
                .where(PANTRY.USER_ID.eq(userId)).execute();
    }

    List<PantryItem> items(String userId) {
        return db.selectFrom(PANTRY_ITEM).where(PANTRY_ITEM.USER_ID.eq(userId))
                .orderBy(EXPIRY, PANTRY_ITEM.ID).fetch(PantryStore::read);
    }

    /**
     * A page of the user's items, soonest expiry first, those without expiry last, then by id; with {@code until},
     * only those that expire on or before it.
     */
    List<PantryItem> page(String userId, LocalDate until, PageRequest page) {
        var where = PANTRY_ITEM.USER_ID.eq(userId);
        if (until != null) {
            where = where.and(PANTRY_ITEM.EXPIRES_ON.le(until));
        }
        if (page.after().isPresent()) {
            LocalDate after = LocalDate.parse(page.after().get().key(0));
            where = where.and(DSL.row(EXPIRY, PANTRY_ITEM.ID).gt(after, page.after().get().key(1)));
        }
        return db.selectFrom(PANTRY_ITEM).where(where).orderBy(EXPIRY, PANTRY_ITEM.ID).limit(page.fetchSize())
                .fetch(PantryStore::read);
    }

    Optional<PantryItem> item(String userId, String id) {
        return db.selectFrom(PANTRY_ITEM).where(PANTRY_ITEM.USER_ID.eq(userId), PANTRY_ITEM.ID.eq(id))
                .fetchOptional(PantryStore::read);
    }

    /** Writes an addition's decision whole. */
    void commit(String userId, Pantry.Stocked stocked) {
        if (!stocked.removed().isEmpty()) {
            db.deleteFrom(PANTRY_ITEM).where(PANTRY_ITEM.USER_ID.eq(userId), PANTRY_ITEM.ID.in(stocked.removed()))
                    .execute();
        }
        for (PantryItem item : stocked.updated()) {
            update(userId, item);
        }
        if (!stocked.inserted().isEmpty()) {
            var insert = db.insertInto(PANTRY_ITEM, PANTRY_ITEM.ID, PANTRY_ITEM.USER_ID, PANTRY_ITEM.NAME,
                    PANTRY_ITEM.QUANTITY, PANTRY_ITEM.UNIT, PANTRY_ITEM.LOCATION, PANTRY_ITEM.EXPIRES_ON,
                    PANTRY_ITEM.STAPLE, PANTRY_ITEM.CREATED_AT, PANTRY_ITEM.UPDATED_AT);
            for (PantryItem item : stocked.inserted()) {
                insert = insert.values(item.id(), userId, item.name(), item.quantity(), code(item.unit()),
                        item.location() == null ? null : item.location().code(), item.expiresOn(), item.staple(),
                        item.createdAt(), item.updatedAt());
            }
            insert.execute();
        }
    }

    void update(String userId, PantryItem item) {
        db.update(PANTRY_ITEM).set(PANTRY_ITEM.QUANTITY, item.quantity()).set(PANTRY_ITEM.UNIT, code(item.unit()))
                .set(PANTRY_ITEM.LOCATION, item.location() == null ? null : item.location().code())
                .set(PANTRY_ITEM.EXPIRES_ON, item.expiresOn()).set(PANTRY_ITEM.STAPLE, item.staple())
                .set(PANTRY_ITEM.UPDATED_AT, item.updatedAt())
                .where(PANTRY_ITEM.USER_ID.eq(userId), PANTRY_ITEM.ID.eq(item.id())).execute();
    }

    int delete(String userId, String id) {
        return db.deleteFrom(PANTRY_ITEM).where(PANTRY_ITEM.USER_ID.eq(userId), PANTRY_ITEM.ID.eq(id)).execute();
    }

    void deleteAll(Collection<String> userIds) {
        if (!userIds.isEmpty()) {
            db.deleteFrom(PANTRY_ITEM).where(PANTRY_ITEM.USER_ID.in(userIds)).execute();
            db.deleteFrom(PANTRY).where(PANTRY.USER_ID.in(userIds)).execute();
        }
    }

    private static String code(Unit unit) {
        return unit == null ? null : unit.code();
    }

    private static PantryItem read(PantryItemRecord r) {
        return new PantryItem(r.getId(), r.getName(), r.getQuantity(),
                r.getUnit() == null ? null : Unit.fromCode(r.getUnit()).orElse(null),
                r.getLocation() == null ? null : Location.fromCode(r.getLocation()).orElse(null), r.getExpiresOn(),
                r.getStaple(), r.getCreatedAt(), r.getUpdatedAt());
    }
}
