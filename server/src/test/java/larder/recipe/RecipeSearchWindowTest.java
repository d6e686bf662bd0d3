package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import larder.auth.UserCredential;
import larder.diet.Label;
import larder.platform.Cursor;
import larder.platform.PageRequest;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A search whose labels many label sets hold first reads a window of the first term's newest entries, labels joined as
 * terms, and keeps that page only when the window fills it (RecipeSearchStore#newestInWindow); otherwise it reads the
 * sets. Walked page by page, with the window tried at every search and never, the answers must be the same, and the
 * ones expected: the window must neither lose a newer hit nor end a walk early.
 */
class RecipeSearchWindowTest {

    private static final UserCredential ALICE = InMemoryRecipes.ALICE;
    private static final UserCredential BOB = InMemoryRecipes.BOB;

    private final InMemoryRecipes memory = new InMemoryRecipes();
    private final MemoryDatabase database = memory.database;
    private final RecipeStore store = memory.store;
    private final Recipes recipes = memory.recipes;
    private final IndexProgress progress = new IndexProgress();
    /**
     * Tries the window at every search with labels; a window of 12 entries, so that some pages are found in it and
     * others are not (chicken and trout soups are not vegetarian, and the last page of a walk is short).
     */
    private final RecipeSearchStore windowFirst = new RecipeSearchStore(database.db(), store, progress, database.hot(),
            0, 12, RecipesOver.TURNS);
    /** Never tries it. */
    private final RecipeSearchStore setsOnly = new RecipeSearchStore(database.db(), store, progress, database.hot(),
            Integer.MAX_VALUE, 12, RecipesOver.TURNS);

    /** What a recipe of the catalogue is, to say which ones a search must find. */
    private record Made(String id, String name, String owner, Set<Label> labels, int minutes) {
    }

    private final List<Made> made = new ArrayList<>();

    @BeforeEach
    void aCatalogueOfSixKinds() {
        progress.whole(true);
        for (int i = 0; i < 150; i++) {
            // Bob's own recipes, and Alice's, among the catalogue's: she sees hers, never his.
            UserCredential owner = i % 10 == 3 ? ALICE : i % 10 == 7 ? BOB : null;
            switch (i % 6) {
                case 0 -> make(owner, "Lentil soup " + i, 20, EnumSet.of(Label.VEGAN, Label.VEGETARIAN,
                        Label.PEANUT_FREE), "1 cup lentils", "1 onion");
                case 1 -> make(owner, "Chicken soup " + i, 40, EnumSet.of(Label.PEANUT_FREE),
                        "300 g chicken breast", "1 onion");
                case 2 -> make(owner, "Egg soup " + i, 15, EnumSet.of(Label.VEGETARIAN, Label.PEANUT_FREE), "2 eggs",
                        "1 onion");
                case 3 -> make(owner, "Peanut soup " + i, 30, EnumSet.of(Label.VEGAN, Label.VEGETARIAN),
                        "100 g peanuts", "1 onion");
                case 4 -> make(owner, "Cheese toast " + i, 10, EnumSet.of(Label.VEGETARIAN, Label.PEANUT_FREE),
                        "2 slices bread", "50 g cheddar cheese");
                default -> make(owner, "Trout soup " + i, 25, EnumSet.of(Label.PEANUT_FREE), "2 trout fillets",
                        "1 onion");
            }
        }
        // The kinds are labelled here by what they are; the lexicon must agree on the three labels searched for.
        Map<String, List<String>> stored = new java.util.HashMap<>();
        store.summaries(made.stream().map(Made::id).toList()).forEach(s -> stored.put(s.id(), s.trueLabels()));
        for (Made m : made) {
            for (Label label : List.of(Label.VEGAN, Label.VEGETARIAN, Label.PEANUT_FREE)) {
                assertThat(stored.get(m.id()).contains(label.code())).as("%s %s", m.name(), label)
                        .isEqualTo(m.labels().contains(label));
            }
        }
    }

    private void make(UserCredential owner, String name, int minutes, Set<Label> labels, String... lines) {
        RecipeDraft draft = InMemoryRecipes.draft(name, minutes, lines);
        Recipe recipe = owner == null
                ? recipes.createInCatalogue("app_1", List.of(RecipeContent.from(draft))).getFirst()
                : recipes.create(owner, draft);
        made.add(new Made(recipe.id(), name, owner == null ? null : owner.userId(), labels, minutes));
    }

    @Test
    void theWindowAndTheSetsFindTheSamePagesAsExpected() {
        Map<RecipeQuery, Predicate<Made>> cases = Map.of(
                query("soup", Set.of(Label.VEGETARIAN), null), m -> m.name().contains("soup")
                        && m.labels().contains(Label.VEGETARIAN),
                query("soup", Set.of(Label.PEANUT_FREE), 30), m -> m.name().contains("soup")
                        && m.labels().contains(Label.PEANUT_FREE) && m.minutes() <= 30,
                query(null, Set.of(Label.VEGAN), null), m -> m.labels().contains(Label.VEGAN),
                // Few of the word's recipes have the label: the window comes short, and the sets answer.
                query("chicken soup", Set.of(Label.VEGETARIAN), null), m -> false,
                query("cheese", Set.of(Label.VEGETARIAN, Label.PEANUT_FREE), null), m -> m.name().contains("Cheese"));
        cases.forEach((query, fits) -> {
            List<String> expected = made.stream().filter(m -> m.owner() == null || m.owner().equals("usr_alice"))
                    .filter(fits).map(Made::id).sorted(Comparator.reverseOrder()).toList();
            assertThat(walk(windowFirst, query)).as("window first: %s", query).isEqualTo(expected);
            assertThat(walk(setsOnly, query)).as("sets only: %s", query).isEqualTo(expected);
        });
    }

    private static RecipeQuery query(String q, Set<Label> labels, Integer maxMinutes) {
        return new RecipeQuery(q, List.of(), null, new RecipeFilter(labels, List.of(), maxMinutes, null, null),
                SearchSort.NEWEST);
    }

    /** Every page of 7, following the cursors, as Alice. */
    private List<String> walk(RecipeSearchStore search, RecipeQuery query) {
        List<String> ids = new ArrayList<>();
        Optional<Cursor> after = Optional.empty();
        while (true) {
            List<RecipeSearchStore.Hit> hits = search.search("app_1", "usr_alice", query, new PageRequest(7, after));
            hits.stream().limit(7).forEach(hit -> ids.add(hit.recipe().id()));
            if (hits.size() <= 7) {
                return ids;
            }
            after = Optional.of(hits.get(6).cursor());
        }
    }
}
