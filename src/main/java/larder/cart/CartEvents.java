package larder.cart;

import java.util.Map;
import larder.platform.ApiEvent;

/** {@code cart.*} and {@code checkout.submitted}: published in the transaction of the change. */
public final class CartEvents {

    private CartEvents() {
    }

    public record CartCreated(PricedCart cart) implements ApiEvent {
        @Override
        public String type() {
            return "cart.created";
        }

        @Override
        public String clientId() {
            return cart.cart().header().clientId();
        }

        @Override
        public Object object() {
            return CartView.SummaryView.of(cart);
        }
    }

    public record CartUpdated(PricedCart cart) implements ApiEvent {
        @Override
        public String type() {
            return "cart.updated";
        }

        @Override
        public String clientId() {
            return cart.cart().header().clientId();
        }

        @Override
        public Object object() {
            return CartView.SummaryView.of(cart);
        }
    }

    public record CartDeleted(String cartId, String clientId, String userId) implements ApiEvent {
        @Override
        public String type() {
            return "cart.deleted";
        }

        @Override
        public Object object() {
            return Map.of("id", cartId);
        }
    }

    /** A checkout was submitted; carries the recipes bought, for popularity. */
    public record CheckoutSubmitted(Checkout checkout, java.util.List<String> recipeIds) implements ApiEvent {
        @Override
        public String type() {
            return "checkout.submitted";
        }

        @Override
        public String clientId() {
            return checkout.clientId();
        }

        @Override
        public Object object() {
            return CartView.CheckoutView.of(checkout);
        }
    }
}
