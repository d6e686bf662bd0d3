package larder.ingredient;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A number read from the tokens of a line ("2", "1 1/2", "one and a half", "a dozen"), and the index of the first
 * token after it. The readers here look at a few tokens from where they are asked and change nothing.
 */
record Amount(double value, int next) {

    private static final Map<String, Double> NUMBER_WORDS = LineWords.INSTANCE.numbers("numbers");
    private static final Set<String> APPROXIMATE = LineWords.INSTANCE.set("approximate");
    private static final Set<String> VAGUE = LineWords.INSTANCE.set("vague");
    private static final Set<String> APPROXIMATE_PHRASES = LineWords.INSTANCE.set("approximate phrases");
    /** The first words of the phrases, so that most lines are passed over without joining words to look them up. */
    private static final Set<String> PHRASE_STARTS = firstWords(APPROXIMATE_PHRASES);

    static boolean isNumberWord(String word) {
        return NUMBER_WORDS.containsKey(word);
    }

    /** Whether a word before an amount only says it is approximate ("about", "heaping"). */
    static boolean isApproximate(String word) {
        return APPROXIMATE.contains(word);
    }

    private static Set<String> firstWords(Set<String> phrases) {
        Set<String> first = new HashSet<>();
        for (String phrase : phrases) {
            first.add(phrase.substring(0, phrase.indexOf(' ')));
        }
        return Set.copyOf(first);
    }

    /** Whether a word after "a" means there is no definite amount ("a few", "a little"). */
    static boolean isVague(String word) {
        return word != null && VAGUE.contains(word);
    }

    /** The index of the first token from i on that is not an approximating word or phrase. */
    static int skipApproximate(Tokens t, int i) {
        int k = i;
        for (int end = approximationEnd(t, k); end > k; end = approximationEnd(t, k)) {
            k = end;
        }
        return k;
    }

    /**
     * The index after one approximating word ("about") or phrase ("at least", "up to") at i, or i when there is none.
     */
    static int approximationEnd(Tokens t, int i) {
        if (!t.isWord(i)) {
            return i;
        }
        if (t.isWord(i + 1) && PHRASE_STARTS.contains(t.word(i))) {
            String two = t.word(i) + " " + t.word(i + 1);
            if (APPROXIMATE_PHRASES.contains(two)) {
                return i + 2;
            }
            if (t.isWord(i + 2) && APPROXIMATE_PHRASES.contains(two + " " + t.word(i + 2))) {
                return i + 3;
            }
        }
        return APPROXIMATE.contains(t.word(i)) ? i + 1 : i;
    }

    /** Whether an amount starts at i: a number, a number word, or "a". */
    static boolean starts(Tokens t, int i) {
        return t.isNumber(i) || (t.isWord(i) && NUMBER_WORDS.containsKey(t.word(i)))
                || t.isWord(i, "a") || t.isWord(i, "an");
    }

    /** The index after the amount at i, or i when there is none. */
    static int end(Tokens t, int i) {
        Amount amount = at(t, i);
        return amount == null ? i : amount.next();
    }

    /** A number at i: "2", "1.5", "1/2", "1 1/2", "1-1/2", "1 and 1/2", "one", "a", "a dozen", "half a"; or null. */
    static Amount at(Tokens t, int i) {
        if (t.isNumber(i)) {
            return numeral(t, i);
        }
        String word = t.word(i);
        if (word == null) {
            return null;
        }
        if (word.equals("a") || word.equals("an")) {
            String next = t.word(i + 1);
            if (next == null) {
                return t.isPunct(i + 1) ? null : new Amount(1, i + 1);
            }
            if (VAGUE.contains(next)) {
                return null;
            }
            if (NUMBER_WORDS.containsKey(next) && !next.equals("one")) {
                return at(t, i + 1);
            }
            return new Amount(1, i + 1);
        }
        Double value = NUMBER_WORDS.get(word);
        return value == null ? null : numberWord(t, i, word, value);
    }

    /** Digits at i, with a fraction, "and a half" or "dozen" after them. */
    private static Amount numeral(Tokens t, int i) {
        double value = t.value[i];
        int j = i + 1;
        if (t.integer[i]) {
            if (t.isNumber(j) && t.fraction[j] && t.value[j] < 1) {
                value += t.value[j];
                j++;
            } else if (t.isPunct(j, '-') && t.attached(j) && t.isNumber(j + 1) && t.attached(j + 1)
                    && t.fraction[j + 1] && t.value[j + 1] < 1) {
                value += t.value[j + 1];
                j += 2;
            } else if (t.isWord(j, "and") && t.isNumber(j + 1) && t.fraction[j + 1] && t.value[j + 1] < 1) {
                value += t.value[j + 1];
                j += 2;
            }
        }
        if (t.isWord(j, "and") && t.isWord(j + 1, "a") && t.isWord(j + 2, "half")) {
            value += 0.5;
            j += 3;
        }
        if (t.isWord(j, "dozen")) {
            value *= 12;
            j++;
        }
        return new Amount(value, j);
    }

    /** A number word at i ("two", "half a dozen", "a couple of", "one and a half"). */
    private static Amount numberWord(Tokens t, int i, String word, double value) {
        int j = i + 1;
        double amount = value;
        if ((word.equals("half") || word.equals("quarter")) && t.isWord(j, "dozen")) {
            amount *= 12;
            j++;
        } else if (word.equals("half") || word.equals("quarter") || word.equals("couple")) {
            if (t.isWord(j, "a") || t.isWord(j, "an")) {
                j++;
            }
            if (t.isWord(j, "dozen")) {
                amount *= 12;
                j++;
            }
            if (word.equals("couple") && t.isWord(j, "of")) {
                j++;
            }
        } else {
            if (t.isWord(j, "and") && t.isWord(j + 1, "a") && t.isWord(j + 2, "half")) {
                amount += 0.5;
                j += 3;
            }
            if (t.isWord(j, "dozen") && !word.equals("dozen")) {
                amount *= 12;
                j++;
            }
        }
        return new Amount(amount, j);
    }

    /** The top of a range after an amount: "-3", "to 3", "or 3", "through 3". Only a larger number counts. */
    static Amount rangeTop(Tokens t, int i, double low) {
        boolean separator = t.isPunct(i, '-') || t.isWord(i, "to") || t.isWord(i, "or") || t.isWord(i, "through")
                || t.isWord(i, "till") || t.isWord(i, "until");
        if (!separator) {
            return null;
        }
        int j = i + 1;
        if (t.isWord(i, "to") && t.isPunct(j, '-')) {
            j++;
        }
        if (!t.isNumber(j) && !(t.isWord(j) && NUMBER_WORDS.containsKey(t.word(j)) && !t.isWord(j, "half")
                && !t.isWord(j, "dozen") && !t.isWord(j, "couple"))) {
            return null;
        }
        Amount high = at(t, j);
        return high != null && high.value() > low ? high : null;
    }
}
