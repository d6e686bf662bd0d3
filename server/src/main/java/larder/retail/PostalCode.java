package larder.retail;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import larder.platform.problem.FieldProblem;

/**
 * A postal code, or the prefix of some, as retailers and shoppers write them ("SW1A 1AA", "10115", "100-0001"),
 * normalised so that spellings compare: upper case, without spaces and hyphens; 1 to 10 letters and digits.
 */
public record PostalCode(String value) {

    private static final Pattern NORMALISED = Pattern.compile("[A-Z0-9]{1,10}");

    public PostalCode {
        if (value == null || !NORMALISED.matcher(value).matches()) {
            throw new IllegalArgumentException("Not a normalised postal code: " + value);
        }
    }

    /** The postal code as written, normalised; empty when it is not one. */
    public static Optional<PostalCode> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String normalised = text.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
        return NORMALISED.matcher(normalised).matches() ? Optional.of(new PostalCode(normalised)) : Optional.empty();
    }

    /** The postal code a client sent, or null when absent; a problem at {@code pointer} when it is not one. */
    public static PostalCode read(String text, String pointer, List<FieldProblem> problems) {
        if (text == null) {
            return null;
        }
        Optional<PostalCode> code = parse(text);
        if (code.isEmpty()) {
            problems.add(FieldProblem.invalid(pointer, "must be a postal code: 1 to 10 letters and digits (spaces "
                    + "and hyphens are ignored)"));
        }
        return code.orElse(null);
    }
}
