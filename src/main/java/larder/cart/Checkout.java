package larder.cart;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.List;
import larder.auth.Credential;
import larder.ingredient.Unit;
import larder.platform.Money;

/** A submitted checkout: what was bought (SKUs and packs), what could not be, and the retailer's checkout URL. */
public record Checkout(String id, String clientId, String userId, String cartId, String retailerId, String status,
                       List<Item> items, List<Unmatched> unmatched, Money total, String checkoutUrl,
                       Instant createdAt) {

    public static final String SUBMITTED = "submitted";

    @Schema(name = "CheckoutItem")
    public record Item(String sku, int packs, Money lineTotal) {
    }

    @Schema(name = "CheckoutUnmatched")
    public record Unmatched(String name, @Nullable Double quantity, @Nullable @Schema(ref = "#/components/schemas/Unit") String unit) {
        static Unmatched of(CartLine line) {
            Unit unit = line.unit();
            return new Unmatched(line.name(), line.quantity(), unit == null ? null : unit.code());
        }
    }

    public Checkout {
        items = List.copyOf(items);
        unmatched = List.copyOf(unmatched);
    }

    public boolean visibleTo(Credential credential) {
        return credential.sees(clientId, userId);
    }
}
