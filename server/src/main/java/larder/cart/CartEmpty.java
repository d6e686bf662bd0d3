package larder.cart;

import larder.platform.problem.ProblemException;

/** Nothing in the cart matched an available product, so there is nothing to check out: 422 {@code cart.empty}. */
public final class CartEmpty extends ProblemException {

    CartEmpty(String id) {
        super(CartProblems.EMPTY, "Cart " + id + " has no item matched to an available product; there is "
                + "nothing to check out.");
    }
}
