package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MeasuredTest {

    /** text | quantity | unit | hyphenated | the text after it. An empty quantity means no measured amount. */
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
