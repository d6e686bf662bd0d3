package larder.cart;

import java.util.List;
import larder.food.FoodLink;
import larder.food.Foods;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Gtin;
import larder.platform.problem.InvalidRequest;
import larder.retail.Candidate;
import larder.retail.Catalogue;
import larder.retail.Match;
import larder.retail.Need;
import larder.retail.Packs;
import larder.retail.Product;

/**
 * What the cart buys for one combined need: the product (sku) and how many packs. {@code manualPacks} is set when
 * the shopper chose the pack count; {@code bought} once the cart is checked out. {@code match} says how the product
 * was found: null when the line has none, or the shopper chose it. {@code food} is the line's link to the food table
 * (contract section 14), or null while it has not been derived ({@link #linked}).
 */
public record CartLine(String id, String name, Double quantity, Unit unit, Category category, String sku, int packs,
                       Status status, boolean manualPacks, List<String> sourceIds, Bought bought, Match match,
                       FoodLink food) {

    public CartLine(String id, String name, Double quantity, Unit unit, Category category, String sku, int packs,
                    Status status, boolean manualPacks, List<String> sourceIds, Bought bought) {
        this(id, name, quantity, unit, category, sku, packs, status, manualPacks, sourceIds, bought, null, null);
    }

    public CartLine(String id, String name, Double quantity, Unit unit, Category category, String sku, int packs,
                    Status status, boolean manualPacks, List<String> sourceIds, Bought bought, Match match) {
        this(id, name, quantity, unit, category, sku, packs, status, manualPacks, sourceIds, bought, match, null);
    }

    /** The line with its food link, derived from its name and amount unless it has one. */
    CartLine linked(Foods foods) {
        return food != null ? this : new CartLine(id, name, quantity, unit, category, sku, packs, status, manualPacks,
                sourceIds, bought, match, foods.link(null, name, quantity, null, unit, null));
    }

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

    CartLine with(String newSku, int newPacks, Status newStatus, boolean newManualPacks, Match newMatch) {
        return new CartLine(id, name, quantity, unit, category, newSku, newPacks, newStatus, newManualPacks, sourceIds,
                null, newMatch, food);
    }

    /** The line as checked out: what it bought (null: nothing), and its final status. */
    CartLine bought(Bought product, Status finalStatus) {
        return new CartLine(id, name, quantity, unit, category, sku, packs, finalStatus, manualPacks, sourceIds,
                product, match, food);
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
            changed = changed.with(product.sku(), newPacks, newStatus, false,
                    newStatus == Status.SUBSTITUTED ? null : match);
        }
        if (change.packs() != null) {
            boolean hasProduct = changed.sku() != null && catalogue.product(changed.sku()).isPresent();
            if (!hasProduct) {
                throw new InvalidRequest("/packs", "the item has no product: swap one in with sku first");
            }
            changed = changed.with(changed.sku(), change.packs(), changed.status(), true, changed.match());
        }
        return changed;
    }

    /** Products that could cover the line instead of its own, best first. */
    List<Candidate> alternatives(Catalogue catalogue) {
        return catalogue.options(need()).stream().filter(c -> !c.product().sku().equals(sku)).toList();
    }

    Need need() {
        return need(null);
    }

    Need need(Gtin gtin) {
        return new Need(name, quantity, unit, category, gtin);
    }
}
