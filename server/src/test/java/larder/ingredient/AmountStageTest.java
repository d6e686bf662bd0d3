package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AmountStageTest {

    /**
     * line | quantity | quantity_max | unit code | unit factor | where the name starts | what went to the comment.
     * A dash means absent.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            2 cups flour | 2 | - | cup | 1 | flour | -
            2 dl cream | 2 | - | ml | 100 | cream | -
            - 1 cup sugar | 1 | - | cup | 1 | sugar | -
            ~ 1 cup water | 1 | - | cup | 1 | water | ~
            about 2-3 (14.5 oz) cans tomatoes | 2 | 3 | can | 1 | tomatoes | about, 14.5 oz
            zest of 2 lemons | 2 | - | - | 1 | lemons | zest of
            a pinch of salt | 1 | - | pinch | 1 | salt | -
            pinch of salt | - | - | pinch | 1 | salt | -
            a few sprigs of sage | - | - | sprig | 1 | sage | a few
            large handful of cilantro | - | - | - | 1 | cilantro | large, handful
            1 inch piece of ginger | 1 | - | piece | 1 | ginger | 1 inch
            3 eggs | 3 | - | - | 1 | eggs | -
            3 cloves | 3 | - | - | 1 | cloves | -
            2 large eggs | 2 | - | - | 1 | large eggs | -
            a couple of eggs | 2 | - | - | 1 | eggs | -
            ½ a nutmeg | 0.5 | - | - | 1 | nutmeg | -
            5 (or 6) sprigs thyme | 5 | - | sprig | 1 | thyme | or 6
            1 tbsp plus 2 tsp sugar | 1 | - | tbsp | 1 | sugar | plus 2 tsp
            14 oz to 1 lb cod | 14 | 16 | oz | 1 | cod | -
            salt | - | - | - | 1 | salt | -
            * 1 cup sugar | 1 | - | cup | 1 | sugar | -
            • 2 eggs | 2 | - | - | 1 | eggs | -
            > 2 eggs | 2 | - | - | 1 | eggs | -
            approx. 2 cups flour | 2 | - | cup | 1 | flour | approx.
            approx. flour | - | - | - | 1 | approx. flour | -
            about flour | - | - | - | 1 | about flour | -
            juice and zest of 2 lemons | 2 | - | - | 1 | lemons | juice and zest of
            zest of lemon | - | - | - | 1 | zest of lemon | -
            several sprigs of sage | - | - | sprig | 1 | sage | several
            some salt | - | - | - | 1 | some salt | -
            a little salt | - | - | - | 1 | a little salt | -
            an onion | 1 | - | - | 1 | onion | -
            2-inch piece of ginger | 2 | - | piece | 1 | ginger | 2-inch
            1 in. ginger | 1 | - | - | 1 | ginger | 1 in.
            7 cm ginger | 7 | - | - | 1 | ginger | 7 cm
            2 (see note) cans tomatoes | 2 | - | can | 1 | tomatoes | see note
            3 or 2 eggs | 3 | - | - | 1 | or 2 eggs | -
            """)
    void readsEverythingBeforeTheName(String line, Double quantity, Double quantityMax, String unit, double factor,
            String name, String setAside) {
        Stages stages = Stages.of(line);

        Reading read = stages.amountStage().read();

        assertThat(read.quantity()).as("quantity").isEqualTo(quantity);
        assertThat(read.quantityMax()).as("quantity_max").isEqualTo(quantityMax);
        assertThat(Stages.code(read.unit())).as("unit").isEqualTo(unit);
        assertThat(read.unitFactor()).as("unit factor").isEqualTo(factor);
        assertThat(stages.from(read.next())).as("name onwards").isEqualTo(name);
        assertThat(stages.setAside()).as("comment").isEqualTo(setAside);
    }

    /** line | package size | size unit | where the name starts. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            1 (14.5 oz) can diced tomatoes | 14.5 | oz | diced tomatoes
            3 (28-ounce) cans tomatoes | 28 | oz | tomatoes
            2 15-ounce cans chickpeas | 15 | oz | chickpeas
            2 x 400g tins tomatoes | 400 | g | tomatoes
            1 can (14 oz) coconut milk | 14 | oz | coconut milk
            2 (6-ounce) salmon fillets | 6 | oz | salmon fillets
            """)
    void keepsAPackageSize(String line, double size, String unit, String name) {
        Stages stages = Stages.of(line);

        Reading read = stages.amountStage().read();

        assertThat(read.size()).isEqualTo(new Measurement(size, Unit.fromCode(unit).orElseThrow()));
        assertThat(stages.from(read.next())).isEqualTo(name);
    }
}
