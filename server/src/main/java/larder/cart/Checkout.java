package larder.cart;

import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import larder.auth.Credential;
import larder.ingredient.Unit;
import larder.platform.Ids;
import larder.retail.Money;
import larder.retail.Retailer;

/** A submitted checkout: what was bought (SKUs and packs), what could not be, and the retailer's checkout URL. */
public record Checkout(String id, String clientId, String userId, String cartId, String retailerId, String status,
                       List<Item> items, List<Unmatched> unmatched, Money total, String checkoutUrl,
                       Instant createdAt) {

    public static final String SUBMITTED = "submitted";

    /** A product bought, kept as the checkout's row holds it. */
    public record Item(String sku, int packs, Money lineTotal) {
    }

    /** A need that no product covered, its unit by its code, kept as the checkout's row holds it. */
    public record Unmatched(String name, @Nullable Double quantity, @Nullable String unit) {
        static Unmatched of(CartLine line) {
            Unit unit = line.unit();
            return new Unmatched(line.name(), line.quantity(), unit == null ? null : unit.code());
        }
    }

    public Checkout {
        items = List.copyOf(items);
        unmatched = List.copyOf(unmatched);
    }

    /** The checkout of a cart as bought: billed lines by SKU (one SKU bought for two needs is one item), the rest. */
    static Checkout of(Retailer retailer, PricedCart bought, Instant now) {
        Map<String, Item> items = new LinkedHashMap<>();
        List<Unmatched> unmatched = new ArrayList<>();
        for (PricedCart.PricedLine line : bought.lines()) {
            if (line.billed()) {
                String sku = line.product().sku();
                items.merge(sku, new Item(sku, line.line().packs(), line.lineTotal()),
                        (a, b) -> new Item(sku, a.packs() + b.packs(), a.lineTotal().plus(b.lineTotal())));
            } else {
                unmatched.add(Unmatched.of(line.line()));
            }
        }
        CartHeader cart = bought.cart().header();
        String url = retailer.checkoutUrl(items.values().stream().map(i -> i.sku() + ":" + i.packs()).toList());
        return new Checkout(Ids.next("chk"), cart.clientId(), cart.userId(), cart.id(), cart.retailerId(), SUBMITTED,
                List.copyOf(items.values()), unmatched, bought.subtotal(), url, now);
    }

    public boolean visibleTo(Credential credential) {
        return credential.sees(clientId, userId);
    }
}
