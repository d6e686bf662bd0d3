package larder.platform;

/**
 * One entry of a problem's {@code errors} list: what is wrong, and where, as a JSON Pointer (RFC 6901) into the
 * request body ({@code /items/3/quantity}) or a query parameter's name.
 */
public record FieldProblem(String pointer, String code, String message) {

    public static FieldProblem invalid(String pointer, String message) {
        return new FieldProblem(pointer, ProblemCode.INVALID.code(), message);
    }
}
