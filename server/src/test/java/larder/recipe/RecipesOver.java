package larder.recipe;

import java.time.Clock;
import larder.platform.db.MemoryDatabase;
import larder.food.TestFoods;
import larder.user.PreferencesOver;
import org.springframework.context.ApplicationEventPublisher;

/** The recipe service over an in-memory database, for the unit tests of the modules that add recipes' items. */
public final class RecipesOver {

    private RecipesOver() {
    }

    public static Recipes database(MemoryDatabase database, ApplicationEventPublisher events, Clock clock) {
        RecipeStore store = new RecipeStore(database.db(), database.json(), database.hot(), database.bulk(),
                TestFoods.FOODS, AppLabelSets.alone(database.db()));
        // A new database holds no recipe indexed by an older version.
        IndexProgress progress = new IndexProgress();
        progress.whole(true);
        return new Recipes(store, events, clock, PreferencesOver.database(database, clock), TestFoods.FOODS,
                new RecipeIndex(new RecipeNutrition(TestFoods.FOODS)),
                new RecipeSearchStore(database.db(), store, progress, database.hot()), progress);
    }
}
