package larder.retail;

import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Gtin;

/**
 * What a shopper needs: a combined line of a cart, "450 g flour". {@code gtin}, when an item carried one, names
 * the product to match first.
 */
public record Need(String name, Double quantity, Unit unit, Category category, Gtin gtin) {

    /** A need without a GTIN hint. */
    public Need(String name, Double quantity, Unit unit, Category category) {
        this(name, quantity, unit, category, null);
    }
}
