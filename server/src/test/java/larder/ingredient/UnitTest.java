package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class UnitTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Tbsp | tbsp
            tablespoons | tbsp
            T. | tbsp
            T | tbsp
            tbs | tbsp
            t | tsp
            t. | tsp
            tsp. | tsp
            teaspoons | tsp
            gr | g
            grams | g
            g | g
            lbs | lb
            pounds | lb
            c | cup
            C | cup
            cups | cup
            fl. oz | fl_oz
            fl oz | fl_oz
            fluid ounces | fl_oz
            fl_oz | fl_oz
            pkg | package
            packet | package
            Kg | kg
            litres | l
            mL | ml
            pt | pint
            qt | quart
            gal | gallon
            cloves | clove
            tins | can
            bulb | head
            stalks | piece
            handful | handful
            handfuls | handful
            drops | drop
            sheets | sheet
            knob | knob
            punnet | package
            cm | cm
            centimetres | cm
            inches | in
            """)
    void readsCommonSpellings(String spelling, String code) {
        assertThat(Unit.parse(spelling)).map(Unit::code).contains(code);
    }

    @ParameterizedTest
    @ValueSource(strings = {"scoop", "dl", "furlong", "", "   "})
    void rejectsSpellingsWithoutACanonicalUnit(String spelling) {
        assertThat(Unit.parse(spelling)).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Unit.class)
    void findsEveryUnitByItsCode(Unit unit) {
        assertThat(Unit.fromCode(unit.code())).contains(unit);
    }

    @Test
    void hasNoUnitForAnUnknownCode() {
        assertThat(Unit.fromCode("each")).isEmpty();
        assertThat(Unit.fromCode(null)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            1 | lb | 453.59237 | g
            1 | oz | 28.349523125 | g
            16 | oz | 1 | lb
            1 | kg | 1000 | g
            1500 | g | 1.5 | kg
            1 | cup | 236.5882365 | ml
            1 | gallon | 3785.411784 | ml
            1 | l | 1000 | ml
            3 | tsp | 1 | tbsp
            6 | tsp | 2 | tbsp
            16 | tbsp | 1 | cup
            48 | tsp | 1 | cup
            2 | cup | 1 | pint
            2 | pint | 1 | quart
            4 | quart | 1 | gallon
            8 | fl_oz | 1 | cup
            1 | tbsp | 0.5 | fl_oz
            1 | in | 2.54 | cm
            5 | cm | 1.968503937 | in
            """)
    void convertsExactlyWithinAFamily(double quantity, String from, double expected, String to) {
        Measurement converted = new Measurement(quantity, Unit.fromCode(from).orElseThrow())
                .to(Unit.fromCode(to).orElseThrow());

        assertThat(converted.quantity()).isCloseTo(expected, within(1e-9 * Math.max(1, expected)));
    }

    /** A recipe may be scaled by any positive factor: the tiniest amount still converts to an amount. */
    @Test
    void anAmountThatUnderflowsInAnotherUnitStaysPositive() {
        assertThat(new Measurement(Double.MIN_VALUE, Unit.G).to(Unit.KG).quantity()).isPositive();
        assertThat(new Measurement(Double.MIN_VALUE, Unit.ML).to(Unit.L).quantity()).isPositive();
        assertThat(new Measurement(Double.MIN_VALUE, Unit.ML).to(Unit.KG, "water").orElseThrow().quantity())
                .isPositive();
    }

    @Test
    void refusesToConvertMassToVolumeWithoutAnIngredient() {
        assertThatThrownBy(() -> new Measurement(1, Unit.CUP).to(Unit.G)).isInstanceOf(IncompatibleUnits.class);
        assertThatThrownBy(() -> new Measurement(1, Unit.CAN).to(Unit.JAR)).isInstanceOf(IncompatibleUnits.class);
        assertThatThrownBy(() -> new Measurement(1, Unit.CM).to(Unit.G)).isInstanceOf(IncompatibleUnits.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            1 | cup | flour | 120 | g
            1 | cup | all-purpose flour | 120 | g
            1 | cup | granulated sugar | 200 | g
            1 | cup | packed light brown sugar | 213 | g
            1 | cup | unsalted butter | 227 | g
            1 | cup | water | 237 | g
            240 | g | milk | 0.9917 | cup
            1 | tbsp | honey | 21 | g
            1 | cup | white rice | 185 | g
            """)
    void convertsBetweenMassAndVolumeThroughADensity(double quantity, String from, String ingredient,
            double expected, String to) {
        Measurement converted = new Measurement(quantity, Unit.fromCode(from).orElseThrow())
                .to(Unit.fromCode(to).orElseThrow(), ingredient).orElseThrow();

        assertThat(converted.quantity()).isCloseTo(expected, within(0.01 * expected));
    }

    @ParameterizedTest
    @ValueSource(strings = {"flour", "packed light brown sugar", "milk", "kosher salt", "gribbleflax"})
    void aConverterForOneIngredientAnswersAsEachConversionWouldForEveryUnitAndAgain(String ingredient) {
        for (Unit from : new Unit[] {Unit.CUP, Unit.G, Unit.OZ, Unit.CAN}) {
            Measurement amount = new Measurement(1.5, from);
            var converter = amount.converterFor(ingredient);
            for (int round = 0; round < 2; round++) {
                for (Unit to : Unit.values()) {
                    assertThat(converter.apply(to)).as("%s %s to %s", from, ingredient, to)
                            .isEqualTo(amount.to(to, ingredient));
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"chopped chard", "kosher salt", "gribbleflax", "peanut"})
    void hasNoMassForAVolumeOfAnIngredientWithoutAKnownDensity(String ingredient) {
        assertThat(new Measurement(1, Unit.CUP).to(Unit.G, ingredient)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -1, Double.NaN, Double.POSITIVE_INFINITY})
    void refusesAMeasurementThatIsNotPositiveAndFinite(double quantity) {
        assertThatThrownBy(() -> new Measurement(quantity, Unit.G)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void groupsUnitsIntoFamilies() {
        assertThat(Unit.G.family()).isEqualTo(Unit.Family.MASS);
        assertThat(Unit.FL_OZ.family()).isEqualTo(Unit.Family.VOLUME);
        assertThat(Unit.CLOVE.family()).isEqualTo(Unit.Family.COUNT);
        assertThat(Unit.G.convertibleTo(Unit.LB)).isTrue();
        assertThat(Unit.G.convertibleTo(Unit.CUP)).isFalse();
        assertThat(Unit.CAN.convertibleTo(Unit.CAN)).isFalse();
    }
}
