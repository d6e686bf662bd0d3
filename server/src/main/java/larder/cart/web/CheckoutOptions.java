package larder.cart.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;

/** What a client may send when it checks a cart out: the body is optional, and so is each member. */
@Schema(name = "CheckoutOptions")
public record CheckoutOptions(
        @Nullable @Schema(description = "true adds each matched product's packs (size times packs) to the buyer's "
                + "pantry, in the checkout's transaction (docs/pantry.md). A management token gets 422.")
        Boolean restockPantry) {

    /** Whether the checkout restocks the pantry: not when the body, or the member, is left out. */
    static boolean restocks(@Nullable CheckoutOptions options) {
        return options != null && Boolean.TRUE.equals(options.restockPantry());
    }
}
