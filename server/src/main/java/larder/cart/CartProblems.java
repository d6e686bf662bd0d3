package larder.cart;

import larder.platform.problem.ProblemCode;
import larder.platform.problem.ProblemCodes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;

/** The problem codes of the cart's own rules. */
@Configuration(proxyBeanMethods = false)
class CartProblems {

    /** More than {@link Cart#MAX_ITEMS} items would be in the cart. */
    static final ProblemCode FULL = new ProblemCode("cart.full", HttpStatus.UNPROCESSABLE_CONTENT);
    /** The cart is checked out, and can no longer change. */
    static final ProblemCode CHECKED_OUT = new ProblemCode("cart.checked_out", HttpStatus.CONFLICT);
    /** Nothing in the cart matched a product: there is nothing to check out. */
    static final ProblemCode EMPTY = new ProblemCode("cart.empty", HttpStatus.UNPROCESSABLE_CONTENT);

    @Bean
    ProblemCodes cartProblemCodes() {
        return new ProblemCodes(FULL, CHECKED_OUT, EMPTY);
    }
}
