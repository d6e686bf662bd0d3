package larder.recipe.imports;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import larder.recipe.RecipeDraft;
import org.jsoup.Jsoup;

/** How recipe pages write text, durations and yields, whichever markup they put them in. */
final class MarkupText {

    private static final Pattern DURATION = Pattern.compile(
            "P(?:(\\d+(?:\\.\\d+)?)Y)?(?:(\\d+(?:\\.\\d+)?)M)?(?:(\\d+(?:\\.\\d+)?)W)?(?:(\\d+(?:\\.\\d+)?)D)?"
                    + "(?:T(?:(\\d+(?:\\.\\d+)?)H)?(?:(\\d+(?:\\.\\d+)?)M)?(?:(\\d+(?:\\.\\d+)?)S)?)?",
            Pattern.CASE_INSENSITIVE);
    static final Pattern FIRST_NUMBER = Pattern.compile("(\\d+)");

    private MarkupText() {
    }

    /** The first whole number of 1 to 1000 in the values, as servings ("Serves 4" is 4). */
    static Integer servings(List<String> values) {
        for (String value : values) {
            Matcher m = FIRST_NUMBER.matcher(value);
            if (m.find()) {
                long n = Long.parseLong(m.group(1).length() > 6 ? "0" : m.group(1));
                if (n >= 1 && n <= 1000) {
                    return (int) n;
                }
            }
        }
        return null;
    }

    /** ISO 8601 duration to whole minutes; null when absent or unreadable. */
    static Integer minutes(String iso) {
        if (iso == null) {
            return null;
        }
        Matcher m = DURATION.matcher(iso.strip());
        if (!m.matches() || iso.strip().equalsIgnoreCase("P") || iso.strip().equalsIgnoreCase("PT")) {
            return null;
        }
        double minutes = number(m.group(3)) * 7 * 24 * 60 + number(m.group(4)) * 24 * 60 + number(m.group(5)) * 60
                + number(m.group(6)) + number(m.group(7)) / 60 + number(m.group(1)) * 365 * 24 * 60
                + number(m.group(2)) * 30 * 24 * 60;
        long rounded = Math.round(minutes);
        return rounded > 100_000 ? null : (int) rounded;
    }

    static double number(String value) {
        return value == null ? 0 : Double.parseDouble(value);
    }

    static String tag(String value) {
        return value == null ? "" : clean(value).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} &'-]", "")
                .replaceAll("\\s+", " ").strip();
    }

    /** "https://schema.org/GlutenFreeDiet" becomes "gluten-free". */
    static String diet(String value) {
        String name = value.substring(value.lastIndexOf('/') + 1).replaceFirst("Diet$", "");
        return tag(name.replaceAll("([a-z])([A-Z])", "$1-$2"));
    }

    /** Markup and entities out, white space folded: pages put HTML in JSON-LD strings. */
    static String clean(String text) {
        return clean(text, false);
    }

    static String clean(String text, boolean keepLines) {
        if (text == null) {
            return "";
        }
        String plain = text.contains("<") || text.contains("&")
                ? Jsoup.parse(text.replaceAll("(?i)<br\\s*/?>|</p>|</li>", "\n")).wholeText() : text;
        if (keepLines) {
            return plain.replaceAll("[\\t\\x0B\\f\\r ]+", " ").replaceAll(" *\n+ *", "\n").strip();
        }
        return plain.replaceAll("\\s+", " ").strip();
    }

    static String emptyToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }

    static void addLines(String text, List<RecipeDraft.InstructionInput> out) {
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                out.add(new RecipeDraft.InstructionInput(line.strip()));
            }
        }
    }
}
