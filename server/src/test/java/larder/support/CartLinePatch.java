package larder.support;

/** A change to one line of a cart: {@code {"packs"}} or {@code {"sku"}}. */
public final class CartLinePatch extends Body {

    private CartLinePatch() {
    }

    public static CartLinePatch packs(int packs) {
        return new CartLinePatch().set("packs", packs);
    }

    /** Swaps the line's product for the retailer's product with this SKU. */
    public static CartLinePatch sku(String sku) {
        return new CartLinePatch().set("sku", sku);
    }
}
