package larder.recipe;

import java.time.Clock;
import larder.food.Foods;
import larder.platform.MemoryDatabase;
import larder.user.PreferencesOver;
import org.springframework.context.ApplicationEventPublisher;

/** The recipe service over an in-memory database, for the unit tests of the modules that add recipes' items. */
public final class RecipesOver {

    private RecipesOver() {
    }

    /** The food table, loaded once for every test of the run (about a second). */
    private static Foods foods;

    public static Recipes database(MemoryDatabase database, ApplicationEventPublisher events, Clock clock) {
        RecipeStore store = new RecipeStore(database.db(), database.json(), database.hot(), database.bulk());
        return new Recipes(store, events, clock, PreferencesOver.database(database, clock),
                new RecipeIndex(new RecipeNutrition(foods())), new RecipeSearchStore(database.db(), store));
    }

    private static synchronized Foods foods() {
        if (foods == null) {
            foods = Foods.load();
        }
        return foods;
    }
}
