package larder.recipe;

import static larder.recipe.db.Tables.RECIPE_LABEL_SET;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import larder.platform.cluster.NotificationReceiver;
import larder.platform.cluster.Notifications;
import larder.platform.db.AfterCommit;
import org.jooq.DSLContext;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The label sets each app's recipes have ({@code recipe_label_set}), held in memory (docs/labels.md). A search or a
 * feed with labels starts from them; reading them from the database on every call was a tenth of a filtered search's
 * time on the server (JFR, docs/benchmarks/recipe-search.md).
 *
 * <p>A set is added when the first recipe with it is written. This node forgets the app's sets as that transaction
 * commits, so its next search sees the new set, and every other node is told through {@link Notifications} (channel
 * {@value #CHANNEL}, the app's client id), which PostgreSQL delivers only if the transaction commits. A node whose
 * listener lost its connection forgets every app's sets when it is back. Should a notice be missed all the same, an
 * app's sets are read again a minute after they were read.
 */
@Component
class AppLabelSets implements NotificationReceiver {

    static final String CHANNEL = "larder_label_sets";

    private final DSLContext db;
    private final Notifications notifications;
    private final Cache<String, int[]> byApp = Caffeine.newBuilder().maximumSize(10_000)
            .expireAfterWrite(Duration.ofMinutes(1)).build();
    /**
     * Counts the times this node forgot sets. A read that began before one is not kept: it may have missed the set
     * whose notice made this node forget (a notice can arrive while a read is on its way).
     */
    private final AtomicLong forgotten = new AtomicLong();

    @Autowired
    AppLabelSets(DSLContext db, Notifications notifications) {
        this.db = db;
        this.notifications = notifications;
    }

    /** One node alone, told of nothing and telling nothing (the unit tests' database). */
    static AppLabelSets alone(DSLContext db) {
        return new AppLabelSets(db, null);
    }

    /** The label sets that recipes of the app have (or had), each holding every bit of {@code required}, in order. */
    List<Integer> holding(String clientId, int required) {
        return Arrays.stream(sets(clientId)).filter(set -> (set & required) == required).boxed().toList();
    }

    private int[] sets(String clientId) {
        int[] held = byApp.getIfPresent(clientId);
        if (held != null) {
            return held;
        }
        long before = forgotten.get();
        int[] read = db.select(RECIPE_LABEL_SET.LABELS).from(RECIPE_LABEL_SET)
                .where(RECIPE_LABEL_SET.CLIENT_ID.eq(clientId)).fetch(RECIPE_LABEL_SET.LABELS).stream()
                .mapToInt(Integer::intValue).sorted().toArray();
        if (forgotten.get() == before) {
            byApp.put(clientId, read);
            // Forgotten between the check and the put: the read may be stale, so it goes (read again next time).
            if (forgotten.get() != before) {
                byApp.invalidate(clientId);
            }
        }
        return read;
    }

    private void forget(String clientId) {
        forgotten.incrementAndGet();
        byApp.invalidate(clientId);
    }

    /**
     * Records that these apps have recipes with these label sets (pairwise), once each. A set is never taken back
     * when its last recipe goes; a set without rows costs a search one empty index probe.
     */
    void record(List<String> clientIds, List<Integer> sets) {
        Set<Map.Entry<String, Integer>> pairs = new LinkedHashSet<>();
        for (int i = 0; i < clientIds.size(); i++) {
            pairs.add(Map.entry(clientIds.get(i), sets.get(i)));
        }
        for (Map.Entry<String, Integer> pair : pairs) {
            int added = db.insertInto(RECIPE_LABEL_SET, RECIPE_LABEL_SET.CLIENT_ID, RECIPE_LABEL_SET.LABELS)
                    .values(pair.getKey(), pair.getValue()).onConflictDoNothing().execute();
            if (added > 0) {
                added(pair.getKey());
            }
        }
    }

    private void added(String clientId) {
        AfterCommit.run(() -> forget(clientId));
        if (notifications != null) {
            notifications.publish(CHANNEL, clientId);
        }
    }

    @Override
    public String channel() {
        return CHANNEL;
    }

    @Override
    public void receive(String clientId) {
        forget(clientId);
    }

    @Override
    public void resumed() {
        forgotten.incrementAndGet();
        byApp.invalidateAll();
    }
}
