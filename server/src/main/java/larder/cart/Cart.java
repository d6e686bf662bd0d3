package larder.cart;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import larder.auth.Credential;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.ingredient.Combiner;
import larder.item.NewItems;
import larder.item.ScaledRecipe;
import larder.retail.Catalogue;
import larder.retail.Retailer;

/**
 * A cart of one retailer, whole: its header (a user's own cart, or the app's), what was added to it (its sources),
 * the lines made of them, and its recipes. Checking out is decided here; once checked out, a cart never changes.
 */
public record Cart(CartHeader header, List<CartSource> sources, List<CartLine> lines, List<ScaledRecipe> recipes) {

    /** Items a cart holds at most, as a list does. */
    public static final int MAX_ITEMS = 1000;

    public enum Status {
        OPEN("open"), CHECKED_OUT("checked_out");

        private final String code;

        Status(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }

        static Status of(String code) {
            return code.equals(CHECKED_OUT.code) ? CHECKED_OUT : OPEN;
        }
    }

    public Cart {
        sources = List.copyOf(sources);
        lines = List.copyOf(lines);
        recipes = List.copyOf(recipes);
    }

    /**
     * A new open cart of the retailer, the caller's, holding a list's items ({@code fromList}, which keep the list
     * items' ids) and the checked items, matched to the retailer's catalogue; refused past {@link #MAX_ITEMS} items.
     * Nothing is written yet.
     */
    static NewCart open(Credential owner, Retailer retailer, List<CartSource> fromList, NewItems.Checked checked,
                        Catalogue catalogue, Combiner combiner, Instant now) {
        CartHeader header = CartHeader.open(owner, retailer, now);
        ItemsAdded added = header.add(fromList, List.of(), checked, catalogue, combiner, now);
        List<CartSource> sources = new ArrayList<>(fromList);
        sources.addAll(added.sources());
        Cart cart = new Cart(header, sources, added.lines(), added.recipes());
        return new NewCart(PricedCart.of(cart, catalogue), retailer, added.recorded());
    }

    /**
     * Checks the cart out at {@code now}: it closes for good, each line keeping the product it bought at today's
     * price, and the checkout records what was bought. Refused when the cart is checked out already, or when
     * nothing in it matches an available product of its retailer ({@code retailer} empty: the retailer is gone).
     */
    CheckedOut checkout(Optional<Retailer> retailer, Catalogue catalogue, Instant now) {
        PricedCart bought = closed(PricedCart.of(this, catalogue), retailer);
        Checkout checkout = Checkout.of(retailer.orElseThrow(), bought, now);
        return new CheckedOut(bought, checkout,
                List.of(new CartUpdated(bought), new CheckoutSubmitted(checkout, recipeIds())));
    }

    /** The priced cart, checked out; refused as {@link #checkout} says. */
    static PricedCart closed(PricedCart priced, Optional<Retailer> retailer) {
        CartHeader header = priced.cart().header();
        if (header.status() == Status.CHECKED_OUT) {
            throw new CartCheckedOut(header.id());
        }
        if (!priced.anyBilled() || retailer.isEmpty()) {
            throw new CartEmpty(header.id());
        }
        return priced.bought();
    }

    List<String> recipeIds() {
        return recipes.stream().map(ScaledRecipe::recipeId).toList();
    }

    /** The sources of its lines by id: what a line's {@code sourceIds} name. */
    public Map<String, CartSource> sourcesById() {
        return sources.stream().collect(Collectors.toMap(CartSource::id, s -> s));
    }
}
