package larder.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.recipe.Recipe;
import larder.recipe.RecipeContent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ItemFieldsTest {

    private static final Instant CREATED = Instant.parse("2025-01-01T00:00:00Z");

    private static Recipe recipe(RecipeContent.Ingredient ingredient) {
        return new Recipe("rcp_1", "app_1", null, new RecipeContent("Soup", null, null, List.of(), 4, null, null,
                null, List.of(ingredient), List.of(), List.of()), CREATED, CREATED);
    }

    private static NewItems.FromRecipe fromRecipe(Double quantity, Double quantityMax, Unit unit, Category category,
                                                  double scale) {
        RecipeContent.Ingredient ingredient = new RecipeContent.Ingredient("2-3 cloves garlic", "garlic", quantity,
                quantityMax, unit, "minced", category, null);
        return new NewItems.FromRecipe(recipe(ingredient), scale, ingredient);
    }

    static Stream<Arguments> itemsOfEachKind() {
        return Stream.of(
                Arguments.of("a structured item as sent",
                        new NewItems.Structured("milk", new Quantity(2.0, 3.0), Unit.L, "whole", "Dairyland",
                                Category.DAIRY_EGGS),
                        new ItemFields("milk", new Quantity(2.0, 3.0), Unit.L, "whole", "Dairyland", null,
                                Category.DAIRY_EGGS, null, null)),
                Arguments.of("a raw line as analysed, with its text",
                        new NewItems.FromText("2-3 cloves garlic, minced",
                                IngredientAnalyser.analyse("2-3 cloves garlic, minced")),
                        new ItemFields("garlic", new Quantity(2.0, 3.0), Unit.CLOVE, "minced", null,
                                "2-3 cloves garlic, minced", Category.PRODUCE, null, null)),
                Arguments.of("a raw line not understood is named by its text",
                        new NewItems.FromText("!!", IngredientAnalyser.analyse("!!")),
                        new ItemFields("!!", Quantity.NONE, null, null, null, "!!",
                                IngredientAnalyser.analyse("!!").category(), null, null)),
                Arguments.of("a recipe's ingredient at its scale, linked to the recipe",
                        fromRecipe(2.0, 3.0, Unit.CLOVE, Category.PRODUCE, 2),
                        new ItemFields("garlic", new Quantity(4.0, 6.0), Unit.CLOVE, "minced", null,
                                "2-3 cloves garlic", Category.PRODUCE, "rcp_1", 2.0)),
                Arguments.of("a recipe's ingredient without an aisle goes to other",
                        fromRecipe(1.0, null, Unit.CLOVE, null, 1),
                        new ItemFields("garlic", Quantity.of(1.0), Unit.CLOVE, "minced", null, "2-3 cloves garlic",
                                Category.OTHER, "rcp_1", 1.0)),
                Arguments.of("a recipe's top of a range without an amount is dropped",
                        fromRecipe(null, 3.0, Unit.CLOVE, Category.PRODUCE, 2),
                        new ItemFields("garlic", Quantity.NONE, Unit.CLOVE, "minced", null, "2-3 cloves garlic",
                                Category.PRODUCE, "rcp_1", 2.0)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("itemsOfEachKind")
    void anItemOfEachKindGivesTheFieldsListsAndCartsHold(String what, NewItems.NewItem item, ItemFields expected) {
        assertThat(ItemFields.of(item)).isEqualTo(expected);
    }

    @Test
    void combinesUnderTheIdAndCheckedStateOfWhatHoldsIt() {
        ItemFields garlic = new ItemFields("garlic", new Quantity(2.0, 3.0), Unit.CLOVE, "minced", null, null,
                Category.PRODUCE, "rcp_1", 2.0);

        assertThat(garlic.forCombining("itm_1", true)).isEqualTo(
                new Combiner.Item("itm_1", "garlic", new Quantity(2.0, 3.0), Unit.CLOVE, Category.PRODUCE, true));
    }

    @Test
    void needsANameAQuantityAndAnAisle() {
        assertThatNullPointerException().isThrownBy(() -> new ItemFields(null,
                Quantity.NONE, null, null, null, null, Category.OTHER, null, null));
        assertThatNullPointerException().isThrownBy(() -> new ItemFields("salt",
                null, null, null, null, null, Category.OTHER, null, null));
        assertThatNullPointerException().isThrownBy(() -> new ItemFields("salt",
                Quantity.NONE, null, null, null, null, null, null, null));
    }
}
