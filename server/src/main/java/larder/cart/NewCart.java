package larder.cart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.item.RecipesAdded;
import larder.retail.Retailer;

/** A cart just made from a request and not yet written, priced; {@code recorded}: the feed's event, if any. */
record NewCart(PricedCart priced, Retailer retailer, Optional<RecipesAdded> recorded) {

    /** What to publish once the cart is written. */
    List<Object> events() {
        List<Object> events = new ArrayList<>(2);
        recorded.ifPresent(events::add);
        events.add(new CartCreated(priced));
        return events;
    }

    /**
     * Checks the new cart out at once, as {@link Cart#checkout} would: the cart is announced once, as created, in
     * the state it is bought in.
     */
    CheckedOut checkout() {
        PricedCart bought = Cart.closed(priced, Optional.of(retailer));
        Checkout checkout = Checkout.of(retailer, bought, priced.cart().header().createdAt());
        List<Object> events = new ArrayList<>(3);
        recorded.ifPresent(events::add);
        events.add(new CartCreated(bought));
        events.add(new CheckoutSubmitted(checkout, bought.cart().recipeIds()));
        return new CheckedOut(bought, checkout, events);
    }
}
