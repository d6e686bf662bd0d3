package larder.recipe;

import java.time.Clock;
import java.time.Duration;
import larder.platform.db.Turns;
import larder.platform.db.MemoryDatabase;
import larder.food.TestFoods;
import larder.user.PreferencesOver;
import org.springframework.context.ApplicationEventPublisher;

/** The recipe service over an in-memory database, for the unit tests of the modules that add recipes' items. */
public final class RecipesOver {

    private RecipesOver() {
    }

    /** The searches' turns: as many at once as the unit tests could want. */
    static final Turns TURNS = new Turns(64, Duration.ofSeconds(3));

    public static Recipes database(MemoryDatabase database, ApplicationEventPublisher events, Clock clock) {
        RecipeStore store = new RecipeStore(database.db(), database.json(), database.hot(), database.bulk(),
                TestFoods.FOODS, AppLabelSets.alone(database.db()));
        // A new database holds no recipe indexed by an older version.
        IndexProgress progress = new IndexProgress();
        progress.whole(true);
        return new Recipes(store, events, clock, PreferencesOver.database(database, clock), TestFoods.FOODS,
                new RecipeIndex(new RecipeNutrition(TestFoods.FOODS)),
                new RecipeSearchStore(database.db(), store, progress, database.hot(), RecipeSearchStore.MANY_SETS,
                        RecipeSearchStore.SEARCH_WINDOW, TURNS), progress);
    }
}
