package larder.diet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.IngredientAnalyser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The lexicon line by line: each ingredient line, read by the analyser, and the twelve label values it should have,
 * written by hand from what the food is (not from the code's output). Columns, in order: vegan, vegetarian,
 * pescatarian, gluten free, dairy free, egg free, fish free, shellfish free, tree nut free, peanut free, soy free,
 * sesame free; T true, F false, ? null.
 */
class LabelsTableTest {

    private static final String TABLE = """
            # plainly safe foods, and the look-alikes among them
            1 cup water                              | TTTTTTTTTTTT
            1 tsp salt                               | TTTTTTTTTTTT
            1/2 tsp black pepper                     | TTTTTTTTTTTT
            salt and pepper to taste                 | TTTTTTTTTTTT
            2 tbsp sugar                             | TTTTTTTTTTTT
            1 cup brown sugar                        | TTTTTTTTTTTT
            1 tsp baking soda                        | TTTTTTTTTTTT
            2 tsp baking powder                      | TTTTTTTTTTTT
            1/4 tsp cream of tartar                  | TTTTTTTTTTTT
            1 tbsp olive oil                         | TTTTTTTTTTTT
            2 tbsp vegetable oil                     | TTTTTTTTTTTT
            1 large onion, chopped                   | TTTTTTTTTTTT
            3 cloves garlic, minced                  | TTTTTTTTTTTT
            2 carrots, diced                         | TTTTTTTTTTTT
            1 eggplant, cubed                        | TTTTTTTTTTTT
            2 aubergines                             | TTTTTTTTTTTT
            1 butternut squash, peeled               | TTTTTTTTTTTT
            1 cup shredded coconut                   | TTTTTTTTTTTT
            1 can (400 ml) coconut milk              | TTTTTTTTTTTT
            2 cups spinach                           | TTTTTTTTTTTT
            1 red bell pepper                        | TTTTTTTTTTTT
            4 tomatoes                               | TTTTTTTTTTTT
            1 cup long-grain rice                    | TTTTTTTTTTTT
            1 cup quinoa                             | TTTTTTTTTTTT
            1 cup cornmeal                           | TTTTTTTTTTTT
            1/2 cup buckwheat flour                  | TTTTTTTTTTTT
            1 tsp ground cumin                       | TTTTTTTTTTTT
            1 tsp ground cinnamon                    | TTTTTTTTTTTT
            1/4 tsp ground nutmeg                    | TTTTTTTTTTTT
            1 tsp vanilla extract                    | TTTTTTTTTTTT
            2 tbsp maple syrup                       | TTTTTTTTTTTT
            1 lemon, juiced                          | TTTTTTTTTTTT
            2 tbsp lime juice                        | TTTTTTTTTTTT
            1 avocado                                | TTTTTTTTTTTT
            1 can chickpeas, drained                 | TTTTTTTTTTTT
            1 cup red lentils                        | TTTTTTTTTTTT
            1 cup black beans                        | TTTTTTTTTTTT
            2 bananas                                | TTTTTTTTTTTT
            1 cup blueberries                        | TTTTTTTTTTTT
            1 tbsp fresh ginger, grated              | TTTTTTTTTTTT
            1 bunch cilantro                         | TTTTTTTTTTTT
            1/2 cup water chestnuts                  | TTTTTTTTTTTT
            8 oz mushrooms                           | TTTTTTTTTTTT
            1 tsp dijon mustard                      | TTTTTTTTTTTT
            1 tbsp apple cider vinegar               | TTTTTTTTTTTT
            2 tbsp cocoa powder                      | TTTTTTTTTTTT
            1 tbsp cornstarch                        | TTTTTTTTTTTT
            1 tsp active dry yeast                   | TTTTTTTTTTTT
            1 sweet potato                           | TTTTTTTTTTTT
            1 cup frozen peas                        | TTTTTTTTTTTT
            2 zucchini                               | TTTTTTTTTTTT
            1 tbsp capers                            | TTTTTTTTTTTT
            1/2 cup kalamata olives                  | TTTTTTTTTTTT
            1 tsp smoked paprika                     | TTTTTTTTTTTT
            8 oz rice noodles                        | TTTTTTTTTTTT
            4 corn tortillas                         | TTTTTTTTTTTT
            1 tbsp coconut oil                       | TTTTTTTTTTTT
            8 oz oyster mushrooms                    | TTTTTTTTTTTT
            # gluten grains and what is made of them
            2 cups all-purpose flour                 | TTTFTTTTTTTT
            1 cup whole wheat flour                  | TTTFTTTTTTTT
            1 cup pearl barley                       | TTTFTTTTTTTT
            1 cup rye flour                          | TTTFTTTTTTTT
            2 cups spelt flour                       | TTTFTTTTTTTT
            1 cup couscous                           | TTTFTTTTTTTT
            1/2 cup semolina                         | TTTFTTTTTTTT
            1 cup bulgur                             | TTTFTTTTTTTT
            8 oz spaghetti                           | ?TTFT?TTTTTT
            1 lb penne                               | ?TTFT?TTTTTT
            8 oz egg noodles                         | FTTFTFTTTTTT
            1 cup panko breadcrumbs                  | TTTFTTTTTT?T
            2 slices bread                           | ?TTF??TTTT??
            1 tbsp malt vinegar                      | TTTFTTTTTTTT
            1 cup beer                               | ??TFTT?TTTTT
            1 sheet puff pastry                      | ?TTF??TTTTTT
            8 oz soba noodles                        | TTTFTTTTTTTT
            1 cup rolled oats                        | TTT?TTTTTTTT
            # soy
            2 tbsp soy sauce                         | TTTFTTTTTTFT
            14 oz firm tofu                          | TTTTTTTTTTFT
            1 cup edamame                            | TTTTTTTTTTFT
            1 tbsp white miso                        | TTT?TTTTTTFT
            2 tbsp tamari                            | TTT?TTTTTTFT
            1 cup soy milk                           | TTTTTTTTTTFT
            8 oz tempeh                              | TTTTTTTTTTFT
            # sesame
            2 tbsp tahini                            | TTTTTTTTTTTF
            1 tbsp sesame seeds                      | TTTTTTTTTTTF
            1 tsp toasted sesame oil                 | TTTTTTTTTTTF
            1 cup hummus                             | TTTTTTTTTTTF
            # peanut: refined peanut oil is still not peanut free
            1/2 cup peanut butter                    | TTTTTTTTTFTT
            1 cup peanuts                            | TTTTTTTTTFTT
            2 tbsp peanut oil                        | TTTTTTTTTFTT
            1/4 cup roasted peanuts                  | TTTTTTTTTFTT
            # tree nuts: almond milk is dairy free but not tree nut free
            1 cup almond milk                        | TTTTTTTTFTTT
            1/2 cup almonds                          | TTTTTTTTFTTT
            1 cup walnuts, chopped                   | TTTTTTTTFTTT
            1/2 cup pecans                           | TTTTTTTTFTTT
            1 cup cashews                            | TTTTTTTTFTTT
            1/4 cup pistachios                       | TTTTTTTTFTTT
            1/2 cup hazelnuts                        | TTTTTTTTFTTT
            2 tbsp pine nuts                         | TTTTTTTTFTTT
            1 cup almond flour                       | TTTTTTTTFTTT
            1/2 cup macadamia nuts                   | TTTTTTTTFTTT
            1 cup chestnuts                          | TTTTTTTTFTTT
            1/4 cup brazil nuts                      | TTTTTTTTFTTT
            1 tbsp basil pesto                       | F??TFTTTFTTT
            1 tbsp nutella                           | FTTTFTTTFTFT
            # dairy: parmesan and pecorino are made with animal rennet
            1 cup whole milk                         | FTTTFTTTTTTT
            2 tbsp unsalted butter                   | FTTTFTTTTTTT
            1 cup heavy cream                        | FTTTFTTTTTTT
            1/2 cup sour cream                       | FTTTFTTTTTTT
            1 cup plain yogurt                       | FTTTFTTTTTTT
            2 cups shredded cheddar cheese           | FTTTFTTTTTTT
            8 oz mozzarella                          | FTTTFTTTTTTT
            1/2 cup crumbled feta                    | FTTTFTTTTTTT
            2 tbsp ghee                              | FTTTFTTTTTTT
            200 g paneer, cubed                      | FTTTFTTTTTTT
            1 cup ricotta                            | FTTTFTTTTTTT
            8 oz cream cheese                        | FTTTFTTTTTTT
            1 cup buttermilk                         | FTTTFTTTTTTT
            1 can sweetened condensed milk           | FTTTFTTTTTTT
            1/2 cup mascarpone                       | FTTTFTTTTTTT
            250 g halloumi                           | FTTTFTTTTTTT
            1/2 cup grated parmesan                  | F??TFTTTTTTT
            1/4 cup pecorino romano                  | F??TFTTTTTTT
            100 g milk chocolate                     | FTTTFTTTTT?T
            100 g dark chocolate                     | ?TTT?TTTTT?T
            # egg, honey and gelatin
            2 large eggs                             | FTTTTFTTTTTT
            3 egg yolks                              | FTTTTFTTTTTT
            2 egg whites                             | FTTTTFTTTTTT
            1 egg, beaten                            | FTTTTFTTTTTT
            1/2 cup mayonnaise                       | FTTT?FTTTTTT
            2 tbsp honey                             | FTTTTTTTTTTT
            1 packet gelatin                         | FFFTTTTTTTTT
            # fish: worcestershire sauce holds anchovies, so it is pescatarian but not fish free
            2 salmon fillets                         | FFTTTTFTTTTT
            1 can tuna, drained                      | FFTTTTFTTTTT
            4 anchovy fillets                        | FFTTTTFTTTTT
            1 lb cod                                 | FFTTTTFTTTTT
            2 tbsp fish sauce                        | FFTTTTFTTTTT
            1 tbsp worcestershire sauce              | FFT?TTFTTTTT
            4 sardines                               | FFTTTTFTTTTT
            200 g smoked salmon                      | FFTTTTFTTTTT
            # shellfish: crustaceans and molluscs
            1 lb shrimp, peeled                      | FFTTTTTFTTTT
            12 mussels                               | FFTTTTTFTTTT
            8 scallops                               | FFTTTTTFTTTT
            1 lb squid                               | FFTTTTTFTTTT
            1 lobster                                | FFTTTTTFTTTT
            200 g crab meat                          | FFTTTTTFTTTT
            12 oysters                               | FFTTTTTFTTTT
            2 tbsp oyster sauce                      | FFT?TTTFTT?T
            1 lb prawns                              | FFTTTTTFTTTT
            # meat and poultry
            1 lb ground beef                         | FFFTTTTTTTTT
            4 boneless skinless chicken breasts      | FFFTTTTTTTTT
            6 slices bacon                           | FFFTTTTTTTTT
            1 lb pork shoulder                       | FFFTTTTTTTTT
            2 lb lamb                                | FFFTTTTTTTTT
            1 turkey                                 | FFFTTTTTTTTT
            4 oz pancetta                            | FFFTTTTTTTTT
            2 tbsp lard                              | FFFTTTTTTTTT
            1 duck breast                            | FFFTTTTTTTTT
            2 cups chicken stock                     | FFF?TTTTTTTT
            1 lb italian sausage                     | FFF?TTTTTTTT
            100 g chorizo                            | FFF?TTTTTTTT
            1 chicken bouillon cube                  | FFF??TTTTTTT
            # wine, stock and kimchi may hold what their names do not say
            1 cup dry white wine                     | ??TT???TTTTT
            1 cup vegetable stock                    | ?TT??TTTTTTT
            1 cup kimchi                             | ??TTTT??TTTT
            # claims on the pack decide what they name; the rest is unknown
            1/2 cup vegan mayonnaise                 | TTT?TTTT????
            2 cups gluten-free flour                 | ???T????????
            # lines the lexicon does not know: null throughout
            1 cup frobnicated zanthar                | ????????????
            2 tbsp gochujang                         | ????????????
            1 tsp xanthan gum                        | ????????????
            """;

    record Row(String line, String expected) {
    }

    static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (String raw : TABLE.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\|");
            rows.add(new Row(parts[0].strip(), parts[1].strip()));
        }
        return rows;
    }

    static Stream<Arguments> table() {
        return rows().stream().map(r -> Arguments.of(r.line(), r.expected()));
    }

    @Test
    void theTableHasAtLeast150Lines() {
        assertThat(rows()).hasSizeGreaterThanOrEqualTo(150).allSatisfy(r -> assertThat(r.expected()).hasSize(12));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("table")
    void readsEachLineIntoItsTwelveLabels(String line, String expected) {
        AnalysedIngredient analysed = IngredientAnalyser.analyse(line);
        Labels labels = Labels.ofLine(new DietLine(line, analysed.canonicalName()));
        StringBuilder actual = new StringBuilder();
        for (Label label : Label.values()) {
            Boolean value = labels.get(label).value();
            actual.append(value == null ? '?' : value ? 'T' : 'F');
        }
        assertThat(actual.toString()).as("%s (name %s)", line, analysed.canonicalName()).isEqualTo(expected);
        for (Label label : Label.values()) {
            Verdict verdict = labels.get(label);
            assertThat(verdict.because()).as("%s %s", line, label)
                    .isEqualTo(Boolean.TRUE.equals(verdict.value()) ? List.of() : List.of(line));
        }
    }
}
