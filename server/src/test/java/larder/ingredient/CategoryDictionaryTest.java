package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a dictionary of aisles is read, and which of its phrases answers for a name. */
class CategoryDictionaryTest {

    private static CategoryDictionary dictionary(String file) {
        try {
            return CategoryDictionary.of("test", DataLine.read(new BufferedReader(new StringReader(file))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final CategoryDictionary SMALL = dictionary("""
            [meat_seafood]
            chicken, chicken thigh
            [pantry]
            chicken broth, olive oil,, one two three four five
            [produce]
            red pepper, six
            [spices_seasonings]
            crushed red pepper, basil, ground ginger, ginger
            [frozen]
            ice
            """);

    @Test
    void theLongestPhraseEndingTheNameWins() {
        assertThat(SMALL.categoryOf("chicken broth")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("homemade chicken broth")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("roast chicken")).isEqualTo(Category.MEAT_SEAFOOD);
        assertThat(SMALL.categoryOf("crushed red pepper")).isEqualTo(Category.SPICES_SEASONINGS);
        assertThat(SMALL.categoryOf("red pepper")).isEqualTo(Category.PRODUCE);
    }

    @Test
    void withoutAnEndingPhraseTheLongestThenRightmostPhraseInsideAnswers() {
        assertThat(SMALL.categoryOf("chicken thigh meat")).isEqualTo(Category.MEAT_SEAFOOD);
        assertThat(SMALL.categoryOf("chicken broth red pepper cubes")).isEqualTo(Category.PRODUCE);
        assertThat(SMALL.categoryOf("red pepper chicken broth cubes")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("olive oil chicken thigh cubes")).isEqualTo(Category.MEAT_SEAFOOD);
    }

    @Test
    void phrasesOfUpToFiveWordsAreLookedUpWhole() {
        assertThat(SMALL.categoryOf("one two three four five")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("zero one two three four five")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("one two three four five six")).isEqualTo(Category.PRODUCE);
        assertThat(SMALL.categoryOf("one two three four five cubes")).isEqualTo(Category.PANTRY);
    }

    @Test
    void sizeWordsAreIgnoredAndPluralsRead() {
        assertThat(SMALL.categoryOf("Large Chicken Thighs")).isEqualTo(Category.MEAT_SEAFOOD);
    }

    @Test
    void qualifyingWordsAreDroppedOnlyWhenTheWholeNameFindsNothing() {
        assertThat(SMALL.categoryOf("good quality olive oil")).isEqualTo(Category.PANTRY);
        assertThat(SMALL.categoryOf("organic")).isEqualTo(Category.OTHER);
        assertThat(SMALL.categoryOf("unknown thing")).isEqualTo(Category.OTHER);
        assertThat(SMALL.categoryOf("")).isEqualTo(Category.OTHER);
    }

    @Test
    void anythingFrozenIsInTheFreezerAisleButNothingUnknownIs() {
        assertThat(SMALL.categoryOf("frozen chicken thighs")).isEqualTo(Category.FROZEN);
        assertThat(SMALL.categoryOf("frozen gravel")).isEqualTo(Category.OTHER);
    }

    @Test
    void freshHerbsAreProduceUnlessGround() {
        assertThat(SMALL.categoryOf("fresh basil")).isEqualTo(Category.PRODUCE);
        assertThat(SMALL.categoryOf("basil")).isEqualTo(Category.SPICES_SEASONINGS);
        assertThat(SMALL.categoryOf("fresh ground ginger")).isEqualTo(Category.SPICES_SEASONINGS);
        assertThat(SMALL.categoryOf("fresh chicken")).isEqualTo(Category.MEAT_SEAFOOD);
    }

    @Test
    void knowsItsPhrasesAndSkipsEmptyEntries() {
        assertThat(SMALL.contains(List.of("chicken", "broth"))).isTrue();
        assertThat(SMALL.contains(List.of("broth"))).isFalse();
        assertThat(SMALL.size()).isEqualTo(12);
    }

    @Test
    void aNameListedTwiceUnderOneCategoryIsFine() {
        assertThat(dictionary("[produce]\nlemon, lemons\nlemon\n").size()).isEqualTo(1);
    }

    @Test
    void refusesAFileWithAMistake() {
        assertThatThrownBy(() -> dictionary("lemon\n[produce]\n"))
                .isInstanceOf(IllegalStateException.class).hasMessage("test:1: name before any [category]");
        assertThatThrownBy(() -> dictionary("[fruit]\nlemon\n"))
                .isInstanceOf(IllegalStateException.class).hasMessage("test: unknown category fruit");
        assertThatThrownBy(() -> dictionary("[produce]\nlemon\n[pantry]\n\nlemons\n"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("test:5: \"lemons\" is listed under both produce and pantry");
    }
}
