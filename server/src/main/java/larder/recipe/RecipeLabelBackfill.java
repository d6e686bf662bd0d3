package larder.recipe;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Derives afresh the index of recipes stored before it, or derived by an older version ({@link RecipeIndex#VERSION}):
 * their label and whole-name terms and their energy and protein per serving. No start-up migration reads every row:
 * a node claims a batch ({@code FOR UPDATE SKIP LOCKED}, so several nodes share the work), derives it and commits,
 * then the next, back to back with a short pause, until none is left; then it looks again after
 * {@link IndexBackfillSettings#idle()}. Until its batch comes, such a recipe shows its labels (the API computes them on
 * read) but matches no diet filter it did not match before, and no energy or protein bound; and an exclusion also
 * applies the older word rule ({@link IndexProgress}): it is left out, never shown wrongly.
 */
@Component
class RecipeLabelBackfill {

    private static final Logger log = LoggerFactory.getLogger(RecipeLabelBackfill.class);

    private final RecipeStore store;
    private final RecipeIndex index;
    private final IndexProgress progress;
    private final IndexBackfillSettings settings;
    private final TransactionTemplate transactions;

    /** Where this node's next claim starts: after the last id it claimed (null: the first); under the lock. */
    private String cursor;
    private volatile long nextLookNanos = System.nanoTime();
    private final ReentrantLock draining = new ReentrantLock();
    private volatile boolean stopping;

    RecipeLabelBackfill(RecipeStore store, RecipeIndex index, IndexProgress progress, IndexBackfillSettings settings,
                        PlatformTransactionManager transactions) {
        this.store = store;
        this.index = index;
        this.progress = progress;
        this.settings = settings;
        this.transactions = new TransactionTemplate(transactions);
    }

    /** Before the first request: whether any recipe is indexed by an older version (one look, no claim). */
    @EventListener(ApplicationReadyEvent.class)
    void look() {
        progress.whole(!store.anyUnindexed());
    }

    /**
     * Runs batches back to back until none is left, when it is time to look again. At a fixed rate, not a fixed
     * delay: with virtual threads Spring runs fixed-delay tasks on its one scheduler thread, which a drain of hours
     * would hold from every other scheduled task; a tick that finds a drain running returns at once.
     */
    @Scheduled(initialDelay = 10_000, fixedRate = 1_000)
    void tick() {
        if (!settings.enabled() || System.nanoTime() - nextLookNanos < 0 || !draining.tryLock()) {
            return;
        }
        try {
            drainLocked();
            nextLookNanos = System.nanoTime() + settings.idle().toNanos();
        } finally {
            draining.unlock();
        }
    }

    /** Derives every recipe left, a batch at a time; answers how many this node derived. */
    long drain() {
        draining.lock();
        try {
            return drainLocked();
        } finally {
            draining.unlock();
        }
    }

    private long drainLocked() {
        long started = System.nanoTime();
        long derived = 0;
        int batch;
        while (!stopping && (batch = deriveOneBatch()) > 0) {
            derived += batch;
            pause();
        }
        progress.whole(!store.anyUnindexed());
        if (derived > 0) {
            double seconds = (System.nanoTime() - started) / 1e9;
            log.info("Derived the index of {} recipes stored by an older version in {} s ({} a second)", derived,
                    Math.round(seconds), Math.round(derived / Math.max(seconds, 1e-3)));
        }
        return derived;
    }

    /**
     * Claims, derives and writes one batch in one transaction; answers how many recipes it derived. When none is
     * left after this node's cursor, it starts again from the first id once (rows claimed by a node that then failed
     * are found again).
     */
    private int deriveOneBatch() {
        Integer derived = transactions.execute(status -> {
            List<String> ids = store.claimUnindexed(cursor, settings.batchSize());
            if (ids.isEmpty() && cursor != null) {
                cursor = null;
                ids = store.claimUnindexed(null, settings.batchSize());
            }
            if (ids.isEmpty()) {
                return 0;
            }
            cursor = ids.getLast();
            List<Recipe> recipes = store.findAll(ids);
            store.reindex(recipes, recipes.stream().map(r -> index.of(r.content())).toList());
            return recipes.size();
        });
        return derived == null ? 0 : derived;
    }

    private void pause() {
        long millis = settings.pause().toMillis();
        if (millis > 0) {
            try {
                TimeUnit.MILLISECONDS.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopping = true;
            }
        }
    }

    @jakarta.annotation.PreDestroy
    void stop() {
        stopping = true;
    }
}
