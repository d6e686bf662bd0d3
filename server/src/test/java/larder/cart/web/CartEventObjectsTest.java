package larder.cart.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import larder.cart.Cart;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.cart.CartHeader;
import larder.cart.Checkout;
import larder.cart.PricedCart;
import larder.retail.Money;
import org.junit.jupiter.api.Test;

/** The cart's events show their objects as the API does: a cart as in a listing, a checkout whole. */
class CartEventObjectsTest {

    private static final Instant AT = Instant.parse("2026-03-01T10:00:00Z");

    private static PricedCart cart() {
        CartHeader header = new CartHeader("crt_1", "app_1", "usr_1", "rtl_1", "Shop", "USD", Cart.Status.OPEN, 2,
                AT, AT);
        return new PricedCart(new Cart(header, List.of(), List.of(), List.of()), List.of(), new Money(0, "USD"));
    }

    @Test
    void aCreatedOrUpdatedCartShowsItsSummary() {
        CartEventObjects.Carts carts = new CartEventObjects.Carts();

        assertThat(carts.events().isInstance(new CartCreated(cart()))).isTrue();
        assertThat(carts.events().isInstance(new CartUpdated(cart()))).isTrue();
        assertThat(carts.object(new CartCreated(cart()))).isEqualTo(new CartView.SummaryView("crt_1",
                new CartView.RetailerRef("rtl_1", "Shop", "USD"), "open", 2, "usr_1", 0, new Money(0, "USD"), AT,
                AT));
    }

    @Test
    void aSubmittedCheckoutShowsTheCheckoutItsItemsAndWhatWasNotMatched() {
        Checkout checkout = new Checkout("chk_1", "app_1", "usr_1", "crt_1", "rtl_1", Checkout.SUBMITTED,
                List.of(new Checkout.Item("FL-1", 2, new Money(598, "USD"))),
                List.of(new Checkout.Unmatched("saffron", 1.0, "g")), new Money(598, "USD"),
                "https://shop.example/?a=FL-1%3A2", AT);

        Object shown = new CartEventObjects.Checkouts().object(new CheckoutSubmitted(checkout, List.of("rcp_1")));

        assertThat(shown).isEqualTo(new CartView.CheckoutView("chk_1", "crt_1", "rtl_1", "submitted",
                List.of(new CartView.CheckoutItemView("FL-1", 2, new Money(598, "USD"))),
                List.of(new CartView.UnmatchedView("saffron", 1.0, "g")), new Money(598, "USD"),
                "https://shop.example/?a=FL-1%3A2", AT, null));
    }
}
