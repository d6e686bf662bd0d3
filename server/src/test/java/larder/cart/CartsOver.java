package larder.cart;

import java.time.Clock;
import larder.ingredient.Combiner;
import larder.list.ShoppingListsOver;
import larder.platform.db.MemoryDatabase;
import larder.pantry.PantriesOver;
import larder.platform.db.MemoryDatabase;
import larder.recipe.Recipes;
import larder.retail.Retailers;
import org.springframework.context.ApplicationEventPublisher;

/** The cart service over an in-memory database, for the unit tests of its controller. */
public final class CartsOver {

    private CartsOver() {
    }

    public static Carts database(MemoryDatabase database, Retailers retailers, Recipes recipes,
                                 ApplicationEventPublisher events, Clock clock) {
        return new Carts(new CartStore(database.db(), database.hot(), database.json(), database.bulk(),
                larder.food.TestFoods.FOODS), retailers, recipes, new Combiner(),
                ShoppingListsOver.database(database, recipes, events, clock),
                PantriesOver.database(database, clock), events, clock, larder.food.TestFoods.FOODS);
    }
}
