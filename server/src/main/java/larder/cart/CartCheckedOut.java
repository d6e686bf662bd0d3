package larder.cart;

import larder.platform.problem.ProblemException;

/** The cart has been checked out, and is immutable since: 409 {@code cart.checked_out}. */
public final class CartCheckedOut extends ProblemException {

    CartCheckedOut(String id) {
        super(CartProblems.CHECKED_OUT, "Cart " + id + " has been checked out and can no longer change.");
    }
}
