package larder.pantry;

import java.time.Clock;
import larder.food.Foods;
import larder.ingredient.Combiner;
import larder.platform.db.MemoryDatabase;

/** The pantry service over an in-memory database, for the unit tests of the modules that subtract the pantry. */
public final class PantriesOver {

    private PantriesOver() {
    }

    /** The shipped food table, loaded once for the tests that need it (about a second). */
    private static final class Shipped {
        static final Foods FOODS = Foods.load();
    }

    /** Over the shipped food table. */
    public static Pantries database(MemoryDatabase database, Clock clock) {
        return database(database, Shipped.FOODS, clock);
    }

    public static Pantries database(MemoryDatabase database, Foods foods, Clock clock) {
        return new Pantries(new PantryStore(database.db()), new Combiner(), foods, clock);
    }
}
