package larder.recipe;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import larder.diet.Label;
import larder.diet.Labels;
import larder.ingredient.CanonicalName;

/**
 * The words of a recipe or a query, as the search index holds them: lower case, singular ("tomatoes" finds
 * "tomato"), without the little words that every recipe has. A term is a kind and a word: {@code w:} any word of
 * the name, an ingredient or a tag; {@code t:} a whole tag; {@code i:} a word of an ingredient's name; {@code n:} a
 * whole ingredient name, canonical, and each name it is a kind of ({@link #names}); {@code l:} a diet or allergen
 * label that is true of the recipe.
 */
final class SearchTerms {

    static final int MAX_TERM = 120;
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "the", "of", "with", "in", "on", "for",
            "to", "or", "at", "by", "from", "de", "la", "le", "el", "con", "y", "und", "mit");

    /** The kind of a whole-name term. */
    static final String NAME = "n:";

    /** Heads that name a part of the food before them: "egg yolk" is egg, "garlic clove" garlic. */
    private static final Set<String> PARTS = Set.of("yolk", "white", "leaf", "sprig", "stem", "stalk", "clove",
            "floret", "zest", "peel", "rind", "juice");

    private SearchTerms() {
    }

    static Set<String> of(RecipeContent content) {
        Set<String> terms = new LinkedHashSet<>();
        words(content.name()).forEach(w -> terms.add("w:" + w));
        for (RecipeContent.Ingredient ingredient : content.ingredients()) {
            for (String word : words(ingredient.name())) {
                terms.add("w:" + word);
                terms.add("i:" + word);
            }
            names(ingredient.name()).forEach(name -> terms.add(NAME + name));
        }
        for (String tag : content.tags()) {
            terms.add(limit("t:" + tag));
            words(tag).forEach(w -> terms.add("w:" + w));
        }
        // The labels that are true, so that a diet or an allergen to avoid filters in the index (docs/labels.md).
        Labels labels = RecipeLabels.of(content);
        for (Label label : Label.values()) {
            if (Boolean.TRUE.equals(labels.get(label).value())) {
                terms.add(RecipeLabels.term(label));
            }
        }
        return terms;
    }

    /** The terms a query needs every match to have. */
    static List<String> ofQuery(String q, List<String> tags, String ingredient) {
        Set<String> terms = new LinkedHashSet<>();
        words(q).forEach(w -> terms.add("w:" + w));
        for (String tag : tags) {
            String normal = tag.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            if (!normal.isEmpty()) {
                terms.add(limit("t:" + normal));
            }
        }
        words(ingredient).forEach(w -> terms.add("i:" + w));
        return List.copyOf(terms);
    }

    /**
     * The names an ingredient line is matched by, as a dislike or an excluded ingredient names it (docs/labels.md):
     * its canonical name ("button mushroom") and each trailing run of its words ("mushroom"), since the last word is
     * the head noun that says what the food is: "olive oil" is an oil, not an olive, and "black pepper" a pepper.
     * A run that starts with a little word ("of tartar") is not a name. When the head is a part of a food ("egg
     * yolk", "garlic clove", "cilantro leaves", "lemon zest", "lemon juice"), the name without it is a name too:
     * the part is that food.
     */
    static Set<String> names(String ingredientName) {
        List<String> words = List.of(CanonicalName.of(ingredientName).split(" "));
        Set<String> names = new LinkedHashSet<>();
        runs(words, names);
        int end = words.size();
        while (end > 1 && PARTS.contains(words.get(end - 1))) {
            end--;
            runs(words.subList(0, end), names);
        }
        return names;
    }

    /** The {@code n:} term a dislike or an excluded ingredient is matched by, or null for a name without a word. */
    static String nameTerm(String name) {
        String canonical = CanonicalName.of(name);
        return canonical.isBlank() ? null : limit(NAME + canonical);
    }

    private static void runs(List<String> words, Set<String> names) {
        for (int i = 0; i < words.size(); i++) {
            String first = words.get(i);
            if (first.isEmpty() || STOP_WORDS.contains(first)) {
                continue;
            }
            String run = String.join(" ", words.subList(i, words.size()));
            names.add(run.length() > MAX_TERM - NAME.length() ? run.substring(0, MAX_TERM - NAME.length()) : run);
        }
    }

    static List<String> words(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        List<String> words = new ArrayList<>();
        for (String raw : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (raw.length() < 2 || STOP_WORDS.contains(raw)) {
                continue;
            }
            String word = CanonicalName.ofWord(raw);
            words.add(word.length() > MAX_TERM - 2 ? word.substring(0, MAX_TERM - 2) : word);
        }
        return words.stream().distinct().toList();
    }

    private static String limit(String term) {
        return term.length() > MAX_TERM ? term.substring(0, MAX_TERM) : term;
    }
}
