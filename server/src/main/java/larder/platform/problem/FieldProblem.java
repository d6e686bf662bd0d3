package larder.platform.problem;

import java.util.List;

/**
 * One entry of a problem's {@code errors} list: what is wrong, and where, as a JSON Pointer (RFC 6901) into the
 * request body ({@code /items/3/quantity}) or a query parameter's name.
 */
public record FieldProblem(String pointer, String code, String message) {

    public static FieldProblem invalid(String pointer, String message) {
        return new FieldProblem(pointer, ProblemCode.INVALID.code(), message);
    }

    /**
     * A text field as sent, stripped; null when absent or blank. Adds a problem when a required one is missing or
     * one is longer than {@code max}.
     */
    public static String text(String value, String pointer, int max, boolean required, List<FieldProblem> problems) {
        String stripped = value == null ? null : value.strip();
        if (stripped == null || stripped.isEmpty()) {
            if (required) {
                problems.add(invalid(pointer, "is required"));
            }
            return null;
        }
        if (stripped.length() > max) {
            problems.add(invalid(pointer, "must be at most " + max + " characters"));
            return null;
        }
        return stripped;
    }
}
