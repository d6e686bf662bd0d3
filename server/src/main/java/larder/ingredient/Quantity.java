package larder.ingredient;

/**
 * How much of an item: an amount, and the top of a range ("2-3 cloves") when there is one; {@link #NONE} for
 * "salt to taste". An amount is positive and finite; a range's top is too, has an amount below it, and is not less
 * than it. A request's own bounds (at most 1000000, its messages and pointers) are the request's to check.
 *
 * @param amount the amount, or null when there is none
 * @param max    the top of a range, or null
 */
public record Quantity(Double amount, Double max) {

    public static final Quantity NONE = new Quantity(null, null);

    public Quantity {
        if (amount != null && !positive(amount)) {
            throw new IllegalArgumentException("quantity must be positive and finite, not " + amount);
        }
        if (max != null && (amount == null || !positive(max) || max < amount)) {
            throw new IllegalArgumentException("quantity_max must be at least quantity, not " + max);
        }
    }

    /** A single amount, or {@link #NONE} for null. */
    public static Quantity of(Double amount) {
        return amount == null ? NONE : new Quantity(amount, null);
    }

    /**
     * The amount with the top of its range where that still fits: a top without an amount, or below it, is dropped
     * (a changed amount can leave the old top behind).
     */
    public static Quantity fitting(Double amount, Double max) {
        return new Quantity(amount, amount == null || max == null || max < amount ? null : max);
    }

    public boolean isNone() {
        return amount == null;
    }

    /** The amount to buy: the top of a range, else the amount. Only for a quantity that is not {@link #NONE}. */
    public double toBuy() {
        return max != null ? max : amount;
    }

    /** Both ends times {@code factor}, rounded for reading in {@code unit}; a top below its amount is dropped. */
    public Quantity scaled(Unit unit, double factor) {
        if (amount == null || factor == 1) {
            return this;
        }
        return fitting(Scaling.scale(amount, unit, factor), max == null ? null : Scaling.scale(max, unit, factor));
    }

    private static boolean positive(double value) {
        return value > 0 && !Double.isInfinite(value);
    }
}
