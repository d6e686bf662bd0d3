package larder.feed;

import static larder.feed.db.Tables.FEED_FOLD_LOCK;
import static larder.feed.db.Tables.FEED_HISTORY;
import static larder.feed.db.Tables.FEED_PENDING;
import static larder.feed.db.Tables.FEED_THREAD;
import static larder.feed.db.Tables.RECIPE_POPULARITY;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import larder.item.RecipesAdded;
import larder.platform.Ids;
import larder.platform.db.HotStatement;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

@Repository
class FeedStore {

    /** History is read newest first in chunks of this many requests, at most this many chunks. */
    static final int HISTORY_CHUNK = 100;
    static final int HISTORY_CHUNKS = 10;

    private final DSLContext db;
    private final HotStatement insertHistory;
    private final HotStatement insertPending;

    FeedStore(DSLContext db, HotStatement.Renderer hot) {
        this.db = db;
        // Every list or cart request that adds recipes runs these.
        this.insertHistory = hot.render(db.insertInto(FEED_HISTORY, FEED_HISTORY.ID, FEED_HISTORY.USER_ID,
                        FEED_HISTORY.CLIENT_ID, FEED_HISTORY.RECIPE_IDS, FEED_HISTORY.ADDED_AT)
                .values(DSL.param("id", FEED_HISTORY.ID), DSL.param("userId", FEED_HISTORY.USER_ID),
                        DSL.param("clientId", FEED_HISTORY.CLIENT_ID), DSL.param("recipeIds", FEED_HISTORY.RECIPE_IDS),
                        DSL.param("addedAt", FEED_HISTORY.ADDED_AT)));
        this.insertPending = hot.render(db.insertInto(FEED_PENDING, FEED_PENDING.ID, FEED_PENDING.CLIENT_ID,
                        FEED_PENDING.RECIPE_IDS, FEED_PENDING.ADDED_AT)
                .values(DSL.param("id", FEED_PENDING.ID), DSL.param("clientId", FEED_PENDING.CLIENT_ID),
                        DSL.param("recipeIds", FEED_PENDING.RECIPE_IDS), DSL.param("addedAt", FEED_PENDING.ADDED_AT)));
    }

    /**
     * One history row for a user's request (none for an app's own list or cart), and one pending row when it added
     * catalogue recipes, which the fold counts.
     */
    void record(RecipesAdded added) {
        if (added.userId() != null) {
            insertHistory.with("id", Ids.next("fdh")).with("userId", added.userId())
                    .with("clientId", added.clientId())
                    .with("recipeIds", join(added.recipes().stream().map(RecipesAdded.Added::recipeId)))
                    .with("addedAt", added.at()).update();
        }
        List<String> catalogue = added.recipes().stream().filter(RecipesAdded.Added::catalogue)
                .map(RecipesAdded.Added::recipeId).toList();
        if (!catalogue.isEmpty()) {
            insertPending.with("id", Ids.next("fdp")).with("clientId", added.clientId())
                    .with("recipeIds", join(catalogue.stream())).with("addedAt", added.at()).update();
        }
    }

    /**
     * The recipes the user added since the given time, each once, most recently added first, at most {@code limit}
     * of them. Reads the user's requests newest first, a chunk at a time, until it has enough.
     */
    List<RecentAdd> history(String userId, Instant since, int limit) {
        Map<String, RecentAdd> recent = new LinkedHashMap<>();
        Condition recentOfUser = FEED_HISTORY.USER_ID.eq(userId).and(FEED_HISTORY.ADDED_AT.ge(since));
        Condition where = recentOfUser;
        for (int chunk = 0; chunk < HISTORY_CHUNKS && recent.size() < limit; chunk++) {
            var rows = db.select(FEED_HISTORY.ADDED_AT, FEED_HISTORY.ID, FEED_HISTORY.RECIPE_IDS).from(FEED_HISTORY)
                    .where(where)
                    .orderBy(FEED_HISTORY.ADDED_AT.desc(), FEED_HISTORY.ID.desc())
                    .limit(HISTORY_CHUNK).fetch();
            for (var row : rows) {
                for (String recipeId : split(row.value3())) {
                    if (recent.size() < limit) {
                        recent.putIfAbsent(recipeId, new RecentAdd(recipeId, row.value1()));
                    }
                }
            }
            if (rows.size() < HISTORY_CHUNK) {
                break;
            }
            var last = rows.getLast();
            where = recentOfUser.and(DSL.row(FEED_HISTORY.ADDED_AT, FEED_HISTORY.ID).lt(last.value1(), last.value2()));
        }
        return List.copyOf(recent.values());
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
     * Adds a batch of pending activity into the daily counters and deletes it, under the fold lock (one node at a
     * time; rows of transactions still open are simply not seen yet). Answers the rows folded.
     */
    int fold(int batch) {
        db.select(FEED_FOLD_LOCK.ID).from(FEED_FOLD_LOCK).where(FEED_FOLD_LOCK.ID.eq(1)).forUpdate().fetch();
        var rows = db.select(FEED_PENDING.ID, FEED_PENDING.CLIENT_ID, FEED_PENDING.RECIPE_IDS, FEED_PENDING.ADDED_AT)
                .from(FEED_PENDING).orderBy(FEED_PENDING.ID).limit(batch).fetch();
        if (rows.isEmpty()) {
            return 0;
        }
        record Key(String clientId, LocalDate day, String recipeId) {
        }
        Map<Key, Long> counts = new HashMap<>();
        List<String> ids = new ArrayList<>(rows.size());
        for (var row : rows) {
            ids.add(row.value1());
            LocalDate day = LocalDate.ofInstant(row.value4(), ZoneOffset.UTC);
            for (String recipeId : split(row.value3())) {
                counts.merge(new Key(row.value2(), day, recipeId), 1L, Long::sum);
            }
        }
        db.batch(counts.entrySet().stream().map(e -> db.insertInto(RECIPE_POPULARITY)
                .set(RECIPE_POPULARITY.CLIENT_ID, e.getKey().clientId())
                .set(RECIPE_POPULARITY.ADDED_ON, e.getKey().day())
                .set(RECIPE_POPULARITY.RECIPE_ID, e.getKey().recipeId())
                .set(RECIPE_POPULARITY.ADDS, e.getValue())
                .onConflict(RECIPE_POPULARITY.CLIENT_ID, RECIPE_POPULARITY.ADDED_ON, RECIPE_POPULARITY.RECIPE_ID)
                .doUpdate().set(RECIPE_POPULARITY.ADDS, RECIPE_POPULARITY.ADDS.plus(e.getValue())))
                .toList()).execute();
        db.deleteFrom(FEED_PENDING).where(FEED_PENDING.ID.in(ids)).execute();
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

    void eraseUsers(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return;
        }
        db.deleteFrom(FEED_HISTORY).where(FEED_HISTORY.USER_ID.in(userIds)).execute();
        db.deleteFrom(FEED_THREAD).where(FEED_THREAD.USER_ID.in(userIds)).execute();
    }

    void forgetRecipe(String recipeId) {
        db.deleteFrom(RECIPE_POPULARITY).where(RECIPE_POPULARITY.RECIPE_ID.eq(recipeId)).execute();
    }

    /** Deletes expired threads, history older than {@code activityBefore}, and counters before a day. */
    void forget(Instant now, Instant activityBefore, LocalDate countersBefore) {
        db.deleteFrom(FEED_THREAD).where(FEED_THREAD.EXPIRES_AT.le(now)).execute();
        db.deleteFrom(FEED_HISTORY).where(FEED_HISTORY.ADDED_AT.lt(activityBefore)).execute();
        db.deleteFrom(RECIPE_POPULARITY).where(RECIPE_POPULARITY.ADDED_ON.lt(countersBefore)).execute();
    }

    private static String join(Stream<String> recipeIds) {
        return String.join(" ", recipeIds.toList());
    }

    private static String[] split(String recipeIds) {
        return recipeIds.split(" ");
    }
}
