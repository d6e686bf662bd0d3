package larder.ingredient;

import java.util.List;
import java.util.Objects;

/**
 * One line of a combined shopping list ({@code combined_items}, spec section 7): the items it stands for, summed.
 *
 * @param name     the name of the first item combined, as its writer spelled it
 * @param quantity the total, rounded for display; null when the items had no quantity
 * @param unit     the unit a shopper would use for the total; null for bare counts and no quantity
 * @param category the aisle
 * @param checked  whether the items are checked; checked and unchecked items never share a line
 * @param itemIds  the ids of the items combined, in input order; never empty
 */
public record CombinedLine(String name, Double quantity, Unit unit, Category category, boolean checked,
        List<String> itemIds) {

    public CombinedLine {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        itemIds = List.copyOf(itemIds);
        if (itemIds.isEmpty()) {
            throw new IllegalArgumentException("a combined line stands for at least one item");
        }
        if (quantity != null && (!(quantity > 0) || quantity.isInfinite())) {
            throw new IllegalArgumentException("quantity must be positive and finite, not " + quantity);
        }
    }
}
