package larder.recipe;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.diet.Label;

/**
 * Which recipes a meal plan's generation may choose from, and how many to draw (docs/meal-plans.md): every label in
 * {@code labels} true, no ingredient named in {@code dislikes} (matched by canonical name, as search matches
 * {@code exclude_ingredient=}: see {@link RecipeFilter}), a total time known and at most {@code maxTotalMinutes} when it is given. The draw is
 * a seeded sample of the catalogue and the user's recipes, made in the index: the same seed and recipes give the same
 * candidates, in the same order.
 */
public record CandidateQuery(Set<Label> labels, List<String> dislikes, Integer maxTotalMinutes, long seed, int size) {

    public CandidateQuery {
        labels = labels == null || labels.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(labels));
        dislikes = dislikes == null ? List.of() : List.copyOf(dislikes);
        if (size < 1) {
            throw new IllegalArgumentException("a draw of " + size + " recipes");
        }
    }

    /** The index terms every candidate has, in the labels' order, so one query always joins them the same way. */
    List<String> requiredTerms() {
        return EnumSet.allOf(Label.class).stream().filter(labels::contains).map(RecipeLabels::term).toList();
    }

    /** For each dislike, the whole-name term that excludes a recipe ({@link RecipeFilter#excludedNames}). */
    List<String> excludedNames() {
        return dislikes.stream().map(SearchTerms::nameTerm).filter(java.util.Objects::nonNull).distinct().toList();
    }

    /** For each dislike, the word terms that together exclude a recipe indexed without whole names. */
    List<List<String>> excludedWords() {
        return RecipeFilter.wordsOf(dislikes);
    }
}
