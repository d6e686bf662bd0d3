package larder.cart;

import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Unit;

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

    larder.retail.Need need() {
        return new larder.retail.Need(name, quantity, unit, category);
    }
}
