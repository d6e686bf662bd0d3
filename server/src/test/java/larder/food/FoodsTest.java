package larder.food;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.function.Supplier;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Unit;
import org.junit.jupiter.api.Test;

class FoodsTest {

    @Test
    void aTableLoadingInTheBackgroundAnswersOnceLoaded() {
        Foods foods = Foods.loadInBackground();
        assertThat(foods.link(IngredientAnalyser.analyse("1 tbsp butter")).grams()).isEqualTo(14.2);
        assertThat(foods.table().foods()).hasSize(8789);
        assertThat(foods.byId("sr28:01001")).isPresent();
    }

    @Test
    void aLineHeldInPartsIsWeighedByItsTextsPackageEveryTimeItIsLinked() {
        Foods foods = FoodLinkTest.FOODS;
        // Two cans of the line's size: the package size comes from the text, which is read once and remembered.
        String text = "1 (14.5 oz) can diced tomatoes";
        FoodLink first = foods.link(text, "diced tomatoes", 2.0, null, Unit.CAN, null);
        FoodLink again = foods.link(text, "diced tomatoes", 2.0, null, Unit.CAN, null);
        assertThat(first.grams()).isCloseTo(2 * 14.5 * 28.349523125, within(0.01));
        assertThat(again).isEqualTo(first);
        assertThat(foods.link(Foods.line(text, "diced tomatoes", 2.0, null, Unit.CAN, null))).isEqualTo(first);
        // Without its text the same parts have no package to weigh.
        assertThat(foods.link(null, "diced tomatoes", 2.0, null, Unit.CAN, null).grams()).isNotEqualTo(first.grams());
    }

    @Test
    void theTableVersionWasSetForTheShippedTable() {
        // When this fails the table has changed: bump Foods.TABLE_VERSION, so that stored links are derived again,
        // and set Foods.TABLE_DIGEST to the new digest.
        assertThat(FoodLinkTest.FOODS.table().digest()).isEqualTo(Foods.TABLE_DIGEST);
        assertThat(FoodLinkTest.FOODS.version()).isEqualTo(Foods.TABLE_VERSION + " (" + Foods.TABLE_DIGEST + ")");
    }

    @Test
    void aLinkStoredUnderTheCurrentVersionIsTakenAsStored() {
        Foods foods = FoodLinkTest.FOODS;
        // 37 g is not what "1 tbsp butter" weighs: the stored grams are taken, not derived again.
        FoodLink stored = foods.read("sr28:01001", 37.0, Foods.TABLE_VERSION, 1.0,
                () -> IngredientAnalyser.analyse("1 tbsp butter"));
        assertThat(stored.foodId()).isEqualTo("sr28:01001");
        assertThat(stored.grams()).isEqualTo(37.0);
        assertThat(stored.counted()).isTrue();
    }

    @Test
    void aLinkStoredUnderAnotherVersionOrNoneIsDerivedAgain() {
        Foods foods = FoodLinkTest.FOODS;
        for (Integer version : new Integer[] {null, Foods.TABLE_VERSION - 1}) {
            FoodLink link = foods.read("sr28:01001", 37.0, version, 1.0,
                    () -> IngredientAnalyser.analyse("1 tbsp butter"));
            assertThat(link.grams()).isEqualTo(14.2);
        }
    }

    @Test
    void aStoredLinkWithoutGramsSaysWhyTheLineIsNotCounted() {
        Foods foods = FoodLinkTest.FOODS;
        assertThat(foods.read("sr28:02047", null, Foods.TABLE_VERSION, null,
                () -> IngredientAnalyser.analyse("salt to taste")).reason()).isEqualTo(FoodLink.Reason.NO_AMOUNT);
        assertThat(foods.read("sr28:02047", null, Foods.TABLE_VERSION, 2.0,
                () -> IngredientAnalyser.analyse("2 pinches salt")).reason()).isEqualTo(FoodLink.Reason.NO_WEIGHT);
        assertThat(foods.read(null, null, Foods.TABLE_VERSION, 1.0,
                () -> IngredientAnalyser.analyse("1 widget")).reason()).isEqualTo(FoodLink.Reason.NO_FOOD);
    }

    @Test
    void anEqualLineIsLinkedOnceAndRemembered() {
        Foods foods = FoodLinkTest.FOODS;
        FoodLink first = foods.link(IngredientAnalyser.analyse("2 cups whole milk"));
        FoodLink again = foods.link(IngredientAnalyser.analyse("2 cups whole milk"));
        assertThat(again).isSameAs(first);
        assertThat(first.foodId()).isEqualTo("sr28:01077");
        // Another amount of the same food is weighed for itself.
        assertThat(foods.link(IngredientAnalyser.analyse("1 cup whole milk")).grams())
                .isCloseTo(first.grams() / 2, within(0.01));
    }

    @Test
    void aStoredLinkUnderTheCurrentVersionDoesNotAnalyseTheLineAgain() {
        Foods foods = FoodLinkTest.FOODS;
        Supplier<AnalysedIngredient> never = () -> {
            throw new AssertionError("the line was analysed again");
        };
        assertThat(foods.read("sr28:02047", null, Foods.TABLE_VERSION, 2.0, never).reason())
                .isEqualTo(FoodLink.Reason.NO_WEIGHT);
        assertThat(foods.read("sr28:01001", 37.0, Foods.TABLE_VERSION, 1.0, never).grams()).isEqualTo(37.0);
        assertThat(foods.read(null, null, Foods.TABLE_VERSION, 1.0, never).reason())
                .isEqualTo(FoodLink.Reason.NO_FOOD);
    }
}
