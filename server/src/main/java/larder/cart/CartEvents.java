package larder.cart;

import java.util.List;
import larder.platform.event.ApiEvent;

/** {@code cart.*} and {@code checkout.submitted}: published in the transaction of the change. */
public final class CartEvents {

    private CartEvents() {
    }

    /**
     * An event that shows the cart as it now is, to the cart's app: its object is the priced cart, which the cart's
     * web package renders as the API shows a cart in a listing.
     */
    public sealed interface OfCart extends ApiEvent permits CartCreated, CartUpdated {
        PricedCart cart();

        default String clientId() { return cart().cart().header().clientId(); }

        default Object object() { return cart(); }
    }

    public record CartCreated(PricedCart cart) implements OfCart {
        public String type() { return "cart.created"; }
    }

    public record CartUpdated(PricedCart cart) implements OfCart {
        public String type() { return "cart.updated"; }
    }

    public record CartDeleted(String cartId, String clientId, String userId) implements ApiEvent {
        public String type() { return "cart.deleted"; }

        public Object object() { return ApiEvent.gone(cartId); }
    }

    /**
     * A checkout was submitted; carries the recipes bought, for popularity. Its object is the checkout, which the
     * cart's web package renders as the API shows it.
     */
    public record CheckoutSubmitted(Checkout checkout, List<String> recipeIds) implements ApiEvent {
        public String type() { return "checkout.submitted"; }

        public String clientId() { return checkout.clientId(); }

        public Object object() { return checkout; }
    }
}
