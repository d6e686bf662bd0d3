package larder.recipe;

import java.math.BigInteger;
import java.util.Random;

/**
 * A seeded point between two recipe ids, where a sample of the index starts. Past their common prefix, ids are ULIDs
 * in lower-case Crockford base 32 ({@link larder.platform.Ids}): read as numbers in that base (the shorter padded
 * with its lowest digit), a uniform draw between them, written back in the same digits, so that the pivot sorts
 * between them under any collation.
 */
final class Pivots {

    private static final String DIGITS = "0123456789abcdefghjkmnpqrstvwxyz";
    private static final BigInteger BASE = BigInteger.valueOf(DIGITS.length());

    private Pivots() {
    }

    static String between(String low, String high, Random random) {
        int common = 0;
        while (common < low.length() && common < high.length() && low.charAt(common) == high.charAt(common)) {
            common++;
        }
        int length = Math.max(low.length(), high.length()) - common;
        BigInteger a = number(low.substring(common), length);
        BigInteger b = number(high.substring(common), length);
        BigInteger span = b.subtract(a);
        if (span.signum() <= 0) {
            return low;
        }
        BigInteger offset;
        do {
            offset = new BigInteger(span.bitLength(), random);
        } while (offset.compareTo(span) > 0);
        return low.substring(0, common) + text(a.add(offset), length);
    }

    private static BigInteger number(String digits, int length) {
        BigInteger n = BigInteger.ZERO;
        for (int i = 0; i < length; i++) {
            int digit = i < digits.length() ? DIGITS.indexOf(digits.charAt(i)) : 0;
            n = n.multiply(BASE).add(BigInteger.valueOf(Math.max(digit, 0)));
        }
        return n;
    }

    private static String text(BigInteger n, int length) {
        char[] chars = new char[length];
        for (int i = length - 1; i >= 0; i--) {
            BigInteger[] qr = n.divideAndRemainder(BASE);
            chars[i] = DIGITS.charAt(qr[1].intValue());
            n = qr[0];
        }
        return new String(chars);
    }
}
