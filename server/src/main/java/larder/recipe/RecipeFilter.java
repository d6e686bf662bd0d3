package larder.recipe;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import larder.diet.Label;
import larder.user.Preferences;

/**
 * What a recipe must be to be shown, as search and the feed filter it in the query (docs/labels.md): each label
 * true, none of the excluded ingredients, a known total time of at most {@code maxTotalMinutes}, known energy per
 * serving of at most {@code maxKcal}, known protein per serving of at least {@code minProteinG}. A null bound is no
 * bound. A recipe whose value is unknown never passes a bound on it: it is left out, never shown wrongly.
 *
 * @param excludedIngredients ingredient names; a recipe is left out when one of its lines has that canonical name,
 *                            or one that is a kind of it ("button mushroom" of "mushroom", never "olive oil" of
 *                            "olive")
 */
public record RecipeFilter(Set<Label> labels, List<String> excludedIngredients, Integer maxTotalMinutes,
                           Double maxKcal, Double minProteinG) {

    public static final RecipeFilter NONE = new RecipeFilter(Set.of(), List.of(), null, null, null);

    public RecipeFilter {
        labels = labels == null || labels.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(labels));
        excludedIngredients = excludedIngredients == null ? List.of() : List.copyOf(excludedIngredients);
    }

    /** What a user's preferences ask of every recipe they are shown: diets, allergens, dislikes and time. */
    public static RecipeFilter of(Preferences preferences) {
        Set<Label> labels = EnumSet.noneOf(Label.class);
        preferences.diets().forEach(d -> labels.add(d.label()));
        preferences.avoid().forEach(a -> labels.add(a.label()));
        return new RecipeFilter(labels, preferences.dislikes(), preferences.maxTotalMinutes(), null, null);
    }

    /** Both filters at once: every label and exclusion of each, the tighter of each bound. */
    public RecipeFilter and(RecipeFilter other) {
        Set<Label> both = EnumSet.noneOf(Label.class);
        both.addAll(labels);
        both.addAll(other.labels);
        Set<String> excluded = new LinkedHashSet<>(excludedIngredients);
        excluded.addAll(other.excludedIngredients);
        return new RecipeFilter(both, new ArrayList<>(excluded), tighter(maxTotalMinutes, other.maxTotalMinutes, true),
                tighter(maxKcal, other.maxKcal, true), tighter(minProteinG, other.minProteinG, false));
    }

    public boolean isEmpty() {
        return equals(NONE);
    }

    /** The label terms a recipe must have in the index, in the labels' order (one query, one join order). */
    List<String> labelTerms() {
        return EnumSet.allOf(Label.class).stream().filter(labels::contains).map(RecipeLabels::term).toList();
    }

    /**
     * For each excluded ingredient, the whole-name term ({@code n:}) a recipe must not have: its canonical name, as a
     * recipe's lines are indexed under theirs and the names they are a kind of ({@link SearchTerms#names}). Names
     * without a word are dropped.
     */
    List<String> excludedNames() {
        return excludedIngredients.stream().map(SearchTerms::nameTerm).filter(java.util.Objects::nonNull).distinct()
                .toList();
    }

    /**
     * For each excluded ingredient, the ingredient-word terms ({@code i:}) a recipe must not have all of: the rule
     * before whole names were indexed, still applied as well while recipes indexed without them remain
     * ({@link IndexProgress}).
     */
    List<List<String>> excludedWords() {
        return wordsOf(excludedIngredients);
    }

    static List<List<String>> wordsOf(List<String> names) {
        Set<List<String>> sets = new LinkedHashSet<>();
        for (String name : names) {
            List<String> words = SearchTerms.words(name).stream().map(w -> "i:" + w).toList();
            if (!words.isEmpty()) {
                sets.add(words);
            }
        }
        return List.copyOf(sets);
    }

    /** Whether a bound needs the recipe row (the index holds only words and labels). */
    boolean readsRow() {
        return maxTotalMinutes != null || maxKcal != null || minProteinG != null;
    }

    private static <T extends Comparable<T>> T tighter(T a, T b, boolean smaller) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return (a.compareTo(b) <= 0) == smaller ? a : b;
    }
}
