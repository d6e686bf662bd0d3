package larder.feed;

import static larder.feed.db.Tables.FEED_ACTIVITY;
import static larder.feed.db.Tables.FEED_FOLD_LOCK;
import static larder.feed.db.Tables.FEED_THREAD;
import static larder.feed.db.Tables.RECIPE_POPULARITY;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import larder.item.RecipesAdded;
import larder.platform.Ids;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

@Repository
class FeedStore {

    private final DSLContext db;

    FeedStore(DSLContext db) {
        this.db = db;
    }

    /** One activity row per added recipe, in one statement. */
    void record(RecipesAdded added) {
        var insert = db.insertInto(FEED_ACTIVITY, FEED_ACTIVITY.ID, FEED_ACTIVITY.CLIENT_ID, FEED_ACTIVITY.USER_ID,
                FEED_ACTIVITY.RECIPE_ID, FEED_ACTIVITY.CATALOGUE, FEED_ACTIVITY.ADDED_AT, FEED_ACTIVITY.COUNTED);
        for (RecipesAdded.Added recipe : added.recipes()) {
            insert = insert.values(Ids.next("fda"), added.clientId(), added.userId(), recipe.recipeId(),
                    recipe.catalogue(), added.at(), false);
        }
        insert.execute();
    }

    /** The recipes the user added since the given time, each once, most recently added first. */
    List<RecentAdd> history(String userId, Instant since, int limit) {
        Field<Instant> last = DSL.max(FEED_ACTIVITY.ADDED_AT).as("last_added");
        return db.select(FEED_ACTIVITY.RECIPE_ID, last).from(FEED_ACTIVITY)
                .where(FEED_ACTIVITY.USER_ID.eq(userId), FEED_ACTIVITY.ADDED_AT.ge(since))
                .groupBy(FEED_ACTIVITY.RECIPE_ID)
                .orderBy(last.desc(), FEED_ACTIVITY.RECIPE_ID)
                .limit(limit)
                .fetch(r -> new RecentAdd(r.value1(), r.value2()));
    }

    /** The app's most added catalogue recipes from the given day on, most added first. */
    List<String> popular(String clientId, LocalDate fromDay, int limit) {
        Field<java.math.BigDecimal> adds = DSL.sum(RECIPE_POPULARITY.ADDS).as("total_adds");
        return db.select(RECIPE_POPULARITY.RECIPE_ID, adds).from(RECIPE_POPULARITY)
                .where(RECIPE_POPULARITY.CLIENT_ID.eq(clientId), RECIPE_POPULARITY.ADDED_ON.ge(fromDay))
                .groupBy(RECIPE_POPULARITY.RECIPE_ID)
                .orderBy(adds.desc(), RECIPE_POPULARITY.RECIPE_ID.desc())
                .limit(limit)
                .fetch(RECIPE_POPULARITY.RECIPE_ID);
    }

    /**
     * Adds a batch of activity not yet counted into the daily counters and marks it counted, under the fold lock
     * (one node at a time; rows of transactions still open are simply not seen yet). Answers the rows folded.
     */
    int fold(int batch) {
        db.select(FEED_FOLD_LOCK.ID).from(FEED_FOLD_LOCK).where(FEED_FOLD_LOCK.ID.eq(1)).forUpdate().fetch();
        var rows = db.select(FEED_ACTIVITY.ID, FEED_ACTIVITY.CLIENT_ID, FEED_ACTIVITY.RECIPE_ID,
                        FEED_ACTIVITY.CATALOGUE, FEED_ACTIVITY.ADDED_AT)
                .from(FEED_ACTIVITY).where(FEED_ACTIVITY.COUNTED.isFalse())
                .orderBy(FEED_ACTIVITY.ID).limit(batch).fetch();
        if (rows.isEmpty()) {
            return 0;
        }
        record Key(String clientId, LocalDate day, String recipeId) {
        }
        Map<Key, Long> counts = new HashMap<>();
        List<String> ids = new ArrayList<>(rows.size());
        for (var row : rows) {
            ids.add(row.value1());
            if (Boolean.TRUE.equals(row.value4())) {
                counts.merge(new Key(row.value2(), LocalDate.ofInstant(row.value5(), ZoneOffset.UTC), row.value3()),
                        1L, Long::sum);
            }
        }
        if (!counts.isEmpty()) {
            db.batch(counts.entrySet().stream().map(e -> db.insertInto(RECIPE_POPULARITY)
                    .set(RECIPE_POPULARITY.CLIENT_ID, e.getKey().clientId())
                    .set(RECIPE_POPULARITY.ADDED_ON, e.getKey().day())
                    .set(RECIPE_POPULARITY.RECIPE_ID, e.getKey().recipeId())
                    .set(RECIPE_POPULARITY.ADDS, e.getValue())
                    .onConflict(RECIPE_POPULARITY.CLIENT_ID, RECIPE_POPULARITY.ADDED_ON, RECIPE_POPULARITY.RECIPE_ID)
                    .doUpdate().set(RECIPE_POPULARITY.ADDS, RECIPE_POPULARITY.ADDS.plus(e.getValue())))
                    .toList()).execute();
        }
        db.update(FEED_ACTIVITY).set(FEED_ACTIVITY.COUNTED, true).where(FEED_ACTIVITY.ID.in(ids)).execute();
        return rows.size();
    }

    void insertThread(FeedThread thread) {
        db.insertInto(FEED_THREAD)
                .set(FEED_THREAD.ID, thread.id())
                .set(FEED_THREAD.CLIENT_ID, thread.clientId())
                .set(FEED_THREAD.USER_ID, thread.userId())
                .set(FEED_THREAD.ENTRIES, FeedThread.encode(thread.entries()))
                .set(FEED_THREAD.CREATED_AT, thread.createdAt())
                .set(FEED_THREAD.EXPIRES_AT, thread.expiresAt())
                .execute();
    }

    Optional<FeedThread> thread(String id) {
        return db.selectFrom(FEED_THREAD).where(FEED_THREAD.ID.eq(id)).fetchOptional()
                .map(r -> new FeedThread(r.getId(), r.getClientId(), r.getUserId(), FeedThread.decode(r.getEntries()),
                        r.getCreatedAt(), r.getExpiresAt()));
    }

    void eraseUser(String userId) {
        db.deleteFrom(FEED_ACTIVITY).where(FEED_ACTIVITY.USER_ID.eq(userId)).execute();
        db.deleteFrom(FEED_THREAD).where(FEED_THREAD.USER_ID.eq(userId)).execute();
    }

    void forgetRecipe(String recipeId) {
        db.deleteFrom(RECIPE_POPULARITY).where(RECIPE_POPULARITY.RECIPE_ID.eq(recipeId)).execute();
    }

    /** Deletes expired threads, counted activity older than {@code activityBefore}, and counters before a day. */
    void forget(Instant now, Instant activityBefore, LocalDate countersBefore) {
        db.deleteFrom(FEED_THREAD).where(FEED_THREAD.EXPIRES_AT.le(now)).execute();
        db.deleteFrom(FEED_ACTIVITY).where(FEED_ACTIVITY.ADDED_AT.lt(activityBefore), FEED_ACTIVITY.COUNTED.isTrue())
                .execute();
        db.deleteFrom(RECIPE_POPULARITY).where(RECIPE_POPULARITY.ADDED_ON.lt(countersBefore)).execute();
    }
}
