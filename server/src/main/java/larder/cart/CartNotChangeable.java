package larder.cart;

import larder.auth.AuthProblems;
import larder.platform.problem.ProblemException;

/** The caller sees the cart but may not change it: an app's server and a user's cart (docs/api.md §3.3). */
public final class CartNotChangeable extends ProblemException {

    CartNotChangeable(String id) {
        super(AuthProblems.FORBIDDEN, "Cart " + id + " belongs to a user; only that user may change it.");
    }
}
