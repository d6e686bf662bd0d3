package larder.cart;

import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.InvalidRequest;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Need;
import larder.retail.Packs;
import larder.retail.Product;

/**
 * What the cart buys for one combined need: the product (sku) and how many packs. {@code manualPacks} is set when
 * the shopper chose the pack count; {@code bought} once the cart is checked out.
 */
public record CartLine(String id, String name, Double quantity, Unit unit, Category category, String sku, int packs,
                       Status status, boolean manualPacks, List<String> sourceIds, Bought bought) {

    public enum Status {
        MATCHED("matched"), UNMATCHED("unmatched"), SUBSTITUTED("substituted");

        private final String code;

        Status(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }

        static Status of(String code) {
            for (Status status : values()) {
                if (status.code.equals(code)) {
                    return status;
                }
            }
            throw new IllegalArgumentException("Unknown line status " + code);
        }
    }

    public CartLine {
        sourceIds = List.copyOf(sourceIds);
    }

    CartLine with(String newSku, int newPacks, Status newStatus, boolean newManualPacks) {
        return new CartLine(id, name, quantity, unit, category, newSku, newPacks, newStatus, newManualPacks, sourceIds,
                null);
    }

    /** The line as checked out: what it bought (null: nothing), and its final status. */
    CartLine bought(Bought product, Status finalStatus) {
        return new CartLine(id, name, quantity, unit, category, sku, packs, finalStatus, manualPacks, sourceIds,
                product);
    }

    /**
     * The line as the shopper changed it: {@code sku} swaps in another available product of the retailer (the line
     * becomes substituted, and its packs are worked out again for the new size), {@code packs} sets the pack count
     * of a line that has a product.
     */
    CartLine changed(LineChange change, Catalogue catalogue) {
        CartLine changed = this;
        if (change.sku() != null) {
            Product product = catalogue.product(change.sku()).filter(Product::available)
                    .orElseThrow(() -> new InvalidRequest("/sku", "no available product of the cart's retailer "
                            + "has this SKU"));
            Status newStatus = product.sku().equals(sku) ? status : Status.SUBSTITUTED;
            int newPacks = Packs.cover(quantity, unit, name, product.sizeQuantity(), product.sizeUnit());
            changed = changed.with(product.sku(), newPacks, newStatus, false);
        }
        if (change.packs() != null) {
            boolean hasProduct = changed.sku() != null && catalogue.product(changed.sku()).isPresent();
            if (!hasProduct) {
                throw new InvalidRequest("/packs", "the item has no product: swap one in with sku first");
            }
            changed = changed.with(changed.sku(), change.packs(), changed.status(), true);
        }
        return changed;
    }

    /** Products that could cover the line instead of its own, best first. */
    List<Candidate> alternatives(Catalogue catalogue) {
        return catalogue.options(need()).stream().filter(c -> !c.product().sku().equals(sku)).toList();
    }

    Need need() {
        return new Need(name, quantity, unit, category);
    }
}
