package larder.platform;

import java.util.List;
import larder.platform.problem.FieldProblem;

/**
 * A Global Trade Item Number: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, its last digit the GS1 check
 * digit of the others. Kept in its 14-digit form (shorter ones padded with leading zeros), as GS1 advises for
 * stored GTINs, so that an EAN-13 and the same item's GTIN-14 are one GTIN. An invalid one cannot exist.
 */
public record Gtin(String digits) {

    /** The lengths GS1 defines; a barcode read as anything else is a misread. */
    private static final List<Integer> LENGTHS = List.of(8, 12, 13, 14);

    public Gtin {
        if (!isValid(digits) || digits.length() != 14) {
            throw new IllegalArgumentException("Not a 14-digit GTIN with its check digit: " + digits);
        }
    }

    /** A GTIN of 8, 12, 13 or 14 digits, in its 14-digit form. */
    public static Gtin of(String text) {
        if (!isValid(text)) {
            throw new IllegalArgumentException("Not a GTIN: " + text);
        }
        return new Gtin("0".repeat(14 - text.length()) + text);
    }

    /**
     * The GTIN a client sent, or null when absent; a problem at {@code pointer} when it is not 8, 12, 13 or 14
     * digits, or its check digit is wrong.
     */
    public static Gtin read(String text, String pointer, List<FieldProblem> problems) {
        if (text == null) {
            return null;
        }
        if (!digitsOfKnownLength(text)) {
            problems.add(FieldProblem.invalid(pointer, "must be a GTIN of 8, 12, 13 or 14 digits"));
            return null;
        }
        if (!checkDigitHolds(text)) {
            problems.add(FieldProblem.invalid(pointer, "the check digit is wrong: the last digit should be "
                    + checkDigit(text.substring(0, text.length() - 1))));
            return null;
        }
        return of(text);
    }

    public static boolean isValid(String text) {
        return text != null && digitsOfKnownLength(text) && checkDigitHolds(text);
    }

    /**
     * The GS1 check digit of the digits before it: from the right, weights 3, 1, 3, ...; the digit that brings the
     * sum to a multiple of ten.
     */
    static int checkDigit(String body) {
        int sum = 0;
        for (int i = 0; i < body.length(); i++) {
            int digit = body.charAt(body.length() - 1 - i) - '0';
            sum += i % 2 == 0 ? 3 * digit : digit;
        }
        return (10 - sum % 10) % 10;
    }

    private static boolean digitsOfKnownLength(String text) {
        if (!LENGTHS.contains(text.length())) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static boolean checkDigitHolds(String text) {
        return checkDigit(text.substring(0, text.length() - 1)) == text.charAt(text.length() - 1) - '0';
    }

    @Override
    public String toString() {
        return digits;
    }
}
