package larder.cart.web;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import larder.platform.web.ApiDescription;
import org.springframework.stereotype.Component;

/** A cart's changes, in the API's description: a cart that is checked out refuses every one of them. */
@Component
class CartApiDescription implements ApiDescription {

    private static final String CART = "/v1beta/carts/{id}";

    @Override
    public void describe(String path, PathItem.HttpMethod method, Operation operation, Answers answers) {
        if ((path.equals(CART) || path.startsWith(CART + "/")) && method != PathItem.HttpMethod.GET) {
            answers.conflict("The cart is checked out, and can no longer change (cart.checked_out).");
        }
    }
}
