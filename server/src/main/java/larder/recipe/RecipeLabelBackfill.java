package larder.recipe;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Writes the label index terms ({@code l:vegan}) and the energy and protein per serving of recipes stored before
 * them, or derived by an older version ({@link RecipeIndex#VERSION}), a batch at a time: no start-up migration reads
 * every row. Until its batch comes, such a recipe shows its labels (the API computes them on read) but matches no
 * diet filter it did not match before, and no energy or protein bound: it is left out, never shown wrongly.
 */
@Component
class RecipeLabelBackfill {

    private static final Logger log = LoggerFactory.getLogger(RecipeLabelBackfill.class);
    static final int BATCH = 200;

    private final RecipeStore store;
    private final RecipeIndex index;
    private final TransactionTemplate transactions;

    RecipeLabelBackfill(RecipeStore store, RecipeIndex index, PlatformTransactionManager transactions) {
        this.store = store;
        this.index = index;
        this.transactions = new TransactionTemplate(transactions);
    }

    /** Labels one batch; answers how many recipes it labelled. */
    @Scheduled(initialDelay = 60_000, fixedDelay = 60_000)
    int labelOneBatch() {
        Integer labelled = transactions.execute(status -> {
            List<String> ids = store.unlabelled(BATCH);
            List<Recipe> recipes = store.findAll(ids);
            for (Recipe recipe : recipes) {
                store.relabel(recipe, index.of(recipe.content()));
            }
            return recipes.size();
        });
        if (labelled != null && labelled > 0) {
            log.info("Indexed the diet labels and nutrition of {} recipes stored before them", labelled);
        }
        return labelled == null ? 0 : labelled;
    }
}
