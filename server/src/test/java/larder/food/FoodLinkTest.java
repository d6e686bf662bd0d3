package larder.food;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Unit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Grams from SR28's portions: masses, volumes through the food's own measures, counts through its pieces. */
class FoodLinkTest {

    static final Foods FOODS = TestFoods.FOODS;

    @ParameterizedTest(name = "{0} weighs {2} g")
    @CsvSource(delimiter = '|', textBlock = """
            200g caster sugar                     | 19335 | 200
            1 lb ground beef                      | 23572 | 453.6
            1 kg potatoes                         | 11352 | 1000
            1 cup flour                           | 20081 | 125
            1 tbsp butter                         | 01145 | 14.2
            3 tsp sugar                           | 19335 | 12.6
            1 cup chopped onion                   | 11282 | 160
            1 cup sliced onion                    | 11282 | 115
            1 cup packed brown sugar              | 19334 | 220
            300ml milk                            | 01077 | 309.4
            1 stick butter                        | 01145 | 113
            3 cloves garlic                       | 11215 | 9
            4 slices bacon                        | 10123 | 112
            4 rashers bacon                       | 10123 | 112
            2 celery stalks                       | 11143 | 80
            2 large eggs                          | 01123 | 100
            3 eggs                                | 01123 | 150
            2 medium eggs                         | 01123 | 88
            1 small onion                         | 11282 | 70
            1 large onion                         | 11282 | 150
            1 onion                               | 11282 | 110
            4 plum tomatoes                       | 11529 | 248
            2 tomatoes                            | 11529 | 246
            4 flour tortillas                     | 18364 | 192
            1 (14.5 oz) can diced tomatoes        | 11531 | 411.1
            2 x 400g tins chopped tomatoes        | 11531 | 800
            1 whole chicken (about 4 lb)          | 05006 | 1814.4
            2-3 cloves garlic                     | 11215 | 7.5
            juice of 1 lemon                      | 09152 | 48
            1/2 cup cashews                       | 12087 | 68.5
            1 packet active dry yeast             | 18375 | 7.2
            """)
    void weighsTheLinesAmount(String line, String ndb, double grams) {
        FoodLink link = FOODS.link(IngredientAnalyser.analyse(line));
        assertThat(link.food()).isNotNull();
        assertThat(link.food().ndb()).isEqualTo(ndb);
        assertThat(link.grams()).isCloseTo(grams, within(0.06));
        assertThat(link.counted()).isTrue();
    }

    @ParameterizedTest(name = "{0} is not counted: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            salt to taste            | NO_AMOUNT
            kitchen twine            | NO_FOOD
            1 bunch cilantro         | NO_WEIGHT
            1 large handful rocket   | NO_WEIGHT
            2 sheets parchment paper | NO_FOOD
            """)
    void aLineThatAddsNothingSaysWhy(String line, FoodLink.Reason reason) {
        FoodLink link = FOODS.link(IngredientAnalyser.analyse(line));
        assertThat(link.reason()).isEqualTo(reason);
        assertThat(link.counted()).isFalse();
        assertThat(link.nutrients()).isEqualTo(Nutrients.ZERO);
    }

    @ParameterizedTest(name = "{0} counts as zero")
    @CsvSource(delimiter = '|', textBlock = """
            1 cup water
            water, as needed
            """)
    void waterCountsAsZero(String line) {
        FoodLink link = FOODS.link(IngredientAnalyser.analyse(line));
        assertThat(link.counted()).isTrue();
        assertThat(link.food().ndb()).isEqualTo("14411");
        assertThat(link.nutrients().energyKcal()).isZero();
    }

    @org.junit.jupiter.api.Test
    void aLineHeldInPartsTakesItsPackageSizeFromItsText() {
        FoodLink link = FOODS.link(Foods.line("1 (14.5 oz) can diced tomatoes", "diced tomatoes", 2.0, null,
                Unit.CAN, null));
        assertThat(link.grams()).isCloseTo(822.1, within(0.1));
        FoodLink structured = FOODS.link(Foods.line(null, "butter", 2.0, null, Unit.TBSP, null));
        assertThat(structured.grams()).isCloseTo(28.4, within(0.01));
    }
}
