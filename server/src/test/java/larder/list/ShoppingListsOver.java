package larder.list;

import java.time.Clock;
import larder.ingredient.Combiner;
import larder.platform.db.MemoryDatabase;
import larder.pantry.PantriesOver;
import larder.platform.db.MemoryDatabase;
import larder.recipe.Recipes;
import org.springframework.context.ApplicationEventPublisher;

/** The list service over an in-memory database, for the unit tests of its controllers. */
public final class ShoppingListsOver {

    private ShoppingListsOver() {
    }

    public static ShoppingLists database(MemoryDatabase database, Recipes recipes, ApplicationEventPublisher events,
                                         Clock clock) {
        return new ShoppingLists(new ListStore(database.db(), database.hot(), database.bulk(), database.json(),
                larder.food.TestFoods.FOODS), recipes, new Combiner(), PantriesOver.database(database, clock), events,
                clock, larder.food.TestFoods.FOODS);
    }
}
