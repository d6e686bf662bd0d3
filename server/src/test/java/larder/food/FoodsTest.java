package larder.food;

import static org.assertj.core.api.Assertions.assertThat;

import larder.ingredient.IngredientAnalyser;
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
    void theVersionNamesTheTableAndTheMatchersRules() {
        Foods foods = FoodLinkTest.FOODS;
        assertThat(foods.version()).isEqualTo(foods.table().digest() + "." + Foods.MATCHER_RULES);
    }
}
