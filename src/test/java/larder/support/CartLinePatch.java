package larder.support;

/** A change to one line of a cart: {@code {"packs"}} or {@code {"sku"}}. */
public final class CartLinePatch extends Body {

    private CartLinePatch() {
    }

    public static CartLinePatch packs(int packs) {
        CartLinePatch patch = new CartLinePatch();
        patch.set("packs", packs);
        return patch;
    }

    /** Swaps the line's product for the retailer's product with this SKU. */
    public static CartLinePatch sku(String sku) {
        CartLinePatch patch = new CartLinePatch();
        patch.set("sku", sku);
        return patch;
    }
}
