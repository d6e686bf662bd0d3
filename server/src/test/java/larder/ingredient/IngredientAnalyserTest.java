package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class IngredientAnalyserTest {

    /** line | quantity | quantity_max | unit code | name. An empty cell means absent. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            2 cups flour | 2 |  | cup | flour
            1.5 cups milk | 1.5 |  | cup | milk
            1,5 kg potatoes | 1.5 |  | kg | potatoes
            1 1/2 cups sugar | 1.5 |  | cup | sugar
            ½ cup butter | 0.5 |  | cup | butter
            1½ cups water | 1.5 |  | cup | water
            1 ½ tsp salt | 1.5 |  | tsp | salt
            1-1/2 cups rice | 1.5 |  | cup | rice
            one onion | 1 |  |  | onion
            two eggs | 2 |  |  | eggs
            a lemon | 1 |  |  | lemon
            an onion | 1 |  |  | onion
            a dozen eggs | 12 |  |  | eggs
            half a lemon | 0.5 |  |  | lemon
            half an onion | 0.5 |  |  | onion
            2-3 cloves garlic | 2 | 3 | clove | garlic
            2 to 3 tablespoons olive oil | 2 | 3 | tbsp | olive oil
            2–3 cups stock | 2 | 3 | cup | stock
            2 or 3 carrots | 2 | 3 |  | carrots
            salt to taste |  |  |  | salt
            salt and pepper to taste |  |  |  | salt and pepper
            parsley, for garnish |  |  |  | parsley
            olive oil, as needed |  |  |  | olive oil
            1 Tbsp sugar | 1 |  | tbsp | sugar
            2 tablespoons butter | 2 |  | tbsp | butter
            1 T. honey | 1 |  | tbsp | honey
            1 t. vanilla extract | 1 |  | tsp | vanilla extract
            1 T sugar | 1 |  | tbsp | sugar
            1 t salt | 1 |  | tsp | salt
            3 tbs soy sauce | 3 |  | tbsp | soy sauce
            100 gr cheese | 100 |  | g | cheese
            250 grams flour | 250 |  | g | flour
            2 lbs ground beef | 2 |  | lb | ground beef
            1 c milk | 1 |  | cup | milk
            2 fl. oz cream | 2 |  | fl_oz | cream
            1 pkg yeast | 1 |  | package | yeast
            1 (14.5 oz) can diced tomatoes | 1 |  | can | diced tomatoes
            3 (28-ounce) cans whole peeled tomatoes | 3 |  | can | whole peeled tomatoes
            2 15-ounce cans chickpeas, drained and rinsed | 2 |  | can | chickpeas
            garlic, minced |  |  |  | garlic
            2 cloves garlic, minced | 2 |  | clove | garlic
            2 tbsp plus 2 tsp sugar | 2 |  | tbsp | sugar
            400g unsalted butter | 400 |  | g | unsalted butter
            15 grams | 15 |  | g | 15 grams
            1 rack of lamb | 1 |  |  | rack of lamb
            1 cup (120 g) flour | 1 |  | cup | flour
            3 eggs | 3 |  |  | eggs
            1 lb ground beef | 1 |  | lb | ground beef
            1 cup flour | 1 |  | cup | flour
            3 Tablespoons olive oil | 3 |  | tbsp | olive oil
            1 TBSP. lemon juice | 1 |  | tbsp | lemon juice
            2 tsp. baking soda | 2 |  | tsp | baking soda
            1 teaspoon ground cumin | 1 |  | tsp | ground cumin
            4 teaspoons sugar | 4 |  | tsp | sugar
            1 tbl butter | 1 |  | tbsp | butter
            2 tbsps honey | 2 |  | tbsp | honey
            1 tablespoonful vinegar | 1 |  | tbsp | vinegar
            500 g minced beef | 500 |  | g | minced beef
            1 kilo potatoes | 1 |  | kg | potatoes
            2 kgs onions | 2 |  | kg | onions
            1 kilogram rice | 1 |  | kg | rice
            8 oz cream cheese, softened | 8 |  | oz | cream cheese
            1 ounce dark chocolate | 1 |  | oz | dark chocolate
            12 ounces pasta | 12 |  | oz | pasta
            1 pound carrots | 1 |  | lb | carrots
            3 lb chicken thighs | 3 |  | lb | chicken thighs
            250 ml milk | 250 |  | ml | milk
            1 l water | 1 |  | l | water
            1 litre stock | 1 |  | l | stock
            2 liters water | 2 |  | l | water
            500 mL cream | 500 |  | ml | cream
            2 dl cream | 200 |  | ml | cream
            1 cup sugar | 1 |  | cup | sugar
            2 C. flour | 2 |  | cup | flour
            3/4 cup brown sugar, packed | 0.75 |  | cup | brown sugar
            1 fluid ounce rum | 1 |  | fl_oz | rum
            4 fl oz orange juice | 4 |  | fl_oz | orange juice
            1 pint strawberries | 1 |  | pint | strawberries
            2 pints cherry tomatoes | 2 |  | pint | cherry tomatoes
            1 quart chicken stock | 1 |  | quart | chicken stock
            2 qt water | 2 |  | quart | water
            1 gallon milk | 1 |  | gallon | milk
            1 gal water | 1 |  | gallon | water
            2 pieces ginger | 2 |  | piece | ginger
            3 slices bacon | 3 |  | slice | bacon
            1 can coconut milk | 1 |  | can | coconut milk
            2 tins chopped tomatoes | 2 |  | can | chopped tomatoes
            1 jar salsa | 1 |  | jar | salsa
            1 package cream cheese | 1 |  | package | cream cheese
            2 packets yeast | 2 |  | package | yeast
            1 bunch cilantro | 1 |  | bunch | cilantro
            3 sprigs thyme | 3 |  | sprig | thyme
            1 stick butter | 1 |  | stick | butter
            2 heads lettuce | 2 |  | head | lettuce
            1 pinch salt | 1 |  | pinch | salt
            a pinch of salt | 1 |  | pinch | salt
            1 dash hot sauce | 1 |  | dash | hot sauce
            a dash of Worcestershire sauce | 1 |  | dash | Worcestershire sauce
            pinch of nutmeg |  |  | pinch | nutmeg
            2 large eggs | 2 |  |  | eggs
            1 medium onion, diced | 1 |  |  | onion
            3 small potatoes | 3 |  |  | potatoes
            2 red onions, thinly sliced | 2 |  |  | red onions
            1 (8 ounce) package cream cheese, softened | 1 |  | package | cream cheese
            2 (6-ounce) salmon fillets | 2 |  |  | salmon fillets
            1 (.25 ounce) package active dry yeast | 1 |  | package | active dry yeast
            2 x 400g tins chopped tomatoes | 800 |  | g | chopped tomatoes
            1 14-oz can coconut milk | 1 |  | can | coconut milk
            4 boneless skinless chicken thighs | 4 |  |  | boneless skinless chicken thighs
            1 cup (2 sticks) unsalted butter | 1 |  | cup | unsalted butter
            200 g (7 oz) dark chocolate, chopped | 200 |  | g | dark chocolate
            400g/14oz tomatoes | 400 |  | g | tomatoes
            1 tbsp sugar (13g) | 1 |  | tbsp | sugar
            10 tbsp (140 grams) unsalted butter | 10 |  | tbsp | unsalted butter
            1/4 cup plus 2 tablespoons olive oil | 0.25 |  | cup | olive oil
            1 ½ sticks unsalted butter (6 oz / 170g) | 1.5 |  | stick | unsalted butter
            Juice of 1 lemon | 1 |  |  | lemon
            zest of 2 limes | 2 |  |  | limes
            Salt |  |  |  | Salt
            Freshly ground black pepper |  |  |  | black pepper
            Vegetable oil, for frying |  |  |  | Vegetable oil
            Fresh basil leaves, for serving |  |  |  | Fresh basil leaves
            1/2 teaspoon salt, or to taste | 0.5 |  | tsp | salt
            2 cups chopped fresh spinach | 2 |  | cup | fresh spinach
            1 cup grated Parmesan cheese | 1 |  | cup | Parmesan cheese
            1/2 cup finely chopped onion | 0.5 |  | cup | onion
            1 cup shredded mozzarella cheese | 1 |  | cup | mozzarella cheese
            3 cloves garlic, peeled and crushed | 3 |  | clove | garlic
            2 garlic cloves, minced | 2 |  | clove | garlic
            4 celery stalks, chopped | 4 |  | piece | celery
            10 thyme sprigs | 10 |  | sprig | thyme
            6 whole cloves | 6 |  |  | whole cloves
            3 cloves | 3 |  |  | cloves
            1 teaspoon crushed red pepper flakes | 1 |  | tsp | crushed red pepper flakes
            1 (28 oz) can crushed tomatoes | 1 |  | can | crushed tomatoes
            1 cup toasted sesame oil | 1 |  | cup | toasted sesame oil
            0.5 tsp paprika | 0.5 |  | tsp | paprika
            .5 cup milk | 0.5 |  | cup | milk
            1,25 l milk | 1.25 |  | l | milk
            1,500 g flour | 1500 |  | g | flour
            1/3 cup honey | 0.3333 |  | cup | honey
            2/3 cup milk | 0.6667 |  | cup | milk
            1/8 teaspoon cayenne | 0.125 |  | tsp | cayenne
            3/8 cup water | 0.375 |  | cup | water
            1 1/4 cups flour | 1.25 |  | cup | flour
            2 3/4 cups flour | 2.75 |  | cup | flour
            ⅓ cup sugar | 0.3333 |  | cup | sugar
            ⅔ cup cream | 0.6667 |  | cup | cream
            ¼ tsp salt | 0.25 |  | tsp | salt
            ¾ cup milk | 0.75 |  | cup | milk
            ⅛ tsp cloves | 0.125 |  | tsp | cloves
            2¼ cups flour | 2.25 |  | cup | flour
            three cloves garlic | 3 |  | clove | garlic
            four cups water | 4 |  | cup | water
            twelve eggs | 12 |  |  | eggs
            a couple of eggs | 2 |  |  | eggs
            a few sprigs of parsley |  |  | sprig | parsley
            several sprigs mint |  |  | sprig | mint
            1 or 2 jalapeños | 1 | 2 |  | jalapeños
            1-2 tablespoons sugar | 1 | 2 | tbsp | sugar
            1/2 - 1 teaspoon chili flakes | 0.5 | 1 | tsp | chili flakes
            3 to 4 pounds pork shoulder | 3 | 4 | lb | pork shoulder
            2 dozen eggs | 24 |  |  | eggs
            half a dozen eggs | 6 |  |  | eggs
            one and a half cups milk | 1.5 |  | cup | milk
            1 and 1/2 cups sugar | 1.5 |  | cup | sugar
            about 2 cups broth | 2 |  | cup | broth
            approximately 500 g beef | 500 |  | g | beef
            ~ 1 cup water | 1 |  | cup | water
            1 cup water (about) | 1 |  | cup | water
            2 cups all-purpose flour, sifted | 2 |  | cup | all-purpose flour
            1 cup plain (all-purpose) flour | 1 |  | cup | plain (all-purpose) flour
            1 1/2 cups besan (chickpea flour) | 1.5 |  | cup | besan (chickpea flour)
            1 cup heavy cream (or half-and-half) | 1 |  | cup | heavy cream (or half-and-half)
            2 tablespoons butter, melted and cooled | 2 |  | tbsp | butter
            1 onion, cut into wedges | 1 |  |  | onion
            1 tbsp olive oil, plus more for drizzling | 1 |  | tbsp | olive oil
            2 cups Gruyère, Comté, or Swiss cheese, grated | 2 |  | cup | Gruyère, Comté, or Swiss cheese
            1 lb boneless, skinless chicken breasts | 1 |  | lb | boneless, skinless chicken breasts
            1 tbsp canola or other vegetable oil | 1 |  | tbsp | canola or other vegetable oil
            Salt, to taste |  |  |  | Salt
            Sugar, optional |  |  |  | Sugar
            Herby Yogurt Dip (recipe follows) |  |  |  | Herby Yogurt Dip
            1 egg, beaten | 1 |  |  | egg
            1 egg yolk | 1 |  |  | egg yolk
            2 egg whites | 2 |  |  | egg whites
            1 tsp vanilla | 1 |  | tsp | vanilla
            1 tsp pure vanilla extract | 1 |  | tsp | pure vanilla extract
            1 can (14 oz) coconut milk | 1 |  | can | coconut milk
            1 lb 80% lean ground beef | 1 |  | lb | 80% lean ground beef
            1/2 lb bacon, cut into 1-inch pieces | 0.5 |  | lb | bacon
            1 inch piece of ginger, grated | 1 |  | in | ginger
            2-inch piece fresh ginger, peeled | 2 |  | in | fresh ginger
            1 thumb-size piece of ginger | 1 |  | piece | ginger
            5 (or 6) sprigs thyme | 5 |  | sprig | thyme
            ½ tsp (or more) Tabasco sauce | 0.5 |  | tsp | Tabasco sauce
            14 oz to 1 lb cod fillet | 14 | 16 | oz | cod fillet
            a pinch or two of salt | 1 | 2 | pinch | salt
            5 dashes or more of bitters | 5 |  | dash | bitters
            ½ cup cold unsalted butter, cubed | 0.5 |  | cup | cold unsalted butter
            2 cups lukewarm water | 2 |  | cup | lukewarm water
            1 cup frozen peas | 1 |  | cup | frozen peas
            1 bag frozen spinach, thawed | 1 |  | package | frozen spinach
            2 cups cooked rice | 2 |  | cup | rice
            1 cup uncooked long-grain rice | 1 |  | cup | long-grain rice
            2 ripe avocados | 2 |  |  | ripe avocados
            1 ripe mango, peeled and diced | 1 |  |  | ripe mango
            4 chicken breasts | 4 |  |  | chicken breasts
            1 whole chicken | 1 |  |  | whole chicken
            1 baguette | 1 |  |  | baguette
            6 corn tortillas | 6 |  |  | corn tortillas
            1 cup dry white wine | 1 |  | cup | dry white wine
            2 tablespoons soy sauce | 2 |  | tbsp | soy sauce
            1 tablespoon Dijon mustard | 1 |  | tbsp | Dijon mustard
            1/4 cup ketchup | 0.25 |  | cup | ketchup
            2 cups ice | 2 |  | cup | ice
            aluminum foil |  |  |  | aluminum foil
            cooking spray |  |  |  | cooking spray
            """)
    void readsQuantityRangeUnitAndName(String line, Double quantity, Double quantityMax, String unit, String name) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        if (quantity == null) {
            assertThat(got.quantity()).as("quantity").isNull();
        } else {
            assertThat(got.quantity()).as("quantity").isCloseTo(quantity, within(0.001));
        }
        if (quantityMax == null) {
            assertThat(got.quantityMax()).as("quantity_max").isNull();
        } else {
            assertThat(got.quantityMax()).as("quantity_max").isCloseTo(quantityMax, within(0.001));
        }
        assertThat(got.unit() == null ? null : got.unit().code()).as("unit").isEqualTo(unit);
        assertThat(got.name()).as("name").isEqualTo(name);
        assertThat(got.text()).isEqualTo(line);
    }

    /**
     * The British and European habits of the contract (spec section 5), end to end. line | quantity | unit | name |
     * the measurement in the other system (quantity and unit), or a dash.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            500g/1lb 2oz onions | 500 | g | onions | 1.125 lb
            1kg/2lb 4oz beef brisket | 1 | kg | beef brisket | 2.25 lb
            300g/10½oz plain flour | 300 | g | plain flour | 10.5 oz
            2.5cm/1in piece ginger | 2.5 | cm | ginger | 1 in
            2 x 400g tins chopped tomatoes | 800 | g | chopped tomatoes | -
            1 x 1kg/2lb 3oz lamb loin | 1 | kg | lamb loin | 2.1875 lb
            about 100g butter | 100 | g | butter | -
            at least 4 tbsp olive oil | 4 | tbsp | olive oil | -
            basmati rice (allow 40g/2oz per person) | 40 | g | basmati rice | 2 oz
            1 large handful rocket | 1 | handful | rocket | -
            large handful fresh watercress | - | handful | fresh watercress | -
            few drops vanilla extract | - | drop | vanilla extract | -
            1 sheet ready-rolled puff pastry | 1 | sheet | ready-rolled puff pastry | -
            knob of butter | - | knob | butter | -
            250g cooked and cooled basmati rice | 250 | g | basmati rice | -
            400g tin chickpeas, drained | 400 | g | chickpeas | -
            """)
    void readsBritishAndEuropeanHabits(String line, Double quantity, String unit, String name, String other) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.quantity()).as("quantity").isEqualTo(quantity);
        assertThat(got.unit().code()).as("unit").isEqualTo(unit);
        assertThat(got.name()).as("name").isEqualTo(name);
        if (other != null) {
            String[] parts = other.split(" ");
            assertThat(got.measurements()).as("measurements")
                    .contains(new Measurement(Double.parseDouble(parts[0]), Unit.fromCode(parts[1]).orElseThrow()));
        }
    }

    /**
     * Vague amounts: the words are the amount, never the name, and give no quantity unless they are a number ("a
     * couple of") or an article before a unit ("a pinch"). line | quantity | unit | name | comment.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            a little milk | - | - | milk | a little
            a little olive oil, for frying | - | - | olive oil | a little, for frying
            a few mint leaves | - | - | mint leaves | a few
            a few rosemary sprigs | - | sprig | rosemary | a few
            some crusty bread, to serve | - | - | crusty bread | some, to serve
            a drizzle of honey | - | - | honey | a drizzle
            a pinch of salt | 1 | pinch | salt | -
            pinch of salt | - | pinch | salt | -
            a splash of white wine | 1 | dash | white wine | -
            a couple of eggs | 2 | - | eggs | -
            a couple of rosemary sprigs | 2 | sprig | rosemary | -
            a little over 100g butter | 100 | g | butter | a little over
            """)
    void readsVagueAmountsAsNoAmount(String line, Double quantity, String unit, String name, String comment) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.quantity()).as("quantity").isEqualTo(quantity);
        assertThat(got.unit() == null ? null : got.unit().code()).as("unit").isEqualTo(unit);
        assertThat(got.name()).as("name").isEqualTo(name);
        assertThat(got.comment()).as("comment").isEqualTo(comment);
    }

    /** line | comment. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            garlic, minced | minced
            2 cloves garlic, minced | minced
            2 garlic cloves, minced | minced
            salt and pepper to taste | to taste
            parsley, for garnish | for garnish
            olive oil, as needed | as needed
            2 tbsp plus 2 tsp sugar | plus 2 tsp
            1 (14.5 oz) can diced tomatoes | 14.5 oz
            3 (28-ounce) cans whole peeled tomatoes | 28-ounce
            1 medium onion, diced | medium, diced
            1/2 cup finely chopped onion | finely chopped
            Herby Yogurt Dip (recipe follows) | recipe follows
            5 (or 6) sprigs thyme | or 6
            1 tbsp olive oil, plus more for drizzling | plus more for drizzling
            about 2 cups broth | about
            a few sprigs of parsley | a few
            Juice of 1 lemon | Juice of
            1 cup (2 sticks) unsalted butter | 2 sticks
            """)
    void keepsPreparationAndNotesInTheComment(String line, String comment) {
        assertThat(IngredientAnalyser.analyse(line).comment()).isEqualTo(comment);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            1 cup flour | 120 | g
            1 lb ground beef | 454 | g
            400g unsalted butter | 14 | oz
            1 cup milk | 237 | ml
            250 ml milk | 1.1 | cup
            1 kg potatoes | 2.2 | lb
            1 cup (120 g) flour | 120 | g
            10 tbsp (140 grams) unsalted butter | 140 | g
            200 g (7 oz) dark chocolate, chopped | 7 | oz
            400g/14oz tomatoes | 14 | oz
            1 cup chopped chard | 237 | ml
            4 cups flour | 480 | g
            3 cups honey | 1.01 | kg
            """)
    void givesTheAmountInTheOtherSystem(String line, double quantity, String unit) {
        List<Measurement> measurements = IngredientAnalyser.analyse(line).measurements();

        assertThat(measurements).hasSize(1);
        assertThat(measurements.getFirst().quantity()).isCloseTo(quantity, within(0.001));
        assertThat(measurements.getFirst().unit().code()).isEqualTo(unit);
    }

    @Test
    void keepsBothEquivalentsWrittenAfterAUnit() {
        List<Measurement> measurements = IngredientAnalyser.analyse("1 ½ sticks unsalted butter (6 oz / 170g)")
                .measurements();

        assertThat(measurements).containsExactly(new Measurement(6, Unit.OZ), new Measurement(170, Unit.G));
    }

    @Test
    void countsHaveNoMeasurements() {
        assertThat(IngredientAnalyser.analyse("3 eggs").measurements()).isEmpty();
        assertThat(IngredientAnalyser.analyse("2 cloves garlic").measurements()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            1 (14.5 oz) can diced tomatoes | 14.5 | oz
            3 (28-ounce) cans whole peeled tomatoes | 28 | oz
            2 15-ounce cans chickpeas, drained and rinsed | 15 | oz
            2 x 400g tins chopped tomatoes | 400 | g
            1 can (14 oz) coconut milk | 14 | oz
            2 (6-ounce) salmon fillets | 6 | oz
            """)
    void keepsThePackageSize(String line, double quantity, String unit) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.size()).isEqualTo(new Measurement(quantity, Unit.fromCode(unit).orElseThrow()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            2 cups flour | baking
            red onions | produce
            fresh basil | produce
            boneless skinless chicken thighs | meat_seafood
            2 tins chopped tomatoes | pantry
            1 cup frozen peas | frozen
            gribbleflax | other
            """)
    void assignsTheAisle(String line, String category) {
        assertThat(IngredientAnalyser.analyse(line).category().code()).isEqualTo(category);
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"   ", "\t\n"})
    void answersBlankLinesWithAnEmptyName(String line) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.name()).isEmpty();
        assertThat(got.quantity()).isNull();
        assertThat(got.unit()).isNull();
        assertThat(got.category()).isEqualTo(Category.OTHER);
    }

    @ParameterizedTest
    @ValueSource(strings = {"!!!", "(optional)", "-", "1/0 cup", "99999999999999999999999 g", "((((", "½½½",
            "a", "1 -", "of", "1 (", "2 x", "3 or", "1 cup (", "1 ) cup", ",,,", "1,", "/", "1/", "cup",
            "about", "zest of", "1 (14 oz", "1e309 g", "\u00ad\u200b"})
    void keepsAnyLineAndNeverThrows(String line) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.text()).isEqualTo(line);
        if (!line.isBlank() && !line.strip().equals("\u00ad\u200b")) {
            assertThat(got.name()).isNotBlank();
        }
    }

    @Test
    void keepsAnUnreadableLineWholeAsTheName() {
        assertThat(IngredientAnalyser.analyse("!!!").name()).isEqualTo("!!!");
        assertThat(IngredientAnalyser.analyse("15 grams").name()).isEqualTo("15 grams");
    }

    @Test
    void readsAFractionWithoutDividingByZero() {
        AnalysedIngredient got = IngredientAnalyser.analyse("1/0 cup sugar");

        // "1/0" is no fraction: the 1 is read as the amount, and the rest of the line is kept, not lost.
        assertThat(got.quantity()).isEqualTo(1.0);
        assertThat(got.quantityMax()).isNull();
        assertThat(got.name()).endsWith("sugar");
    }

    @Test
    void readsTheAmountAfterAnAbbreviatedApproximatingWordWithItsPeriod() {
        AnalysedIngredient got = IngredientAnalyser.analyse("approx. 2 cups flour");

        assertThat(got.quantity()).isEqualTo(2.0);
        assertThat(got.unit()).isEqualTo(Unit.CUP);
        assertThat(got.name()).isEqualTo("flour");
        assertThat(got.comment()).isEqualTo("approx.");
    }

    @Test
    void readsTheAmountAfterAnApproximatingWordAndATilde() {
        AnalysedIngredient got = IngredientAnalyser.analyse("about ~2 cups flour");

        assertThat(got.quantity()).isEqualTo(2.0);
        assertThat(got.unit()).isEqualTo(Unit.CUP);
        assertThat(got.name()).isEqualTo("flour");
        assertThat(got.comment()).isEqualTo("about ~");
    }

    /** line | name | comment ("-" for none). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            salt / pepper | salt / pepper | -
            butter / margarine, softened | butter / margarine | softened
            2 cups flour / sifted | flour | sifted
            salt - to taste | salt | to taste
            olive oil - the best you can afford | olive oil | the best you can afford
            smoked paprika / the hot kind | smoked paprika | the hot kind
            apples, pears and/or plums | apples, pears and/or plums | -
            apples, pears, and/or plums | apples, pears, and/or plums | -
            apples, pears, and plums | apples, pears, and plums | -
            scallions, green and white parts | scallions | green and white parts
            """)
    void readsAlternativesBetweenSlashesAndListsEndingInAndOrAsTheName(String line, String name, String comment) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.name()).isEqualTo(name);
        assertThat(got.comment()).isEqualTo(comment);
    }

    @Test
    void convertsBothEndsOfARangeInAUnitWithAFactor() {
        AnalysedIngredient got = IngredientAnalyser.analyse("1-2 dl cream");

        assertThat(got.quantity()).isEqualTo(100.0);
        assertThat(got.quantityMax()).isEqualTo(200.0);
        assertThat(got.unit()).isEqualTo(Unit.ML);
        assertThat(IngredientAnalyser.analyse("2 cl rum").quantity()).isEqualTo(20.0);
    }

    @Test
    void aZeroAmountIsNoAmount() {
        AnalysedIngredient got = IngredientAnalyser.analyse("0 cups flour");

        assertThat(got.quantity()).isNull();
        assertThat(got.quantityMax()).isNull();
        assertThat(got.measurements()).isEmpty();
    }

    @Test
    void cannedProduceIsShelvedWithTheTins() {
        assertThat(IngredientAnalyser.analyse("1 can tomatoes").category()).isEqualTo(Category.PANTRY);
        assertThat(IngredientAnalyser.analyse("1 jar tomatoes").category()).isEqualTo(Category.PANTRY);
        assertThat(IngredientAnalyser.analyse("2 tomatoes").category()).isEqualTo(Category.PRODUCE);
        assertThat(IngredientAnalyser.analyse("1 bunch tomatoes").category()).isEqualTo(Category.PRODUCE);
    }

    @Test
    void keepsAWrittenEquivalentOnlyInTheOtherSystemAndElseComputesOne() {
        assertThat(IngredientAnalyser.analyse("1 cup (240 ml) milk").measurements())
                .containsExactly(new Measurement(240, Unit.ML));
        // 8 fl oz is the cup again, in the same system: the metric equivalent is computed instead.
        assertThat(IngredientAnalyser.analyse("1 cup (8 fl oz) milk").measurements())
                .containsExactly(new Measurement(237, Unit.ML));
    }

    @Test
    void givesTheCanonicalNameOfTheIngredient() {
        assertThat(IngredientAnalyser.analyse("2 Red Onions, chopped").canonicalName()).isEqualTo("red onion");
    }
}
