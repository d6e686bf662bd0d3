package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitStageTest {

    /** text after an amount | unit code | the text after the unit | what went to the comment. A dash: absent. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            cups flour | cup | flour | -
            heaping cup flour | cup | flour | heaping
            Tbsp. sugar | tbsp | sugar | -
            fl. oz. cream | fl_oz | cream | -
            cloves garlic | clove | garlic | -
            handfuls basil | handful | basil | -
            large handful rocket | handful | rocket | large
            drops vanilla extract | drop | vanilla extract | -
            sheets filo pastry | sheet | filo pastry | -
            knob of butter | knob | of butter | -
            cm piece ginger | cm | piece ginger | -
            inches cinnamon | in | cinnamon | -
            large eggs | - | large eggs | -
            cloves | - | cloves | -
            sticks, softened | - | sticks, softened | -
            eggs | - | eggs | -
            heaping large thick cups flour | cup | flour | heaping large thick
            heaping large thick very cups flour | - | heaping large thick very cups flour | -
            cloves of garlic | clove | of garlic | -
            cloves; minced | - | cloves; minced | -
            cloves (about 3) garlic | clove | (about 3) garlic | -
            cloves - 2 garlic | clove | - 2 garlic | -
            cloves - garlic | clove | - garlic | -
            cloves. | - | cloves. | -
            cups | cup | '' | -
            handfuls | - | handfuls | -
            """)
    void readsTheUnitAfterAnAmount(String text, String unit, String after, String setAside) {
        Stages stages = Stages.of(text);

        Reading read = stages.units().unit(Reading.amount(2, null, 0), true);

        assertThat(Stages.code(read.unit())).as("unit").isEqualTo(unit);
        assertThat(stages.from(read.next())).as("after").isEqualTo(after);
        assertThat(stages.setAside()).as("comment").isEqualTo(setAside);
    }

    /** text without an amount | unit code | the text after the unit. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            pinch of salt | pinch | of salt
            Pinch coarse salt | pinch | coarse salt
            cup of tea | cup | of tea
            cups | - | cups
            grams sugar | - | grams sugar
            grams of sugar | g | of sugar
            Pinch | - | Pinch
            Pinch, salt | - | Pinch, salt
            handful basil | handful | basil
            small handful fresh parsley | handful | fresh parsley
            knob of butter | knob | of butter
            drops vanilla | drop | vanilla
            drops | - | drops
            """)
    void readsAUnitWithoutAnAmountOnlyBeforeOfOrACountBeforeWords(String text, String unit, String after) {
        Stages stages = Stages.of(text);

        Reading read = stages.units().unit(Reading.from(0), false);

        assertThat(Stages.code(read.unit())).as("unit").isEqualTo(unit);
        assertThat(stages.from(read.next())).as("after").isEqualTo(after);
    }

    /**
     * text after "quantity unit" | quantity | unit | quantity_max | the text after the extras | what went to the
     * comment. A dash: absent.
     */
    @ParameterizedTest(name = "{2} {0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            to 1 lb cod | 14 | oz | 16 | cod | -
            - 2 cups stock | 1 | cup | 2 | stock | -
            or two of salt | 1 | pinch | 2 | salt | -
            to 1/2 cup milk | 1 | cup | - | milk | -
            or more of bitters | 5 | dash | - | bitters | or more
            plus 2 tsp sugar | 2 | tbsp | - | sugar | plus 2 tsp
            plus 2 sugar | 2 | tbsp | - | plus 2 sugar | -
            (about) flour | 1 | cup | - | flour | about
            of flour | 1 | cup | - | flour | -
            flour | 1 | cup | - | flour | -
            """)
    void readsRangesAndAdditionsAfterTheUnit(String text, double quantity, String unit, Double quantityMax,
            String after, String setAside) {
        Stages stages = Stages.of(text);
        Reading afterUnit = Reading.amount(quantity, null, 0).withUnit(Unit.fromCode(unit).orElseThrow(), 1, 0);

        Reading read = stages.units().extras(afterUnit);

        assertThat(read.quantityMax()).as("quantity_max").isEqualTo(quantityMax);
        assertThat(stages.from(read.next())).as("after").isEqualTo(after);
        assertThat(stages.setAside()).as("comment").isEqualTo(setAside);
    }

    /** text after "1 unit" | unit | equivalents written | the text after them | what went to the comment. */
    @ParameterizedTest(name = "{1} {0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            (120 g) flour | cup | 120 g | flour | -
            (6 oz / 170g) butter | stick | 6 oz, 170 g | butter | 6 oz / 170g
            (about 250 ml) stock | cup | 250 ml | stock | -
            (2 sticks) butter | cup | - | butter | 2 sticks
            (120 g or so) flour | cup | 120 g | flour | 120 g or so
            / 14oz tomatoes | g | 14 oz | tomatoes | -
            = 250 ml stock | cup | 250 ml | stock | -
            """)
    void keepsEquivalentAmounts(String text, String unit, String equivalents, String after, String setAside) {
        Stages stages = Stages.of(text);
        Reading afterUnit = Reading.amount(1, null, 0).withUnit(Unit.fromCode(unit).orElseThrow(), 1, 0);

        Reading read = stages.units().extras(afterUnit);

        assertThat(stages.units().equivalents()).isEqualTo(measurements(equivalents));
        assertThat(stages.from(read.next())).as("after").isEqualTo(after);
        assertThat(stages.setAside()).as("comment").isEqualTo(setAside);
    }

    /**
     * British habits after the unit. text after "quantity unit" | quantity | unit | quantity afterwards | equivalents
     * | the text after the extras | what went to the comment. A dash: absent.
     */
    @ParameterizedTest(name = "{2} {0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            2oz onions | 1 | lb | 1.125 | - | onions | -
            /1lb 2oz onions | 500 | g | 500 | 1.125 lb | onions | -
            /2lb 3oz lamb loin | 1 | kg | 1 | 2.1875 lb | lamb loin | -
            /10 1/2oz flour | 300 | g | 300 | 10.5 oz | flour | -
            7oz dark chocolate | 200 | g | 200 | 7 oz | dark chocolate | -
            /1in piece ginger | 2.5 | cm | 2.5 | 1 in | ginger | piece
            piece of ginger | 5 | cm | 5 | - | ginger | piece of
            tin chopped tomatoes | 400 | g | 400 | - | chopped tomatoes | tin
            /14fl oz tin coconut milk | 400 | ml | 400 | 14 fl_oz | coconut milk | tin
            bottle stout | 330 | ml | 330 | - | stout | bottle
            whole cloves (optional) | 1 | tsp | 1 | - | whole cloves (optional) | -
            tins | 400 | g | 400 | - | tins | -
            """)
    void readsBritishPairsCompoundAmountsAndContainers(String text, double quantity, String unit, double afterwards,
            String equivalents, String after, String setAside) {
        Stages stages = Stages.of(text);
        Reading afterUnit = Reading.amount(quantity, null, 0).withUnit(Unit.fromCode(unit).orElseThrow(), 1, 0);

        Reading read = stages.units().extras(afterUnit);

        assertThat(read.quantity()).as("quantity").isEqualTo(afterwards);
        assertThat(stages.units().equivalents()).as("equivalents").isEqualTo(measurements(equivalents));
        assertThat(stages.from(read.next())).as("after").isEqualTo(after);
        assertThat(stages.setAside()).as("comment").isEqualTo(setAside);
    }

    /** aside after a name with no amount | quantity | unit | equivalents | comment. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            (allow 75g/2 1/2oz per person) | 75 | g | 2.5 oz | 'allow, per person'
            (about 500ml) | 500 | ml | - | about
            """)
    void takesAnApproximateAmountInAnAsideAsTheLinesAmount(String text, double quantity, String unit,
            String equivalents, String setAside) {
        Stages stages = Stages.of(text);

        Reading read = stages.units().asideAmount(Reading.from(0), 0, stages.t().closing(0));

        assertThat(read.quantity()).isEqualTo(quantity);
        assertThat(Stages.code(read.unit())).isEqualTo(unit);
        assertThat(read.next()).isEqualTo(stages.t().size);
        assertThat(stages.units().equivalents()).isEqualTo(measurements(equivalents));
        assertThat(stages.setAside()).isEqualTo(setAside);
    }

    /** An exact amount in brackets is an equivalent, and one after an amount is not the line's amount. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            (120 g) | -
            (allow 75g per person) | 2
            """)
    void leavesOtherAsidesToTheNameStage(String text, String quantity) {
        Stages stages = Stages.of(text);
        Reading before = quantity.equals("-") ? Reading.from(0) : Reading.amount(2, null, 0);

        assertThat(stages.units().asideAmount(before, 0, stages.t().closing(0))).isSameAs(before);
    }

    @Test
    void takesTheAmountInParenthesesAfterAPackageUnitAsItsSize() {
        Stages stages = Stages.of("(14 oz) coconut milk");
        Reading afterUnit = Reading.amount(1, null, 0).withUnit(Unit.CAN, 1, 0);

        Reading read = stages.units().aside(afterUnit);

        assertThat(read.size()).isEqualTo(new Measurement(14, Unit.OZ));
        assertThat(stages.units().equivalents()).isEmpty();
        assertThat(stages.from(read.next())).isEqualTo("coconut milk");
    }

    /** text | the text after a count unit, which is the whole text when there is none. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cans chickpeas | chickpeas
            large cans chickpeas | chickpeas
            cups flour | cups flour
            handfuls basil | basil
            chickpeas | chickpeas
            """)
    void findsACountUnitWithoutNotingIt(String text, String after) {
        Stages stages = Stages.of(text);

        assertThat(stages.from(stages.units().countUnitEnd(0))).isEqualTo(after);
        assertThat(stages.setAside()).isNull();
    }

    /** The brackets' contents | equivalents, or a dash when the contents are not only amounts. */
    @ParameterizedTest(name = "({0})")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            120 g | 120 g
            about 4 oz / 115 g | 4 oz, 115 g
            1 cup or 240 ml | 1 cup, 240 ml
            2 sticks | -
            optional | -
            about | -
            """)
    void takesBracketsOfOnlyAmountsAsEquivalents(String inside, String equivalents) {
        Stages stages = Stages.of("(" + inside + ")");
        int close = stages.t().size - 1;

        boolean pure = stages.units().pureMeasures(1, close);

        assertThat(pure).isEqualTo(equivalents != null);
        assertThat(stages.units().equivalents()).isEqualTo(measurements(equivalents));
    }

    /** "120 g, 4 oz" as measurements; null as none. */
    private static List<Measurement> measurements(String written) {
        if (written == null) {
            return List.of();
        }
        return java.util.Arrays.stream(written.split(", ")).map(one -> {
            String[] parts = one.split(" ");
            return new Measurement(Double.parseDouble(parts[0]), Unit.fromCode(parts[1]).orElseThrow());
        }).toList();
    }
}
