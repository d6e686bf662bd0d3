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
}
