package larder.retail;

import java.util.Map;
import larder.ingredient.Category;
import larder.ingredient.CombinedLine;
import larder.ingredient.Unit;
import larder.platform.Gtin;

/**
 * What a shopper needs: a combined line of a cart, "450 g flour". {@code gtin}, when an item carried one, names
 * the product to match first.
 */
public record Need(String name, Double quantity, Unit unit, Category category, Gtin gtin) {

    /**
     * A combined line of items as a need: with the GTIN of the first of its items that carried one ({@code gtins}:
     * by item id), so that carts and quotes match the same product for the same items.
     */
    public static Need of(CombinedLine line, Map<String, Gtin> gtins) {
        Gtin gtin = gtins.isEmpty() ? null
                : line.itemIds().stream().map(gtins::get).filter(g -> g != null).findFirst().orElse(null);
        return new Need(line.name(), line.quantity(), line.unit(), line.category(), gtin);
    }

    /** A need without a GTIN hint. */
    public Need(String name, Double quantity, Unit unit, Category category) {
        this(name, quantity, unit, category, null);
    }
}
