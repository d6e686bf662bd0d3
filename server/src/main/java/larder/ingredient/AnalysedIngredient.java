package larder.ingredient;

import java.util.List;
import java.util.Objects;

/**
 * One ingredient line, understood (spec section 5, {@code POST /v1beta/items/analyze}).
 *
 * @param text         the line as given
 * @param name         what to buy ("unsalted butter"); the whole line when it could not be understood; empty only
 *                     for a blank line
 * @param quantity     the amount, or null ("salt to taste")
 * @param quantityMax  the upper end of a range ("2-3 cloves"), or null
 * @param unit         the canonical unit, or null for a bare count ("3 eggs") or no amount
 * @param comment      preparation and notes ("minced", "to taste", "14.5 oz"), or null
 * @param category     the aisle, {@link Category#OTHER} when unknown
 * @param measurements the amount in the other system of measurement ("1 cup flour" gives 120 g), where known
 * @param size         the size of one package or piece ("1 (14.5 oz) can" gives 14.5 oz), or null
 */
public record AnalysedIngredient(
        String text,
        String name,
        Double quantity,
        Double quantityMax,
        Unit unit,
        String comment,
        Category category,
        List<Measurement> measurements,
        Measurement size) {

    public AnalysedIngredient {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        measurements = List.copyOf(Objects.requireNonNull(measurements, "measurements"));
        if (quantity != null && (!(quantity > 0) || quantity.isInfinite())) {
            throw new IllegalArgumentException("quantity must be positive and finite, not " + quantity);
        }
        if (quantityMax != null && (quantity == null || !(quantityMax > quantity) || quantityMax.isInfinite())) {
            throw new IllegalArgumentException("quantity_max must be above quantity, not " + quantityMax);
        }
        if (comment != null && comment.isBlank()) {
            comment = null;
        }
    }

    /** The name used to combine and match this ingredient with others ({@link CanonicalName}). */
    public String canonicalName() {
        return CanonicalName.of(name);
    }
}
