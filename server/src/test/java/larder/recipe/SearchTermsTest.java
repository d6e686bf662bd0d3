package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SearchTermsTest {

    @ParameterizedTest(name = "\"{0}\" is searched as {1}")
    @CsvSource({
            "tomatoes, w:tomato",
            "Tomato, w:tomato",
            "berries, w:berry",
            "potatoes, w:potato",
            "Chickpeas, w:chickpea",
            "leaves, w:leaf",
    })
    void pluralAndCaseDoNotMatter(String query, String term) {
        assertThat(SearchTerms.ofQuery(query, List.of(), null)).containsExactly(term);
    }

    @Test
    void littleWordsAreNotSearchTerms() {
        assertThat(SearchTerms.ofQuery("chicken and rice with the peas", List.of(), null))
                .containsExactly("w:chicken", "w:rice", "w:pea");
    }

    @Test
    void tagsAndIngredientsAreTermsOfTheirOwn() {
        assertThat(SearchTerms.ofQuery(null, List.of("Italian", "gluten-free"), "Cherry Tomatoes"))
                .containsExactly("t:italian", "t:gluten-free", "i:cherry", "i:tomato");
    }

    @Test
    void aRecipeIsIndexedByTheWordsOfItsNameIngredientsAndTags() {
        RecipeContent content = RecipeContent.from(RecipeContentTest.pancakes());
        assertThat(SearchTerms.of(content)).contains("w:pancake", "w:flour", "i:flour", "w:egg", "i:egg",
                "t:breakfast", "w:breakfast", "t:american").doesNotContain("w:fluffy");
    }
}
