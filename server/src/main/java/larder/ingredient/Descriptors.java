package larder.ingredient;

import java.util.ArrayList;
import java.util.List;

/**
 * Preparation and size words in a name ("finely chopped fresh chives", "2 large onions"), which belong to the
 * comment unless they are part of a product's name ("crushed red pepper", "toasted sesame oil").
 */
final class Descriptors {

    private Descriptors() {
    }

    /**
     * The index after the preparation and size words that open the name at i, or i when there are none. Stops
     * where the words name a product or where nothing of the name would be left.
     */
    static int leadingEnd(Tokens t, int i) {
        int k = i;
        int lastWord = lastNameWord(t, i);
        while (k < lastWord) {
            String word = t.word(k);
            if (word == null) {
                if ((t.isPunct(k, ',') || t.isPunct(k, '-')) && k > i && isDescriptor(t, k + 1)) {
                    k++;
                    continue;
                }
                break;
            }
            if ((word.equals("and") || word.equals("or") || word.equals("&")) && k > i
                    && (isDescriptor(t, k + 1) || isAdverb(t, k + 1) && isDescriptor(t, k + 2))) {
                k++;
                continue;
            }
            if (isAdverb(t, k) && k + 1 < lastWord && isDescriptor(t, k + 1)) {
                k++;
                continue;
            }
            if (!isDescriptor(t, k) || namesProduct(t, k)) {
                break;
            }
            k++;
        }
        return k;
    }

    /** Whether token k is an adverb; a number or punctuation is not a word, so no adverb. */
    private static boolean isAdverb(Tokens t, int k) {
        String word = t.word(k);
        return word != null && Words.ADVERBS.contains(word);
    }

    /** Whether word k says how the ingredient was prepared or how big it is. */
    static boolean isDescriptor(Tokens t, int k) {
        String word = t.word(k);
        if (word == null) {
            return false;
        }
        if (Words.PREPARATION.contains(word) || Words.SIZES.contains(word)) {
            return true;
        }
        // After an adverb any participle is preparation ("freshly ground", "thinly shaved").
        String before = t.word(k - 1);
        return before != null && Words.ADVERBS.contains(before) && (word.endsWith("ed") || word.equals("ground"));
    }

    /** Whether the words from k on begin a grocery name that keeps its preparation word ("crushed tomatoes"). */
    static boolean namesProduct(Tokens t, int k) {
        List<String> words = new ArrayList<>(4);
        for (int j = k; j < t.size && j < k + 4 && t.isWord(j); j++) {
            words.add(Words.singular(t.word(j)));
            if (words.size() >= 2 && CategoryDictionary.INSTANCE.contains(words)) {
                return true;
            }
        }
        return false;
    }

    /** The index of the last word before the comment would start, so stripping never empties the name. */
    private static int lastNameWord(Tokens t, int i) {
        int last = i;
        for (int k = i; k < t.size; k++) {
            if (t.isPunct(k, ',') && isDescriptor(t, k - 1) && t.isWord(k + 1)
                    && (isDescriptor(t, k + 1) || Words.ADVERBS.contains(t.word(k + 1)))) {
                continue; // "peeled, grated fresh ginger"
            }
            if (t.isPunct(k, ',') || t.isPunct(k, '(') || t.isPunct(k, ';')) {
                break;
            }
            if (t.isWord(k)) {
                last = k;
            }
        }
        return last;
    }
}
