package larder.ingredient;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grocery names and their aisles, read once from {@code ingredient/categories.txt}. Keys are lookup words joined by
 * spaces: lower case, singular, without size words, but with preparation and freshness words kept, because some of
 * them name a different product ("crushed red pepper" is a spice, "red pepper" a vegetable; "hot sauce").
 */
final class CategoryDictionary {

    static final CategoryDictionary INSTANCE = load("/ingredient/categories.txt");

    /** Phrases longer than this are never looked up whole; no grocery name needs more words. */
    private static final int MAX_PHRASE = 5;

    private final Map<String, Category> byPhrase;

    private CategoryDictionary(Map<String, Category> byPhrase) {
        this.byPhrase = byPhrase;
    }

    int size() {
        return byPhrase.size();
    }

    boolean contains(List<String> lookupWords) {
        return byPhrase.containsKey(String.join(" ", lookupWords));
    }

    Category categoryOf(String name) {
        List<String> words = lookupWords(name);
        if (words.isEmpty()) {
            return Category.OTHER;
        }
        Category found = find(words);
        if (found == Category.OTHER) {
            // "good-quality olive oil", "organic lemons": try again without the words that do not pick a product.
            List<String> plain = new ArrayList<>(words.size());
            for (String word : words) {
                if (!Words.QUALIFIERS.contains(word)) {
                    plain.add(word);
                }
            }
            if (!plain.isEmpty() && plain.size() < words.size()) {
                found = find(plain);
            }
        }
        List<String> written = Words.split(name);
        if (written.contains("frozen") && found != Category.OTHER) {
            // "frozen peas", "frozen chopped spinach": whatever it is, bought frozen it is in the freezer aisle.
            return Category.FROZEN;
        }
        if (found == Category.SPICES_SEASONINGS && written.contains("fresh")
                && !words.contains("ground")) {
            // Fresh herbs and chiles are sold in produce; the dictionary lists their dried forms as spices.
            return Category.PRODUCE;
        }
        return found;
    }

    /**
     * English puts the head noun last, so the longest phrase ending the name wins ("chicken broth" before
     * "broth" before "chicken"); only then any phrase inside it, longest and rightmost first ("chicken thigh meat").
     */
    private Category find(List<String> words) {
        int n = words.size();
        for (int length = Math.min(n, MAX_PHRASE); length >= 1; length--) {
            Category category = byPhrase.get(join(words, n - length, n));
            if (category != null) {
                return category;
            }
        }
        for (int length = Math.min(n - 1, MAX_PHRASE); length >= 1; length--) {
            for (int start = n - length - 1; start >= 0; start--) {
                Category category = byPhrase.get(join(words, start, start + length));
                if (category != null) {
                    return category;
                }
            }
        }
        return Category.OTHER;
    }

    private static String join(List<String> words, int from, int to) {
        if (to - from == 1) {
            return words.get(from);
        }
        StringBuilder phrase = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (i > from) {
                phrase.append(' ');
            }
            phrase.append(words.get(i));
        }
        return phrase.toString();
    }

    static List<String> lookupWords(String name) {
        List<String> words = Words.split(name);
        List<String> kept = new ArrayList<>(words.size());
        for (String word : words) {
            if (!Words.SIZES.contains(word)) {
                kept.add(Words.singular(word));
            }
        }
        return kept;
    }

    static CategoryDictionary load(String resource) {
        return of(resource, DataLine.load(resource));
    }

    /** The categories in {@code lines}: {@code [category]} sections of names; {@code source} names them in errors. */
    static CategoryDictionary of(String source, List<DataLine> lines) {
        Map<String, Category> byPhrase = new HashMap<>();
        Category current = null;
        for (DataLine line : lines) {
            if (line.isSection()) {
                String code = line.section();
                current = Category.fromCode(code).orElseThrow(
                        () -> new IllegalStateException(source + ": unknown category " + code));
                continue;
            }
            if (current == null) {
                throw new IllegalStateException(source + ":" + line.number() + ": name before any [category]");
            }
            for (String entry : line.text().split(",")) {
                String key = String.join(" ", lookupWords(entry));
                if (key.isEmpty()) {
                    continue;
                }
                Category previous = byPhrase.putIfAbsent(key, current);
                if (previous != null && previous != current) {
                    throw new IllegalStateException(source + ":" + line.number() + ": \"" + entry.strip()
                            + "\" is listed under both " + previous.code() + " and " + current.code());
                }
            }
        }
        return new CategoryDictionary(Map.copyOf(byPhrase));
    }
}
