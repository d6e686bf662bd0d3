package larder.platform.problem;

import java.util.List;

/**
 * The problem codes of one module's rules, as a bean: the API's description lists these after the platform's own
 * ({@link ProblemCode}), so that it names every code there is.
 */
public record ProblemCodes(List<ProblemCode> codes) {

    public ProblemCodes {
        codes = List.copyOf(codes);
    }

    public ProblemCodes(ProblemCode... codes) {
        this(List.of(codes));
    }
}
