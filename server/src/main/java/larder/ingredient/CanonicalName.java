package larder.ingredient;

import java.util.List;
import java.util.Locale;

/**
 * The name under which ingredients are combined and matched: lower case, singular, without preparation, size and
 * freshness words, so "Red Onions", "red onion" and "2 large red onions, chopped"'s name "red onions" meet.
 */
public final class CanonicalName {

    private CanonicalName() {
    }

    /** The canonical form of an ingredient name; empty for a null or blank name. */
    public static String of(String name) {
        return String.join(" ", words(name));
    }

    /**
     * The canonical form of one word, as {@link #of} gives it, or the word itself where that is empty or more than
     * one word. Catalogue matching and recipe search call it for every word they index or look up, so a word of
     * letters and digits alone, which {@link #of} would split into itself, skips the lists that splitting takes.
     */
    public static String ofWord(String word) {
        String canonical = null;
        for (int i = 0; i < word.length() && canonical == null; i++) {
            if (!Character.isLetterOrDigit(word.charAt(i))) {
                canonical = of(word);
            }
        }
        if (canonical == null) {
            canonical = Words.singular(word.toLowerCase(Locale.ROOT));
        }
        return canonical.isBlank() || canonical.contains(" ") ? word : canonical;
    }

    /**
     * The canonical words, in order. Never empty unless the name has no words at all. Computed on every call: the
     * {@link Combiner}, which reads the same names on every read of a list or cart, remembers them itself.
     */
    static List<String> words(String name) {
        if (name == null) {
            return List.of();
        }
        List<String> all = Words.split(name);
        List<String> kept = new java.util.ArrayList<>(all.size());
        for (String word : all) {
            if (!ignored(word)) {
                kept.add(Words.singular(word));
            }
        }
        if (kept.isEmpty()) {
            // A name made only of descriptors ("fresh") is still a name: keep it rather than lose it.
            for (String word : all) {
                kept.add(Words.singular(word));
            }
        }
        return List.copyOf(kept);
    }

    private static boolean ignored(String word) {
        return Words.PREPARATION.contains(word) || Words.SIZES.contains(word) || Words.QUALIFIERS.contains(word);
    }
}
