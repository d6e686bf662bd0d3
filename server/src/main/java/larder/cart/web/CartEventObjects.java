package larder.cart.web;

import larder.cart.CartEvents;
import larder.platform.event.ApiEventRenderer;
import org.springframework.stereotype.Component;

/** The objects of the cart's events as the API shows them: a cart as in a listing, a checkout whole. */
final class CartEventObjects {

    private CartEventObjects() {
    }

    /** cart.created and cart.updated show the cart's summary. */
    @Component
    static final class Carts implements ApiEventRenderer<CartEvents.OfCart> {

        @Override
        public Class<CartEvents.OfCart> events() {
            return CartEvents.OfCart.class;
        }

        @Override
        public Object object(CartEvents.OfCart event) {
            return CartView.SummaryView.of(event.cart());
        }
    }

    /** checkout.submitted shows the checkout. */
    @Component
    static final class Checkouts implements ApiEventRenderer<CartEvents.CheckoutSubmitted> {

        @Override
        public Class<CartEvents.CheckoutSubmitted> events() {
            return CartEvents.CheckoutSubmitted.class;
        }

        @Override
        public Object object(CartEvents.CheckoutSubmitted event) {
            return CartView.CheckoutView.of(event.checkout());
        }
    }
}
