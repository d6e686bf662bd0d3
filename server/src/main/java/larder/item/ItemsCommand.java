package larder.item;

import java.util.List;

/**
 * What a request adds to a list, a cart, a quote or a pantry: structured items, raw text lines and recipes, as sent
 * (null for a member left out, or for an element sent as null). {@link NewItems#check} checks it; the shapes a
 * client sends are in {@code item/web}.
 */
public record ItemsCommand(List<Item> items, List<String> rawItems, List<RecipeRef> recipes) {

    /** A structured item, its members unchecked. */
    public record Item(String name, Double quantity, Double quantityMax, String unit, String comment, String brand,
                       String gtin) {

        /** An item without a GTIN hint. */
        public Item(String name, Double quantity, Double quantityMax, String unit, String comment, String brand) {
            this(name, quantity, quantityMax, unit, comment, brand, null);
        }
    }

    /** A recipe to add, scaled (1 when left out). */
    public record RecipeRef(String id, Double scale) {
    }
}
