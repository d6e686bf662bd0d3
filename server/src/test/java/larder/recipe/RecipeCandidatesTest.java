package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import larder.auth.UserCredential;
import larder.diet.Label;
import org.junit.jupiter.api.Test;

/**
 * The seeded draw of a meal plan's candidates (docs/meal-plans.md, Generation): each of the four runs is the first
 * recipes that meet the query from its pivot on, in id order, and when they come short the first ones of all are
 * added. The runs bound the index probes by the pivot as well as the recipe (RecipeStore#candidateFilter); a wrong
 * bound would leave a run empty or let it start before its pivot, which the generation tests over small catalogues
 * cannot see, as the run from the start then fills the draw alone.
 */
class RecipeCandidatesTest {

    private static final UserCredential ALICE = InMemoryRecipes.ALICE;
    private static final UserCredential BOB = InMemoryRecipes.BOB;

    private final InMemoryRecipes memory = new InMemoryRecipes();
    private final RecipeStore store = memory.store;
    private final Recipes recipes = memory.recipes;

    private static RecipeDraft draft(String name, int minutes, String... lines) {
        return InMemoryRecipes.draft(name, minutes, lines);
    }

    @Test
    void eachRunIsTheFirstMatchingRecipesFromItsPivotThenTheFirstOfAll() {
        // Eight kinds in turn, so that every stretch of ids holds each: half meet the query.
        List<RecipeDraft> drafts = new ArrayList<>();
        List<Boolean> meets = new ArrayList<>();
        for (int i = 0; i < 240; i++) {
            switch (i % 8) {
                case 1 -> drafts.add(draft("Slow salad " + i, 90, "2 cups spinach", "1 lemon"));
                case 3, 7 -> drafts.add(draft("Trout " + i, 20, "2 trout fillets", "1 lemon"));
                case 5 -> drafts.add(draft("Herb salad " + i, 20, "2 cups spinach", "1 bunch cilantro"));
                default -> drafts.add(draft("Salad " + i, 20, "2 cups spinach", "1 tbsp olive oil", "1 lemon"));
            }
            meets.add(i % 8 % 2 == 0);
        }
        List<String> all = new ArrayList<>();
        List<String> matching = new ArrayList<>();
        List<Recipe> created = recipes.createInCatalogue("app_1",
                drafts.subList(0, 200).stream().map(RecipeContent::from).toList());
        for (int i = 0; i < 240; i++) {
            // The last 40: Alice's own (she sees them) and Bob's (she does not), alternately.
            Recipe recipe = i < 200 ? created.get(i) : recipes.create(i % 2 == 0 ? ALICE : BOB, drafts.get(i));
            all.add(recipe.id());
            if (meets.get(i) && (i < 200 || i % 2 == 0)) {
                matching.add(recipe.id());
            }
        }
        recipes.createInCatalogue("app_2", drafts.subList(0, 40).stream().map(RecipeContent::from).toList());
        all.sort(null);
        matching.sort(null);

        boolean pastTheFirst = false;
        for (long seed = 1; seed <= 20; seed++) {
            CandidateQuery query = new CandidateQuery(Set.of(Label.VEGETARIAN), List.of("cilantro"), 60, seed, 60);
            List<String> drawn = store.candidates("app_1", "usr_alice", query, false).stream().map(PlanCandidate::id)
                    .toList();
            List<String> expected = draw(all, matching, seed, 60);
            assertThat(drawn).as("seed %d", seed).isEqualTo(expected);
            pastTheFirst |= !matching.subList(0, 60).containsAll(expected);
        }
        assertThat(pastTheFirst).as("some draw takes recipes past the first 60 that match").isTrue();
    }

    @Test
    void aRunWhoseScanTheDislikesEmptyGoesOnAfterItsLastRecipe() {
        // Three of every four recipes have the disliked herb: a run's first statement scans twice the recipes it
        // needs (RecipeStore.SCAN_FACTOR) and keeps about half of them, so every run has to go on.
        List<RecipeDraft> drafts = new ArrayList<>();
        for (int i = 0; i < 240; i++) {
            drafts.add(i % 4 == 0 ? draft("Salad " + i, 20, "2 cups spinach", "1 lemon")
                    : draft("Herb salad " + i, 20, "2 cups spinach", "1 bunch cilantro"));
        }
        List<String> all = new ArrayList<>();
        List<String> matching = new ArrayList<>();
        List<Recipe> created = recipes.createInCatalogue("app_1", drafts.stream().map(RecipeContent::from).toList());
        for (int i = 0; i < created.size(); i++) {
            all.add(created.get(i).id());
            if (i % 4 == 0) {
                matching.add(created.get(i).id());
            }
        }
        all.sort(null);
        matching.sort(null);

        for (long seed = 1; seed <= 20; seed++) {
            CandidateQuery query = new CandidateQuery(Set.of(Label.VEGETARIAN), List.of("cilantro"), 60, seed, 40);
            List<String> drawn = store.candidates("app_1", "usr_alice", query, false).stream().map(PlanCandidate::id)
                    .toList();
            assertThat(drawn).as("seed %d", seed).isEqualTo(draw(all, matching, seed, 40));
        }
    }

    /** The draw as docs/meal-plans.md describes it, over the sorted ids of the app and of those that match. */
    private static List<String> draw(List<String> all, List<String> matching, long seed, int size) {
        Random random = new Random(seed);
        Map<String, Boolean> found = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) {
            String pivot = Pivots.between(all.getFirst(), all.getLast(), random);
            matching.stream().filter(id -> id.compareTo(pivot) >= 0).limit(size / 4)
                    .forEach(id -> found.putIfAbsent(id, true));
        }
        if (found.size() < size) {
            matching.stream().limit(size).forEach(id -> found.putIfAbsent(id, true));
        }
        return List.copyOf(found.keySet());
    }
}
