package larder.pantry;

import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;

/** More than {@value Pantry#MAX_ITEMS} items would be in the pantry: 422 {@code pantry.full}. */
public class PantryFull extends ProblemException {

    PantryFull(int wouldHold) {
        super(PantryProblems.FULL, PantryProblems.FULL.status(),
                "A pantry holds at most " + Pantry.MAX_ITEMS + " items; this would make " + wouldHold + ".",
                List.of(new FieldProblem("/items", PantryProblems.FULL.code(),
                        "the pantry would hold more than " + Pantry.MAX_ITEMS + " items")));
    }
}
