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
 * the name, an ingredient or a tag; {@code t:} a whole tag; {@code i:} a word of an ingredient's name; {@code l:} a
 * diet or allergen label that is true of the recipe.
 */
final class SearchTerms {

    static final int MAX_TERM = 120;
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "the", "of", "with", "in", "on", "for",
            "to", "or", "at", "by", "from", "de", "la", "le", "el", "con", "y", "und", "mit");

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
