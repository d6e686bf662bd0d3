package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MeasuredTest {

    /**
     * text | quantity | unit | hyphenated | the text after it. An empty quantity means no measured amount. Pounds and
     * ounces written together are one amount; a length measures too.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            14.5 oz can | 14.5 | oz | false | can
            28-ounce cans | 28 | oz | true | cans
            400g tins | 400 | g | false | tins
            2 dl cream | 200 | ml | false | cream
            1 fl. oz. rum | 1 | fl_oz | false | rum
            2-3 oz cheese | 2 | oz | false | cheese
            2 cloves | - | - | - | -
            2 handfuls | - | - | - | -
            2 eggs | - | - | - | -
            about 2 oz | - | - | - | -
            one ounce | - | - | - | -
            0 oz water | - | - | - | -
            2 - oz water | - | - | - | -
            2 oz | 2 | oz | false | ''
            1lb 2oz onions | 1.125 | lb | false | onions
            2lb 3oz lamb | 2.1875 | lb | false | lamb
            1 lb 4 oz flour | 1.25 | lb | false | flour
            1lb 20oz flour | 1 | lb | false | 20oz flour
            1-2lb 3oz lamb | 1 | lb | false | 3oz lamb
            2.5cm piece | 2.5 | cm | false | piece
            1in piece | 1 | in | false | piece
            7-inch tortillas | 7 | in | true | tortillas
            1 in the pan | - | - | - | -
            """)
    void readsAMassOrVolumeAmount(String text, Double quantity, String unit, Boolean hyphenated, String after) {
        Stages line = Stages.of(text);

        Measured measured = Measured.at(line.t(), 0);

        if (quantity == null) {
            assertThat(measured).isNull();
        } else {
            assertThat(measured.measurement()).isEqualTo(new Measurement(quantity, Unit.fromCode(unit).orElseThrow()));
            assertThat(measured.hyphenated()).isEqualTo(hyphenated);
            assertThat(line.from(measured.next())).isEqualTo(after);
        }
    }
}
