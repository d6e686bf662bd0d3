package larder.food;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class CuratedFoodsTest {

    private static final FoodTable TABLE = FoodTableTest.TABLE;
    private static final Map<String, FoodMatcher.Curated> CURATED = FoodMatcher.readCurated(TABLE);

    @Test
    void coversTheFewHundredNamesOfMostRecipeLines() {
        assertThat(CURATED).hasSizeGreaterThan(300);
    }

    @Test
    void everyEntryResolvesToAnExistingFoodOfTheExpectedGroup() {
        assertThat(CURATED).allSatisfy((name, entry) -> {
            assertThat(TABLE.byNdb(entry.food().ndb())).as(name).contains(entry.food());
            assertThat(entry.food().group().code()).as("group of %s (%s)", name, entry.food().name())
                    .isEqualTo(entry.expectedGroup());
            assertThat(entry.description()).as("description of %s", name).isEqualTo(entry.food().name());
        });
    }

    @Test
    void theMatcherAnswersEveryCuratedNameWithItsEntry() {
        FoodMatcher matcher = new FoodMatcher(TABLE);
        CURATED.forEach((key, entry) -> {
            if (!key.startsWith("cooked ") && !key.startsWith("canned ")) {
                assertThat(matcher.match(key)).as(key).contains(entry.food());
            }
        });
    }
}
