package larder.food;

/**
 * A household measure of a food and its weight, from SR28's {@code WEIGHT} table: 1 "tbsp" of butter is 14.2 g.
 *
 * @param amount      how many of the measure ({@code Amount}, "0.5" of "cup")
 * @param description the measure ({@code Msre_Desc}: "cup, chopped", "large", "clove")
 * @param grams       the weight of {@code amount} of the measure
 */
public record Portion(double amount, String description, double grams) {

    public Portion {
        if (!(amount > 0) || !(grams > 0)) {
            throw new IllegalArgumentException("a portion has a positive amount and weight");
        }
    }

    /** The weight of one of the measure. */
    public double gramsPerOne() {
        return grams / amount;
    }
}
