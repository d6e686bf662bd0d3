package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import larder.auth.UserCredential;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.Test;

/**
 * A meal plan's answer reads its recipes' summaries and their ingredients in one read ({@link Recipes#cards}): what it
 * gives is what {@link Recipes#summaries} and {@link Recipes#findVisible} give for the same ids, whether the parsed
 * ingredients are remembered or not.
 */
class RecipeCardsTest {

    private static final UserCredential ALICE = new UserCredential("usr_alice", "app_1", "fam_1", Instant.MAX);
    private static final UserCredential BOB = new UserCredential("usr_bob", "app_1", "fam_2", Instant.MAX);

    private final Recipes recipes = RecipesOver.database(MemoryDatabase.empty(), event -> {
    }, Clock.systemUTC());

    private static RecipeDraft draft(String name, List<String> tags, String... lines) {
        return new RecipeDraft(name, null, null, List.of(), 4, 5, 20, 25,
                Arrays.stream(lines).map(line -> RecipeDraft.IngredientInput.ofText(line, null)).toList(), List.of(),
                tags);
    }

    @Test
    void cardsAreTheSummariesAndTheRecipesTheCallerMaySee() {
        Recipe salad = recipes.createInCatalogue("app_1", List.of(RecipeContent.from(draft("Spinach salad",
                List.of("lunch"), "2 cups spinach", "1 lemon")))).getFirst();
        Recipe trout = recipes.create(ALICE, draft("Trout", List.of(), "2 trout fillets", "30 g butter"));
        Recipe bobs = recipes.create(BOB, draft("Bob's stew", List.of(), "500 g beef", "2 carrots"));
        Recipe otherApp = recipes.createInCatalogue("app_2", List.of(RecipeContent.from(draft("Soup", List.of(),
                "1 onion")))).getFirst();
        List<String> ids = List.of(salad.id(), trout.id(), bobs.id(), otherApp.id(), "rcp_nope");

        // The first read parses the ingredients; the second takes them as remembered: both give the same.
        for (int read = 1; read <= 2; read++) {
            RecipeCards cards = recipes.cards(ALICE, ids);
            assertThat(cards.summaries()).as("read %d", read).containsOnlyKeys(salad.id(), trout.id())
                    .isEqualTo(recipes.summaries(ALICE, ids));
            assertThat(cards.recipes()).as("read %d", read).containsOnlyKeys(salad.id(), trout.id())
                    .isEqualTo(recipes.findVisible(ALICE, ids));
        }
        RecipeSummary card = recipes.cards(ALICE, List.of(salad.id())).summaries().get(salad.id());
        assertThat(card.name()).isEqualTo("Spinach salad");
        assertThat(card.tags()).containsExactly("lunch");
        assertThat(card.totalTimeMinutes()).isEqualTo(25);
        assertThat(card.trueLabels()).contains("vegetarian", "vegan");
        Recipe read = recipes.cards(ALICE, List.of(trout.id())).recipes().get(trout.id());
        assertThat(read.content().servings()).isEqualTo(4);
        assertThat(read.content().ingredients()).extracting(RecipeContent.Ingredient::name)
                .containsExactly("trout fillets", "butter");
        assertThat(recipes.cards(ALICE, List.of()).summaries()).isEmpty();
    }
}
