package larder.ingredient;

import java.util.Locale;

/**
 * A normalised ingredient line cut into tokens: numbers (with fractions and decimals already read), words and single
 * punctuation marks. One linear pass each for normalising and cutting, no regular expressions, so the cost of a line
 * is proportional to its length whatever it contains.
 */
final class Tokens {

    static final byte NUMBER = 1;
    static final byte WORD = 2;
    static final byte PUNCT = 3;

    final String text;
    int size;
    byte[] kind;
    int[] start;
    int[] end;
    double[] value;
    /** A number written as a fraction ("1/2"); a word's lower-case form is in {@link #lower}. */
    boolean[] fraction;
    boolean[] integer;
    String[] lower;

    private Tokens(String text) {
        this.text = text;
        int capacity = Math.max(8, text.length() / 2 + 2);
        kind = new byte[capacity];
        start = new int[capacity];
        end = new int[capacity];
        value = new double[capacity];
        fraction = new boolean[capacity];
        integer = new boolean[capacity];
        lower = new String[capacity];
    }

    static Tokens of(String normalised) {
        Tokens tokens = new Tokens(normalised);
        tokens.cut();
        return tokens;
    }

    boolean isWord(int i) {
        return i >= 0 && i < size && kind[i] == WORD;
    }

    boolean isWord(int i, String word) {
        return isWord(i) && lower[i].equals(word);
    }

    boolean isNumber(int i) {
        return i >= 0 && i < size && kind[i] == NUMBER;
    }

    boolean isPunct(int i, char c) {
        return i >= 0 && i < size && kind[i] == PUNCT && text.charAt(start[i]) == c;
    }

    boolean isPunct(int i) {
        return i >= 0 && i < size && kind[i] == PUNCT;
    }

    char punct(int i) {
        return isPunct(i) ? text.charAt(start[i]) : 0;
    }

    String word(int i) {
        return isWord(i) ? lower[i] : null;
    }

    /** Whether token i follows token i-1 with no space between ("28-ounce", "tbsp."). */
    boolean attached(int i) {
        return i > 0 && i < size && start[i] == end[i - 1];
    }

    String original(int i) {
        return text.substring(start[i], end[i]);
    }

    /** The text from the start of token {@code from} to the end of token {@code to - 1}. */
    String span(int from, int to) {
        if (from >= to) {
            return "";
        }
        return text.substring(start[from], end[to - 1]);
    }

    /** The index of the bracket closing the "(" or "[" at i, or -1 when it is never closed. */
    int closing(int i) {
        int depth = 0;
        for (int j = i; j < size; j++) {
            if (isPunct(j, '(') || isPunct(j, '[')) {
                depth++;
            } else if (isPunct(j, ')') || isPunct(j, ']')) {
                depth--;
                if (depth == 0) {
                    return j;
                }
            }
        }
        return -1;
    }

    private void add(byte k, int s, int e, double v, boolean frac, boolean whole, String low) {
        if (size == kind.length) {
            grow();
        }
        kind[size] = k;
        start[size] = s;
        end[size] = e;
        value[size] = v;
        fraction[size] = frac;
        integer[size] = whole;
        lower[size] = low;
        size++;
    }

    private void grow() {
        int capacity = kind.length * 2;
        kind = java.util.Arrays.copyOf(kind, capacity);
        start = java.util.Arrays.copyOf(start, capacity);
        end = java.util.Arrays.copyOf(end, capacity);
        value = java.util.Arrays.copyOf(value, capacity);
        fraction = java.util.Arrays.copyOf(fraction, capacity);
        integer = java.util.Arrays.copyOf(integer, capacity);
        lower = java.util.Arrays.copyOf(lower, capacity);
    }

    private void cut() {
        String s = text;
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == ' ') {
                i++;
            } else if (isDigit(c) || (c == '.' && i + 1 < n && isDigit(s.charAt(i + 1))
                    && (i == 0 || !isDigit(s.charAt(i - 1))))) {
                i = readNumber(i);
            } else if (Character.isLetter(c)) {
                i = readWord(i);
            } else {
                add(PUNCT, i, i + 1, 0, false, false, null);
                i++;
            }
        }
    }

    private int readNumber(int from) {
        String s = text;
        int n = s.length();
        int i = from;
        long whole = 0;
        int digits = 0;
        while (i < n && isDigit(s.charAt(i)) && digits < 15) {
            whole = whole * 10 + (s.charAt(i) - '0');
            i++;
            digits++;
        }
        while (i < n && isDigit(s.charAt(i))) {
            // Absurdly long digit runs are one number, kept finite rather than precise.
            i++;
        }
        double value = whole;
        boolean isInteger = true;
        if (i + 1 < n && s.charAt(i) == ',' && isDigit(s.charAt(i + 1))) {
            int j = i + 1;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            int decimals = j - i - 1;
            if (decimals == 3 && digits <= 3 && digits > 0 && whole > 0) {
                // "1,500 g" groups thousands; "1,5" and "2,25" are decimal commas.
                value = whole * 1000 + Double.parseDouble(s.substring(i + 1, j));
            } else {
                value = whole + fractionalPart(s, i + 1, j);
                isInteger = false;
            }
            i = j;
        } else if (i + 1 < n && s.charAt(i) == '.' && isDigit(s.charAt(i + 1))) {
            int j = i + 1;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            value = whole + fractionalPart(s, i + 1, j);
            isInteger = false;
            i = j;
        }
        if (isInteger && i + 1 < n && s.charAt(i) == '/' && isDigit(s.charAt(i + 1))) {
            int j = i + 1;
            long denominator = 0;
            int denominatorDigits = 0;
            while (j < n && isDigit(s.charAt(j))) {
                if (denominatorDigits < 9) {
                    denominator = denominator * 10 + (s.charAt(j) - '0');
                }
                denominatorDigits++;
                j++;
            }
            if (denominator > 0) {
                add(NUMBER, from, j, value / denominator, true, false, null);
                return j;
            }
        }
        add(NUMBER, from, i, value, false, isInteger, null);
        return i;
    }

    private static double fractionalPart(String s, int from, int to) {
        double result = 0;
        double scale = 0.1;
        for (int i = from; i < to && i < from + 12; i++) {
            result += (s.charAt(i) - '0') * scale;
            scale /= 10;
        }
        // Summing tenths drifts (0.1 + 0.02 = 0.12000000000000001); a decimal round trip restores the literal.
        return Math.round(result * 1e9) / 1e9;
    }

    private int readWord(int from) {
        String s = text;
        int n = s.length();
        int i = from;
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isLetter(c)) {
                i++;
            } else if ((c == '-' || c == '\'' || c == '&') && i + 1 < n && Character.isLetter(s.charAt(i + 1))) {
                // "all-purpose", "confectioner's", "m&m" stay one word.
                i++;
            } else {
                break;
            }
        }
        add(WORD, from, i, 0, false, false, s.substring(from, i).toLowerCase(Locale.ROOT));
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
