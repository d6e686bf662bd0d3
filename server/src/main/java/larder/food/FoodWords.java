package larder.food;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** The words of a food's name or a query: lower case, split at anything that is not a letter or a digit. */
final class FoodWords {

    private static final Pattern ACCENTS = Pattern.compile("\\p{M}");

    private FoodWords() {
    }

    static List<String> of(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        if (!lower.chars().allMatch(c -> c < 128)) {
            // "jalapeño" and "crème fraîche" meet SR28's plain spellings.
            lower = ACCENTS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
        }
        int start = -1;
        for (int i = 0; i <= lower.length(); i++) {
            boolean letter = i < lower.length() && Character.isLetterOrDigit(lower.charAt(i));
            if (letter && start < 0) {
                start = i;
            } else if (!letter && start >= 0) {
                words.add(lower.substring(start, i));
                start = -1;
            }
        }
        return words;
    }
}
