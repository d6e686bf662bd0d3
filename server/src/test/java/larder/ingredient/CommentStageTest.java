package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommentStageTest {

    /** a name with more after it | the word asked about | whether the comment opens there. */
    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            salt to taste | to | true
            water to boil | to | false
            sugar as needed | as | true
            sugar as well | as | false
            butter at room temperature | at | true
            parsley such as flat-leaf | such | true
            cream such | such | false
            salt for pasta water | for | true
            onion chopped into wedges | chopped | true
            eggs beaten | beaten | true
            frozen chopped spinach | chopped | false
            cans crushed tomatoes | crushed | false
            oil or more | or | true
            oil or to taste | or | true
            oil or 2 cups | or | true
            oil or two | or | true
            oil or half | or | false
            oil or butter | or | false
            oil or so | or | true
            oil or less | or | true
            oil or as needed | or | true
            salt or | or | false
            parsley to serve | to | true
            parsley to garnish | to | true
            salt to finish | to | true
            sprinkles to decorate | to | true
            cheese to top | to | true
            oil as required | as | true
            oil as desired | as | true
            oil as necessary | as | true
            parsley as garnish | as | true
            chili if you like | if | true
            butter at home | at | false
            butter room temperature | room | true
            butter room service | room | false
            nuts like pecans | like | true
            cream with sugar | with | true
            bread without crusts | without | true
            lemons from the garden | from | true
            sauce see note | see | true
            nuts including almonds | including | true
            salt plus more | plus | true
            onion chopped finely | chopped | true
            garlic minced optional | minced | true
            onion chopped | chopped | true
            onion chopped and peeled | chopped | true
            onion chopped peeled | chopped | true
            """)
    void opensTheCommentAtItsWords(String text, String word, boolean opens) {
        Stages stages = Stages.of(text);
        int at = java.util.Arrays.asList(text.split(" ")).indexOf(word);

        assertThat(stages.comment().opensAt(at)).isEqualTo(opens);
    }

    @Test
    void joinsWhatWasSetAsideInLineOrderBeforeTheRest() {
        Stages stages = Stages.of("about 2 (14.5 oz) cans tomatoes, drained");
        stages.comment().add(2, "(14.5 oz)");
        stages.comment().add(0, "about");

        assertThat(stages.comment().text(8)).isEqualTo("about, 14.5 oz, drained");
    }

    @Test
    void hasNoCommentWhenNothingWasSetAsideAndNothingFollows() {
        Stages stages = Stages.of("flour");

        assertThat(stages.comment().text(1)).isNull();
    }

    /** piece | cleaned. Separators around a piece go, and the parentheses of an aside that is all of it. */
    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ", minced" | minced
            "; to taste" | to taste
            "+ more" | more
            "(14.5 oz)" | 14.5 oz
            "(a) and (b)" | (a) and (b)
            "divided," | divided
            " - " | ""
            """)
    void cleansAPiece(String piece, String cleaned) {
        assertThat(CommentStage.clean(piece)).isEqualTo(cleaned);
    }
}
