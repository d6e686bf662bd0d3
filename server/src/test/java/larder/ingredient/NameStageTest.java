package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NameStageTest {

    /** the line after its amount and unit | name | comment. A dash means no comment. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            flour | flour | -
            garlic, minced | garlic | minced
            salt to taste | salt | to taste
            salt - to taste | salt | to taste
            olive oil, plus more for drizzling | olive oil | plus more for drizzling
            finely chopped fresh chives | fresh chives | finely chopped
            crushed red pepper flakes | crushed red pepper flakes | -
            frozen chopped spinach | frozen chopped spinach | -
            onion chopped into wedges | onion | chopped into wedges
            unsalted butter packed | unsalted butter | packed
            sea salt and freshly ground black pepper | sea salt and black pepper | freshly ground
            boneless, skinless chicken breasts | boneless, skinless chicken breasts | -
            'Gruyère, Comté, or Swiss cheese, grated' | 'Gruyère, Comté, or Swiss cheese' | grated
            plain (all-purpose) flour | plain (all-purpose) flour | -
            heavy cream (or half-and-half) | heavy cream (or half-and-half) | -
            Herby Yogurt Dip (recipe follows) | Herby Yogurt Dip | recipe follows
            butter (softened) for the pan | butter | (softened) for the pan
            of salt | salt | -
            sprigs, chopped | sprigs | chopped
            salt; to taste | salt | to taste
            salt: to taste | salt | to taste
            salt + more | salt | more
            salt * see note | salt | see note
            salt/pepper | salt/pepper | -
            half-and-half | half-and-half | -
            besan (chickpea flour) | besan (chickpea flour) | -
            besan (chickpea flour), sifted | besan (chickpea flour) | sifted
            besan (fine ground chickpea flour) | besan | fine ground chickpea flour
            flour [plain] bread | flour [plain] bread | -
            flour (see note) bread | flour bread | see note
            cream (or yogurt) | cream (or yogurt) | -
            cream (2 cups) | cream | -
            cream (chilled) | cream | chilled
            'apples, pears, plums, figs, dates, or limes' | 'apples, pears, plums, figs, dates, or limes' | -
            'apples, pears, peeled' | apples | 'pears, peeled'
            'apples, 2 pears' | apples | 2 pears
            egg yolk mixed | egg yolk | mixed
            butter melted and cooled | butter | melted and cooled
            chopped | chopped | -
            'apples, pears, plums, figs, dates, kiwis, or limes' | apples | 'pears, plums, figs, dates, kiwis, or limes'
            'apples, st. john pears, or plums' | 'apples, st. john pears, or plums' | -
            """)
    void readsTheNameAndWhereTheCommentOpens(String text, String name, String comment) {
        Stages stages = Stages.of(text);

        NameStage.Named named = stages.nameStage().read(Reading.from(0));

        assertThat(named.name()).as("name").isEqualTo(name);
        assertThat(stages.comment().text(named.commentStart())).as("comment").isEqualTo(comment);
    }

    /** the line after a bare count | name | unit code. A count word that ends the name is its unit. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            garlic cloves, minced | garlic | clove
            celery stalks | celery | piece
            thyme sprigs | thyme | sprig
            whole cloves | whole cloves | -
            cloves | cloves | -
            eggs | eggs | -
            'garlic cloves,' | garlic | clove
            'garlic cloves, ,' | garlic | clove
            """)
    void takesACountWordAfterTheNameAsTheUnit(String text, String name, String unit) {
        NameStage.Named named = Stages.of(text).nameStage().read(Reading.amount(2, null, 0));

        assertThat(named.name()).isEqualTo(name);
        assertThat(Stages.code(named.reading().unit())).isEqualTo(unit);
    }

    /** the line after a vague amount ("a few") | name | unit code. A count word that ends the name is its unit. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            rosemary sprigs | rosemary | sprig
            garlic cloves, bashed | garlic | clove
            mint leaves | mint leaves | -
            cherry tomatoes, halved | cherry tomatoes | -
            """)
    void takesACountWordAfterTheNameAsTheUnitAfterAVagueAmount(String text, String name, String unit) {
        NameStage.Named named = Stages.of(text).nameStage().read(Reading.vagueAmount(0));

        assertThat(named.name()).isEqualTo(name);
        assertThat(Stages.code(named.reading().unit())).isEqualTo(unit);
        assertThat(named.reading().quantity()).isNull();
    }

    @Test
    void leavesTheUnitAloneWithoutAnAmount() {
        NameStage.Named named = Stages.of("garlic cloves").nameStage().read(Reading.from(0));

        assertThat(named.name()).isEqualTo("garlic cloves");
        assertThat(named.reading().unit()).isNull();
    }

    @Test
    void takesBracketsOfOnlyAmountsOutOfTheName() {
        Stages stages = Stages.of("flour (120 g), sifted");

        NameStage.Named named = stages.nameStage().read(Reading.from(0));

        assertThat(named.name()).isEqualTo("flour");
        assertThat(stages.units().equivalents()).containsExactly(new Measurement(120, Unit.G));
        assertThat(stages.comment().text(named.commentStart())).isEqualTo("sifted");
    }

    /** the text after the amount | name. Joining words left at either end by the other stages join nothing. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            cooked and cooled basmati rice | basmati rice
            and cooled basmati rice | cooled basmati rice
            sliced almonds or | almonds
            salt and pepper | salt and pepper
            vacuum-packed cooked beetroot | beetroot
            """)
    void dropsJoiningWordsLeftAtTheEnds(String text, String name) {
        assertThat(Stages.of(text).nameStage().read(Reading.amount(250, null, 0)).name()).isEqualTo(name);
    }

    /** the text after the amount | unit of the amount (a dash: none) | name. Tinned and packed foods keep a kind. */
    @ParameterizedTest(name = "{1} {0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            chopped tomatoes | can | chopped tomatoes
            roasted red peppers | jar | roasted red peppers
            cooked lentils | package | cooked lentils
            chopped tomatoes | - | tomatoes
            cooked lentils | g | lentils
            """)
    void keepsThePreparationOfAPackagedFood(String text, String unit, String name) {
        Reading amount = Reading.amount(2, null, 0);
        Reading read = unit == null ? amount : amount.withUnit(Unit.fromCode(unit).orElseThrow(), 1, 0);

        assertThat(Stages.of(text).nameStage().read(read).name()).isEqualTo(name);
    }

    @Test
    void keepsThePreparationAfterAMeasuredContainer() {
        Reading tin = Reading.amount(400, null, 0).withUnit(Unit.G, 1, 0).withSize(new Measurement(400, Unit.G), 0);

        assertThat(Stages.of("chopped tomatoes").nameStage().read(tin).name()).isEqualTo("chopped tomatoes");
    }

    @Test
    void takesAnAllowanceAfterTheNameAsTheAmount() {
        Stages stages = Stages.of("basmati rice (allow 75g/2½oz per person), rinsed");

        NameStage.Named named = stages.nameStage().read(Reading.from(0));

        assertThat(named.name()).isEqualTo("basmati rice");
        assertThat(named.reading().quantity()).isEqualTo(75);
        assertThat(named.reading().unit()).isEqualTo(Unit.G);
        assertThat(stages.units().equivalents()).containsExactly(new Measurement(2.5, Unit.OZ));
        assertThat(stages.comment().text(named.commentStart())).isEqualTo("allow, per person, rinsed");
    }

    @Test
    void skipsTheCommaAfterAnAmount() {
        NameStage.Named named = Stages.of(", rainbow chard, torn").nameStage().read(Reading.amount(1, null, 0));

        assertThat(named.name()).isEqualTo("rainbow chard");
    }
}
