package larder.ingredient;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.List;

/**
 * The name under which ingredients are combined and matched: lower case, singular, without preparation, size and
 * freshness words, so "Red Onions", "red onion" and "2 large red onions, chopped"'s name "red onions" meet.
 */
public final class CanonicalName {

    private CanonicalName() {
    }

    /** The canonical form of an ingredient name; empty for a null or blank name. */
    public static String of(String name) {
        return name == null ? "" : RECENT.get(name, Known::of).joined();
    }

    /**
     * The canonical words, in order. Never empty unless the name has no words at all. Remembered for the most
     * recent names: lists and carts combine the same ingredient names on every read.
     */
    static List<String> words(String name) {
        return name == null ? List.of() : RECENT.get(name, Known::of).words();
    }

    private record Known(List<String> words, String joined) {
        static Known of(String name) {
            List<String> words = computeWords(name);
            return new Known(words, String.join(" ", words));
        }
    }

    private static final Cache<String, Known> RECENT = Caffeine.newBuilder().maximumSize(50_000).build();

    private static List<String> computeWords(String name) {
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
