package larder.recipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
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

    @ParameterizedTest(name = "a dislike of \"{0}\" leaves out \"{1}\": {2}")
    @CsvSource({
            // The head noun decides: a line is matched by its canonical name and each trailing run of its words.
            "mushroom, button mushrooms, true",
            "Mushrooms, button mushroom, true",
            "button mushrooms, button mushrooms, true",
            "cilantro, fresh cilantro, true",
            "pepper, black pepper, true",
            "black pepper, freshly ground black pepper, true",
            "onion, 'red onions, chopped', true",
            "olives, olive oil, false",
            "olive, extra-virgin olive oil, false",
            "olive oil, extra-virgin olive oil, true",
            "green pepper, green onion, false",
            "green pepper, black pepper, false",
            "green pepper, green peppers, true",
            "chicken thigh, chicken breast, false",
            "chicken, chicken breast, false",
            "eggs, eggplant, false",
            "eggs, large eggs, true",
            "whole milk, whole milk, true",
            "milk, whole milk, true",
            "milk, almond milk, true",
            "cream, cream of tartar, false",
            "tartar, cream of tartar, true",
            // A part of a food is that food.
            "egg, egg yolks, true",
            "eggs, egg whites, true",
            "garlic, garlic cloves, true",
            "cilantro, cilantro leaves, true",
            "lemon, lemon zest, true",
            "lemon, lemon juice, true",
            "lime, lemon juice, false",
    })
    void aNameIsMatchedByItsHeadNoun(String dislike, String ingredientName, boolean leavesOut) {
        Set<String> terms = SearchTerms.of(content(ingredientName));
        assertThat(terms.contains(SearchTerms.nameTerm(dislike))).isEqualTo(leavesOut);
    }

    @Test
    void aLineIsIndexedUnderItsNameAndTheNamesItIsAKindOf() {
        assertThat(SearchTerms.names("Button Mushrooms")).containsExactly("button mushroom", "mushroom");
        assertThat(SearchTerms.names("cream of tartar")).containsExactly("cream of tartar", "tartar");
        assertThat(SearchTerms.names("large egg yolks")).containsExactly("egg yolk", "yolk", "egg");
        assertThat(SearchTerms.of(content("olive oil"))).contains("n:olive oil", "n:oil", "i:olive")
                .doesNotContain("n:olive");
    }

    @Test
    void aNameWithoutAWordMatchesNothing() {
        assertThat(SearchTerms.nameTerm("!!")).isNull();
        assertThat(SearchTerms.nameTerm("  ")).isNull();
        assertThat(SearchTerms.nameTerm("Fresh Cilantro")).isEqualTo("n:cilantro");
    }

    private static RecipeContent content(String ingredientName) {
        return new RecipeContent("Dish", null, null, List.of(), 1, null, null, null,
                List.of(new RecipeContent.Ingredient("1 " + ingredientName, ingredientName, 1.0, null, null, null,
                        null, null)),
                List.of(), List.of());
    }
}
