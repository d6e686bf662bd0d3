package larder.cart;

import java.util.List;

/** A cart checked out and not yet written: the cart as bought, its checkout, and what to publish once written. */
record CheckedOut(PricedCart bought, Checkout checkout, List<Object> events) {

    CheckedOut {
        events = List.copyOf(events);
    }
}
