package larder.recipe;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.diet.Label;

/**
 * Which recipes a meal plan's generation may choose from, and how many to draw (docs/meal-plans.md): every label in
 * {@code labels} true, no ingredient named in {@code dislikes} (matched word by word on ingredient names, as search
 * matches {@code ingredient=}), a total time known and at most {@code maxTotalMinutes} when it is given. The draw is
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

    /** For each dislike, the ingredient terms that together exclude a recipe ("green onion": both words). */
    List<List<String>> excludedTerms() {
        return dislikes.stream().map(d -> SearchTerms.words(d).stream().map(w -> "i:" + w).toList())
                .filter(words -> !words.isEmpty()).distinct().toList();
    }
}
