package larder.cart;

import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;

/** More than {@link Cart#MAX_ITEMS} items would be in the cart: 422 {@code cart.full}, as a full list answers. */
public final class CartFull extends ProblemException {

    CartFull(int wouldHold) {
        super(CartProblems.FULL, CartProblems.FULL.status(),
                "A cart holds at most " + Cart.MAX_ITEMS + " items; this would make " + wouldHold + ".",
                List.of(new FieldProblem("/items", CartProblems.FULL.code(),
                        "the cart would hold more than " + Cart.MAX_ITEMS + " items")));
    }
}
