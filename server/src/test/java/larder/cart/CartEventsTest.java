package larder.cart;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.cart.CartEvents.CartCreated;
import larder.cart.CartEvents.CartDeleted;
import larder.cart.CartEvents.CartUpdated;
import larder.cart.CartEvents.CheckoutSubmitted;
import larder.platform.problem.ProblemCode;
import larder.retail.Catalogue;
import larder.retail.Money;
import org.junit.jupiter.api.Test;

/**
 * What the cart's webhook events say: their type, the app that hears them, and the object they carry (the cart's web
 * package renders it: {@code CartEventObjectsTest}).
 */
class CartEventsTest {

    private static final Instant AT = Instant.parse("2026-03-01T10:00:00Z");

    private static PricedCart cart() {
        CartHeader header = new CartHeader("crt_1", "app_1", "usr_1", "rtl_1", "Shop", "USD", Cart.Status.OPEN, 2,
                AT, AT);
        return PricedCart.of(new Cart(header, List.of(), List.of(), List.of()), Catalogue.EMPTY);
    }

    @Test
    void aCartCreatedOrUpdatedCarriesTheCart() {
        CartCreated created = new CartCreated(cart());
        CartUpdated updated = new CartUpdated(cart());

        assertThat(created.type()).isEqualTo("cart.created");
        assertThat(updated.type()).isEqualTo("cart.updated");
        assertThat(created.clientId()).isEqualTo("app_1");
        assertThat(updated.clientId()).isEqualTo("app_1");
        assertThat(created.object()).isSameAs(created.cart());
        assertThat(updated.object()).isSameAs(updated.cart());
    }

    @Test
    void aDeletedCartIsNamedByItsIdAlone() {
        CartDeleted deleted = new CartDeleted("crt_1", "app_1", "usr_1");

        assertThat(deleted.type()).isEqualTo("cart.deleted");
        assertThat(deleted.clientId()).isEqualTo("app_1");
        assertThat(deleted.object()).isEqualTo(Map.of("id", "crt_1"));
    }

    @Test
    void aSubmittedCheckoutCarriesTheCheckout() {
        Checkout checkout = new Checkout("chk_1", "app_1", "usr_1", "crt_1", "rtl_1", Checkout.SUBMITTED,
                List.of(new Checkout.Item("FL-1", 1, new Money(299, "USD"))), List.of(), new Money(299, "USD"),
                "https://shop.example/?a=FL-1%3A1", AT);
        CheckoutSubmitted submitted = new CheckoutSubmitted(checkout, List.of("rcp_1"));

        assertThat(submitted.type()).isEqualTo("checkout.submitted");
        assertThat(submitted.clientId()).isEqualTo("app_1");
        assertThat(submitted.object()).isSameAs(checkout);
    }

    @Test
    void theCartsProblemCodesAreDeclared() {
        assertThat(new CartProblems().cartProblemCodes().codes()).extracting(ProblemCode::code)
                .containsExactly("cart.full", "cart.checked_out", "cart.empty");
    }
}
