package larder.recipe;

import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import larder.auth.UserCredential;
import larder.food.TestFoods;
import larder.platform.db.MemoryDatabase;

/**
 * The recipe store and service over one in-memory database, and two users of app {@code app_1}, for the recipe
 * module's unit tests that need a catalogue.
 */
final class InMemoryRecipes {

    static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);
    static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", Instant.MAX);

    final MemoryDatabase database = MemoryDatabase.empty();
    final RecipeStore store = new RecipeStore(database.db(), database.json(), database.hot(), database.bulk(),
            TestFoods.FOODS, AppLabelSets.alone(database.db()));
    final Recipes recipes = RecipesOver.database(database, event -> {
    }, Clock.systemUTC());

    /** A recipe for two of these lines, cooked in {@code minutes} (its total time too). */
    static RecipeDraft draft(String name, int minutes, String... lines) {
        return new RecipeDraft(name, null, null, List.of(), 2, 0, minutes, minutes,
                Arrays.stream(lines).map(line -> RecipeDraft.IngredientInput.ofText(line, null)).toList(), List.of(),
                List.of());
    }
}
