package larder.food;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FoodMatcherTest {

    private static final FoodMatcher MATCHER = new FoodMatcher(FoodTableTest.TABLE);

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            butter                     | 01145
            Unsalted Butter            | 01145
            red onions                 | 11282
            vanilla extract            | 02050
            vanilla                    | 02050
            chicken stock              | 06172
            chicken                    | 05006
            cream cheese               | 01017
            almond milk                | 14091
            strong white bread flour   | 20083
            golden caster sugar        | 19335
            raw king prawns            | 15270
            tin chopped tomatoes       | 11529
            fresh thyme leaves         | 02049
            corn kernels               | 11167
            """)
    void curatedNamesAndTheirKinds(String name, String ndb) {
        assertThat(MATCHER.match(name).map(Food::ndb).orElse(null)).isEqualTo(ndb);
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            kiwifruit                  | 09148
            rhubarb                    | 09307
            celeriac                   | 11141
            blackcurrant               | -
            vanilla ice cream          | 19095
            """)
    void theGeneralMatcherPrefersTheRawWholePlainFood(String name, String ndb) {
        assertThat(MATCHER.match(name).map(Food::ndb).orElse(null)).isEqualTo(ndb);
    }

    @ParameterizedTest(name = "{0} is no food")
    @CsvSource(delimiter = '|', textBlock = """
            kitchen twine
            parchment paper
            ice
            wooden skewers
            food colouring
            liquid smoke
            cling film
            '   '
            """)
    void noFoodRatherThanAWrongOne(String name) {
        assertThat(MATCHER.match(name)).isEmpty();
    }

    @ParameterizedTest(name = "{0} is not {1}")
    @CsvSource(delimiter = '|', textBlock = """
            vanilla extract   | 19095
            chicken stock     | 05006
            almond milk       | 19132
            ice               | 19095
            beef stock        | 23572
            """)
    void neverTheFoodThatOnlySharesAWord(String name, String wrong) {
        assertThat(MATCHER.match(name).map(Food::ndb)).isNotEqualTo(java.util.Optional.of(wrong));
    }

    @ParameterizedTest(name = "{0} measured {1}")
    @CsvSource(delimiter = '|', textBlock = """
            rice    | COOKED   | 20045
            quinoa  | COOKED   | 20137
            rice    | AS_NAMED | 20044
            tomato  | CANNED   | 11531
            tomato  | AS_NAMED | 11529
            """)
    void aStateTheLineSaysPicksThatFood(String name, FoodMatcher.State state, String ndb) {
        assertThat(MATCHER.match(name, state).map(Food::ndb)).contains(ndb);
    }
}
