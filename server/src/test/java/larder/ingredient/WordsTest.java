package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Singular forms and word splitting, which decide which names combine and match. */
class WordsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "tomatoes, tomato", "potatoes, potato", "berries, berry", "cherries, cherry", "peaches, peach",
        "radishes, radish", "boxes, box", "glasses, glass", "fizzes, fizz", "onions, onion", "eggs, egg",
        "olives, olive", "leaves, leaf", "knives, knife", "geese, goose", "men, man", "peas, pea", "dies, die",
        "eaves, eave", "cookies, cookie", "mangoes, mango", "sizes, size"})
    void aPluralBecomesItsSingular(String plural, String singular) {
        assertThat(Words.singular(plural)).isEqualTo(singular);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"molasses", "hummus", "asparagus", "swiss", "cress", "citrus", "tahinis", "confectioner's", "gas",
        "bus", "egg", "flour", "species"})
    void aWordThatIsNoPluralStaysAsItIs(String word) {
        assertThat(Words.singular(word)).isEqualTo(word);
    }

    @Test
    void wordsAreLowerCaseLettersAndDigitsWithInnerHyphensAndApostrophes() {
        assertThat(Words.split("2 Extra-Virgin  olive-oil, confectioner\u2019s SUGAR"))
                .containsExactly("2", "extra-virgin", "olive-oil", "confectioner's", "sugar");
        assertThat(Words.split("-hyphen- 'quoted' it's- a--b")).containsExactly("hyphen", "quoted", "it's", "a", "b");
        assertThat(Words.split("x")).containsExactly("x");
        assertThat(Words.split(" ,; ")).isEmpty();
        assertThat(Words.split(null)).isEmpty();
    }

    @Test
    void stripTakesOnlyTheGivenCharactersOffEachEnd() {
        assertThat(Words.strip("((a (b)))", "(", ")")).isEqualTo("a (b");
        assertThat(Words.strip(")a(", "(", ")")).isEqualTo(")a(");
        assertThat(Words.strip("((", "(", "(")).isEmpty();
        assertThat(Words.strip("", "(", ")")).isEmpty();
    }

    @Test
    void preparationWordsAreKnown() {
        assertThat(Words.isPreparation("chopped")).isTrue();
        assertThat(Words.isPreparation("onion")).isFalse();
    }
}
