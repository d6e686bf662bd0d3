package larder.food;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import larder.food.web.NutritionView;
import larder.ingredient.IngredientAnalyser;
import org.junit.jupiter.api.Test;

class NutritionTest {

    private static final Foods FOODS = FoodLinkTest.FOODS;

    private static Nutrition of(double servings, String... lines) {
        return FOODS.nutrition(List.of(lines).stream().map(IngredientAnalyser::analyse).toList(), servings);
    }

    @Test
    void addsUpTheCountedLinesAndDividesByServings() {
        Nutrition nutrition = of(4, "1 tbsp butter", "200g caster sugar", "salt to taste", "1 cup water");
        double kcal = 717 * 0.142 + 387 * 2;
        assertThat(nutrition.total().energyKcal()).isCloseTo(kcal, within(1e-6));
        assertThat(nutrition.perServing().energyKcal()).isCloseTo(kcal / 4, within(1e-6));
        assertThat(nutrition.coverage()).isEqualTo(0.75);
        assertThat(nutrition.lines()).extracting(line -> line.link().reason())
                .containsExactly(null, null, FoodLink.Reason.NO_AMOUNT, null);
    }

    @Test
    void coverageHasTwoDecimalsAndIsWholeForNoLines() {
        assertThat(of(1, "1 tbsp butter", "kitchen twine", "salt to taste").coverage()).isEqualTo(0.33);
        assertThat(of(1).coverage()).isEqualTo(1.0);
        assertThat(of(1).total()).isEqualTo(Nutrients.ZERO);
    }

    @Test
    void dailyValuesArePercentagesOfTheFdaReferencePerServing() {
        Nutrition nutrition = of(2, "100g butter");
        assertThat(nutrition.dailyValues())
                .containsEntry("energy_kcal", 18)          // 358.5 kcal of 2000
                .containsEntry("fat_g", 52)               // 40.6 g of 78
                .containsEntry("saturated_fat_g", 126)     // 25.2 g of 20 (unsalted butter)
                .doesNotContainKeys("trans_fat_g", "sugars_g");
    }

    @Test
    void shownValuesAreRoundedAsALabelIs() {
        NutritionView view = NutritionView.of(of(3, "1 tbsp butter", "1 cup flour"));
        assertThat(view.perServing().energyKcal()).isEqualTo(186.0);
        assertThat(view.total().proteinG()).isEqualTo(13.0);
        assertThat(view.ingredients().getFirst().grams()).isEqualTo(14.2);
        assertThat(view.ingredients().getFirst().food().id()).isEqualTo("sr28:01145");
        assertThat(view.ingredients().getFirst().reason()).isNull();
    }
}
