package larder.feed;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import larder.item.RecipesAdded;
import larder.recipe.RecipeEvents.RecipeDeleted;
import larder.user.UsersErased;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What the feed learns from the rest of the server. Adds are recorded in the transaction that made them (a user's
 * history row and a pending row per request, append-only, so concurrent adds never wait on each other); a fold,
 * every second on whichever node gets its lock first, adds pending rows into the per-day popularity counters.
 */
@Component
class FeedActivity {

    /** Pending rows (requests, of up to 25 recipes each) folded in one transaction. */
    static final int FOLD_BATCH = 1_000;
    /** Activity is kept as long as "similar" looks back, plus a day. */
    static final Duration KEPT = Duration.ofDays(31);

    private final FeedStore store;
    private final PopularRecipes popular;
    private final TransactionTemplate transactions;
    private final Clock clock;

    FeedActivity(FeedStore store, PopularRecipes popular, TransactionTemplate transactions, Clock clock) {
        this.store = store;
        this.popular = popular;
        this.transactions = transactions;
        this.clock = clock;
    }

    @EventListener
    void on(RecipesAdded added) {
        store.record(added);
    }

    /** Erasing users erases their history and threads, in the same transaction; app-wide counters stay. */
    @EventListener
    void on(UsersErased erased) {
        store.eraseUsers(erased.userIds());
    }

    @EventListener
    void on(RecipeDeleted deleted) {
        store.forgetRecipe(deleted.recipeId());
    }

    /** Folds all pending activity; answers how many rows (requests) it folded. */
    @Scheduled(initialDelay = 1_000, fixedDelay = 1_000)
    int fold() {
        int total = 0;
        int folded;
        do {
            folded = transactions.execute(status -> store.fold(FOLD_BATCH));
            total += folded;
        } while (folded == FOLD_BATCH);
        if (total > 0) {
            popular.invalidate();
        }
        return total;
    }

    @Scheduled(initialDelay = 600_000, fixedDelay = 3_600_000)
    void forgetOld() {
        Instant now = clock.instant();
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        transactions.executeWithoutResult(status ->
                store.forget(now, now.minus(KEPT), today.minusDays(PopularRecipes.DAYS)));
    }
}
