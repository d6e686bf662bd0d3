package larder.recipe;

import static larder.recipe.db.Tables.RECIPE_LABEL_SET;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import larder.platform.cluster.NodeCache;
import larder.platform.cluster.NotificationReceiver;
import larder.platform.cluster.Notifications;
import org.jooq.DSLContext;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The label sets each app's recipes have ({@code recipe_label_set}), held in memory by each node
 * ({@link NodeCache}, docs/labels.md). A search or a feed with labels starts from them; reading them from the
 * database on every call was a tenth of a filtered search's time on the server (JFR,
 * docs/benchmarks/recipe-search.md).
 *
 * <p>A set is added when the first recipe with it is written: every node forgets the app's sets once that transaction
 * commits (channel {@value #CHANNEL}, the app's client id), so that its next search sees the new set.
 */
@Component
class AppLabelSets implements NotificationReceiver {

    static final String CHANNEL = "larder_label_sets";

    private final DSLContext db;
    private final NodeCache<int[]> byApp;

    @Autowired
    AppLabelSets(DSLContext db, Notifications notifications) {
        this.db = db;
        this.byApp = new NodeCache<>(CHANNEL, notifications, 10_000, Duration.ofMinutes(1));
    }

    /** One node alone, told of nothing and telling nothing (the unit tests' database). */
    static AppLabelSets alone(DSLContext db) {
        return new AppLabelSets(db, null);
    }

    /** The label sets that recipes of the app have (or had), each holding every bit of {@code required}, in order. */
    List<Integer> holding(String clientId, int required) {
        return Arrays.stream(byApp.get(clientId, this::read)).filter(set -> (set & required) == required).boxed()
                .toList();
    }

    private int[] read(String clientId) {
        return db.select(RECIPE_LABEL_SET.LABELS).from(RECIPE_LABEL_SET)
                .where(RECIPE_LABEL_SET.CLIENT_ID.eq(clientId)).fetch(RECIPE_LABEL_SET.LABELS).stream()
                .mapToInt(Integer::intValue).sorted().toArray();
    }

    /**
     * Records that these apps have recipes with these label sets (pairwise), once each. A set is never taken back
     * when its last recipe goes; a set without rows costs a search one empty index probe.
     *
     * <p>The pairs are written in one order, by app and then set, whatever the order of the recipes: two transactions
     * that write the same new pairs in different orders would each wait for the other's row (a deadlock, which
     * PostgreSQL breaks by failing one; two recipe generators beside each other met it).
     */
    void record(List<String> clientIds, List<Integer> sets) {
        Set<Map.Entry<String, Integer>> pairs = new TreeSet<>(Map.Entry.<String, Integer>comparingByKey()
                .thenComparing(Map.Entry.comparingByValue()));
        for (int i = 0; i < clientIds.size(); i++) {
            pairs.add(Map.entry(clientIds.get(i), sets.get(i)));
        }
        Set<String> added = new LinkedHashSet<>();
        for (Map.Entry<String, Integer> pair : pairs) {
            if (db.insertInto(RECIPE_LABEL_SET, RECIPE_LABEL_SET.CLIENT_ID, RECIPE_LABEL_SET.LABELS)
                    .values(pair.getKey(), pair.getValue()).onConflictDoNothing().execute() > 0) {
                added.add(pair.getKey());
            }
        }
        byApp.changed(added);
    }

    @Override
    public String channel() {
        return byApp.channel();
    }

    @Override
    public void receive(String payload) {
        byApp.receive(payload);
    }

    @Override
    public void resumed() {
        byApp.resumed();
    }
}
