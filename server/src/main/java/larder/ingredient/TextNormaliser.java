package larder.ingredient;

/**
 * Rewrites the typographic variety of recipe text into one plain form before tokenising: vulgar fractions
 * ("1½" becomes "1 1/2"), fraction slashes, dashes, odd spaces and quotes, invisible characters. Nothing else
 * changes, so the name and comment keep the writer's words and case.
 */
final class TextNormaliser {

    private TextNormaliser() {
    }

    static String normalise(String line) {
        int n = line.length();
        StringBuilder out = new StringBuilder(n + 8);
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            String fraction = vulgarFraction(c);
            if (fraction != null) {
                if (out.length() > 0 && Character.isDigit(out.charAt(out.length() - 1))) {
                    out.append(' ');
                }
                out.append(fraction);
                if (i + 1 < n && Character.isLetterOrDigit(line.charAt(i + 1))) {
                    out.append(' ');
                }
                continue;
            }
            switch (c) {
                case '\u2044', '\u2215' -> out.append('/');
                case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\uFE58', '\uFE63',
                     '\uFF0D' -> out.append('-');
                case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '`', '\u00B4' -> out.append('\'');
                case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033' -> out.append('"');
                case '\u00D7' -> out.append('x');
                case '\u00AD', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF' -> {
                    // Soft hyphens and zero-width characters are invisible in the recipe; drop them.
                }
                default -> {
                    if (Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c)) {
                        if (out.length() > 0 && out.charAt(out.length() - 1) != ' ') {
                            out.append(' ');
                        }
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        int end = out.length();
        while (end > 0 && out.charAt(end - 1) == ' ') {
            end--;
        }
        out.setLength(end);
        return out.toString();
    }

    private static String vulgarFraction(char c) {
        return switch (c) {
            case '\u00BD' -> "1/2";
            case '\u2153' -> "1/3";
            case '\u2154' -> "2/3";
            case '\u00BC' -> "1/4";
            case '\u00BE' -> "3/4";
            case '\u2155' -> "1/5";
            case '\u2156' -> "2/5";
            case '\u2157' -> "3/5";
            case '\u2158' -> "4/5";
            case '\u2159' -> "1/6";
            case '\u215A' -> "5/6";
            case '\u2150' -> "1/7";
            case '\u215B' -> "1/8";
            case '\u215C' -> "3/8";
            case '\u215D' -> "5/8";
            case '\u215E' -> "7/8";
            case '\u2151' -> "1/9";
            case '\u2152' -> "1/10";
            default -> null;
        };
    }
}
