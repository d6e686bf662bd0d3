package larder.food;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FoodTableTest {

    static final FoodTable TABLE = FoodTable.load();

    @Test
    void holdsEveryFoodOfSr28WithItsGroup() {
        assertThat(TABLE.foods()).hasSize(8789);
        assertThat(TABLE.foods()).allSatisfy(food -> assertThat(food.ndb()).matches("[0-9]{5}"));
        assertThat(TABLE.group("0100")).map(FoodGroup::name).contains("Dairy and Egg Products");
    }

    @Test
    void readsAFoodsNutrientsAndPortionsAsSr28GivesThem() {
        Food butter = TABLE.byId("sr28:01001").orElseThrow();
        assertThat(butter.name()).isEqualTo("Butter, salted");
        assertThat(butter.group().name()).isEqualTo("Dairy and Egg Products");
        assertThat(butter.per100g().energyKcal()).isEqualTo(717.0);
        assertThat(butter.per100g().fatG()).isEqualTo(81.11);
        assertThat(butter.per100g().sodiumMg()).isEqualTo(643.0);
        assertThat(butter.per100g().vitaminDUg()).isEqualTo(0.0);
        assertThat(butter.portions()).extracting(Portion::description)
                .containsExactly("pat (1\" sq, 1/3\" high)", "tbsp", "cup", "stick");
        assertThat(butter.portions().get(1).grams()).isEqualTo(14.2);
    }

    @Test
    void leavesAnUnknownValueNull() {
        // SR28 gives butter oil no trans fat value.
        assertThat(TABLE.byNdb("01003").orElseThrow().per100g().transFatG()).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            sr28:01001 | 01001
            sr28:20081 | 20081
            01001      | -
            sr28:99999 | -
            sr28:      | -
            usda:01001 | -
            """)
    void findsAFoodOnlyByItsPublicId(String id, String ndb) {
        assertThat(TABLE.byId(id).map(Food::ndb).orElse(null)).isEqualTo(ndb);
    }

    @Test
    void searchFindsFoodsWithEveryWordOfTheQueryBestFirst() {
        List<FoodTable.Ranked> found = TABLE.search("butter salted");
        assertThat(found).extracting(ranked -> ranked.food().ndb()).contains("01001").doesNotContain("01145");
        assertThat(found.getFirst().food().ndb()).isEqualTo("01001");
        assertThat(TABLE.search("butt salt")).extracting(ranked -> ranked.food().ndb()).contains("01001");
        assertThat(TABLE.search("  ")).isEmpty();
        assertThat(TABLE.search("zzzqqq")).isEmpty();
    }

    @Test
    void searchIsOrderedByRankThenNdb() {
        List<FoodTable.Ranked> found = TABLE.search("onion");
        for (int i = 1; i < found.size(); i++) {
            assertThat(FoodTable.Ranked.ORDER.compare(found.get(i - 1), found.get(i))).isNegative();
        }
    }

    @Test
    void scalesAndRoundsNutrientsAsALabelDoes() {
        Nutrients butter = TABLE.byNdb("01001").orElseThrow().nutrientsIn(14.2);
        assertThat(butter.energyKcal()).isCloseTo(101.814, within(1e-9));
        Nutrients shown = butter.rounded();
        assertThat(shown.energyKcal()).isEqualTo(102.0);
        assertThat(shown.fatG()).isEqualTo(11.5);
        assertThat(shown.sodiumMg()).isEqualTo(91.0);
        assertThat(shown.transFatG()).isEqualTo(0.5);
    }

    @Test
    void aSumKeepsAValueThatOnlyOneSideKnows() {
        Nutrients oil = TABLE.byNdb("01003").orElseThrow().per100g();
        Nutrients sum = oil.plus(TABLE.byNdb("01001").orElseThrow().per100g());
        assertThat(sum.transFatG()).isEqualTo(3.278);
        assertThat(oil.plus(oil).transFatG()).isNull();
    }

    @Test
    void theDigestNamesTheShippedFile() {
        assertThat(TABLE.digest()).matches("[0-9a-f]{16}").isEqualTo(FoodTable.load().digest());
    }
}
