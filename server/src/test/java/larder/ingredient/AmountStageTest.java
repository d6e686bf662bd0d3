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
            large handful of cilantro | - | - | handful | 1 | cilantro | large
            1 inch piece of ginger | 1 | - | in | 1 | ginger | piece of
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
            some salt | - | - | - | 1 | salt | some
            a little salt | - | - | - | 1 | salt | a little
            a few cherry tomatoes | - | - | - | 1 | cherry tomatoes | a few
            a bit of butter | - | - | - | 1 | butter | a bit
            a drizzle of honey | - | - | - | 1 | honey | a drizzle
            a squeeze of lemon juice | - | - | - | 1 | lemon juice | a squeeze
            a glug of olive oil | - | - | - | 1 | olive oil | a glug
            a few drizzles olive oil | - | - | - | 1 | olive oil | 'a few, drizzles'
            a couple of garlic cloves | 2 | - | - | 1 | garlic cloves | -
            a splash of milk | 1 | - | dash | 1 | milk | -
            an onion | 1 | - | - | 1 | onion | -
            2-inch piece of ginger | 2 | - | in | 1 | ginger | piece of
            1 in. ginger | 1 | - | in | 1 | ginger | -
            7 cm ginger | 7 | - | cm | 1 | ginger | -
            7-inch rice paper | 7 | - | in | 1 | rice paper | -
            2.5cm/1in piece ginger | 2.5 | - | cm | 1 | ginger | piece
            4cm/1½in piece galangal | 4 | - | cm | 1 | galangal | piece
            1 in the pan | 1 | - | - | 1 | in the pan | -
            2 x 400g tins chopped tomatoes | 800 | - | g | 1 | chopped tomatoes | '2 x 400g, tins'
            1 x 1kg/2lb 3oz lamb loin | 1 | - | kg | 1 | lamb loin | 1 x 1kg
            4 x 175g/6oz cod fillets | 700 | - | g | 1 | cod fillets | 4 x 175g
            2-3 x 100g bags watercress | 200 | 300 | g | 1 | watercress | '2-3 x 100g, bags'
            2 x 7g sachets of yeast | 14 | - | g | 1 | yeast | '2 x 7g, sachets of'
            500g/1lb 2oz onions | 500 | - | g | 1 | onions | -
            1lb 2oz onions | 1.125 | - | lb | 1 | onions | -
            200g 7oz dark chocolate | 200 | - | g | 1 | dark chocolate | -
            about 100g butter | 100 | - | g | 1 | butter | about
            at least 4 tbsp olive oil | 4 | - | tbsp | 1 | olive oil | at least
            up to 100ml cream | 100 | - | ml | 1 | cream | up to
            no more than 2 tsp salt | 2 | - | tsp | 1 | salt | no more than
            at least salt | - | - | - | 1 | at least salt | -
            1 large handful rocket | 1 | - | handful | 1 | rocket | large
            small handful fresh parsley | - | - | handful | 1 | fresh parsley | small
            few drops vanilla extract | - | - | drop | 1 | vanilla extract | few
            a knob of butter | 1 | - | knob | 1 | butter | -
            1 sheet ready-rolled puff pastry | 1 | - | sheet | 1 | ready-rolled puff pastry | -
            400g tin chickpeas | 400 | - | g | 1 | chickpeas | tin
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
