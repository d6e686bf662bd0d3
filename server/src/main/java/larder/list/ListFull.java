package larder.list;

import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;

/** More than {@value ShoppingList#MAX_ITEMS} items would be on the list: 422 {@code list.full}. */
public class ListFull extends ProblemException {

    ListFull(int wouldHold) {
        super(ListProblems.FULL, ListProblems.FULL.status(),
                "A list holds at most " + ShoppingList.MAX_ITEMS + " items; this would make " + wouldHold + ".",
                List.of(new FieldProblem("/items", ListProblems.FULL.code(),
                        "the list would hold more than " + ShoppingList.MAX_ITEMS + " items")));
    }
}
