package larder.list;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import org.junit.jupiter.api.Test;

/** Bringing a source's packs in line with the recipes it wants (docs/meal-plans.md). */
class ConvergenceTest {

    private static final Instant FIRST = Instant.parse("2026-12-01T10:00:00Z");
    private static final Instant LATER = Instant.parse("2026-12-02T10:00:00Z");

    private static Recipe recipe(String id, String... names) {
        List<RecipeContent.Ingredient> ingredients = java.util.Arrays.stream(names).map(n -> new RecipeContent
                .Ingredient("100 g " + n, n, 100.0, null, Unit.G, null, Category.OTHER, null)).toList();
        return new Recipe(id, "app", null, new RecipeContent(id, null, null, List.of(), 2, null, null, null,
                ingredients, List.of(), List.of()), FIRST, FIRST);
    }

    private static final Recipe PASTA = recipe("rcp_pasta", "spaghetti", "garlic");
    private static final Recipe CURRY = recipe("rcp_curry", "rice", "coconut milk", "garlic");

    /** The packs a first convergence writes, as the store would read them back. */
    private static List<ListStore.SourcedPack> stored(Convergence convergence) {
        return convergence.insert().stream().map(p -> new ListStore.SourcedPack("pck_" + p.recipeId(),
                p.recipeId(), p.scale(), p.createdAt(), p.items())).toList();
    }

    @Test
    void aFirstConvergenceAddsOnePackPerRecipeItsMealsScalesAddedUp() {
        Convergence first = Convergence.of(List.of(), List.of(new NewItems.AddedRecipe(PASTA, 1),
                new NewItems.AddedRecipe(CURRY, 0.5), new NewItems.AddedRecipe(PASTA, 2)), FIRST);
        assertThat(first.insert()).extracting(Convergence.Pack::recipeId, Convergence.Pack::scale)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("rcp_pasta", 3.0),
                        org.assertj.core.groups.Tuple.tuple("rcp_curry", 0.5));
        assertThat(first.in()).hasSize(5);
        assertThat(first.out()).isEmpty();
        assertThat(first.itemDelta()).isEqualTo(5);
        assertThat(first.insert().getFirst().items().getFirst().fields().quantity().amount()).isEqualTo(300.0);
    }

    @Test
    void wantingTheSameAgainChangesNothing() {
        List<NewItems.AddedRecipe> wanted = List.of(new NewItems.AddedRecipe(PASTA, 1),
                new NewItems.AddedRecipe(CURRY, 1));
        Convergence again = Convergence.of(stored(Convergence.of(List.of(), wanted, FIRST)), wanted, LATER);
        assertThat(again.changes()).isFalse();
        assertThat(again.in()).isEmpty();
        assertThat(again.out()).isEmpty();
    }

    @Test
    void aRecipeNoLongerWantedLeavesWithExactlyItsItemsAndTheOtherPackIsUntouched() {
        List<ListStore.SourcedPack> packs = stored(Convergence.of(List.of(), List.of(new NewItems.AddedRecipe(PASTA,
                1), new NewItems.AddedRecipe(CURRY, 1)), FIRST));
        Convergence removed = Convergence.of(packs, List.of(new NewItems.AddedRecipe(PASTA, 1)), LATER);
        assertThat(removed.delete()).containsExactly("pck_rcp_curry");
        assertThat(removed.insert()).isEmpty();
        assertThat(removed.out()).containsExactlyElementsOf(packs.get(1).items());
        assertThat(removed.itemDelta()).isEqualTo(-3);
    }

    @Test
    void aNewScaleRewritesThePackKeepingItsItemIdsAndUnchecksWhatChanged() {
        List<ListStore.SourcedPack> packs = stored(Convergence.of(List.of(), List.of(new NewItems.AddedRecipe(PASTA,
                1)), FIRST));
        ListItem spaghetti = packs.getFirst().items().getFirst();
        ListItem checked = new ListItem(spaghetti.id(), spaghetti.fields(), true, spaghetti.createdAt(), FIRST);
        List<ListStore.SourcedPack> withCheck = List.of(new ListStore.SourcedPack("pck_rcp_pasta", "rcp_pasta", 1.0,
                FIRST, List.of(checked, packs.getFirst().items().get(1))));
        Convergence rescaled = Convergence.of(withCheck, List.of(new NewItems.AddedRecipe(PASTA, 2)), LATER);
        assertThat(rescaled.delete()).containsExactly("pck_rcp_pasta");
        assertThat(rescaled.insert()).singleElement().satisfies(p -> {
            assertThat(p.scale()).isEqualTo(2.0);
            assertThat(p.createdAt()).isEqualTo(FIRST);
            assertThat(p.items()).extracting(ListItem::id)
                    .containsExactlyElementsOf(withCheck.getFirst().items().stream().map(ListItem::id).toList());
            assertThat(p.items().getFirst().checked()).isFalse();
            assertThat(p.items().getFirst().fields().quantity().amount()).isEqualTo(200.0);
            assertThat(p.items().getFirst().updatedAt()).isEqualTo(LATER);
        });
        assertThat(rescaled.itemDelta()).isZero();
    }
}
