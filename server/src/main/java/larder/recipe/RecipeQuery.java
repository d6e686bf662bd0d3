package larder.recipe;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.diet.Label;

/**
 * {@code GET /v1beta/recipes?q=&tag=&ingredient=&diet=&avoid=}: every part given must match. {@code labels} are the
 * labels that must be true of each recipe, from the diets and allergens asked for and from the caller's preferences;
 * they are filtered in the index ({@code l:} terms), not by reading recipes and dropping them. {@code maxTotalMinutes}
 * keeps recipes whose total time is known and at most that (a recipe that does not say is left out), or is null.
 */
public record RecipeQuery(String q, List<String> tags, String ingredient, Set<Label> labels,
                          Integer maxTotalMinutes) {

    public RecipeQuery {
        tags = tags == null ? List.of() : List.copyOf(tags);
        labels = labels == null || labels.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(labels));
    }

    public RecipeQuery(String q, List<String> tags, String ingredient) {
        this(q, tags, ingredient, Set.of(), null);
    }

    List<String> terms() {
        List<String> terms = new java.util.ArrayList<>(SearchTerms.ofQuery(q, tags, ingredient));
        // In the labels' order, so that one query always joins its terms the same way.
        EnumSet.allOf(Label.class).stream().filter(labels::contains).map(RecipeLabels::term).forEach(terms::add);
        return List.copyOf(terms);
    }
}
