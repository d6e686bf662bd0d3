package larder.recipe;

import java.time.Clock;
import larder.platform.db.MemoryDatabase;
import larder.food.TestFoods;
import larder.platform.db.MemoryDatabase;
import larder.user.PreferencesOver;
import org.springframework.context.ApplicationEventPublisher;

/** The recipe service over an in-memory database, for the unit tests of the modules that add recipes' items. */
public final class RecipesOver {

    private RecipesOver() {
    }

    public static Recipes database(MemoryDatabase database, ApplicationEventPublisher events, Clock clock) {
        return new Recipes(new RecipeStore(database.db(), database.json(), database.hot(), database.bulk(),
                TestFoods.FOODS), events, clock, PreferencesOver.database(database, clock), TestFoods.FOODS);
    }
}
