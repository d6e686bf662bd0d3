package larder.support;

/** A cart, or content added to one: {@code {"retailer_id", "items", "raw_items", "recipes"}}. */
public final class CartBody extends Content<CartBody> {

    private CartBody() {
    }

    /** A cart at no retailer in particular, which the server allows when the app has exactly one. */
    public static CartBody cart() {
        return new CartBody();
    }

    public static CartBody of(String retailerId) {
        return cart().set("retailer_id", retailerId);
    }

    /** {@code "pantry": "subtract"} takes what is at home off the needs (docs/pantry.md). */
    public CartBody pantry(String pantry) {
        return set("pantry", pantry);
    }

    /** Checking out in one step: {@code restock_pantry} puts what was bought in the buyer's pantry. */
    public CartBody restockPantry(boolean restock) {
        return set("restock_pantry", restock);
    }
}
