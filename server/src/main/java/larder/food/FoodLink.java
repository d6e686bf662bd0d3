package larder.food;

import jakarta.annotation.Nullable;

/**
 * What an analysed line is, as food: the food it names (or none), the weight of its amount (or none), and why it
 * adds nothing to nutrition when it does not.
 *
 * @param food   the food, or null when none fits
 * @param grams  the weight of the line's amount, or null when it cannot be known
 * @param reason why the line is not counted, or null when it is
 */
public record FoodLink(@Nullable Food food, @Nullable Double grams, @Nullable Reason reason) {

    /** A line that names no food. */
    public static final FoodLink NONE = new FoodLink(null, null, Reason.NO_FOOD);

    /** Why a line adds nothing (contract section 14). */
    public enum Reason {
        /** No food fits the name. */
        NO_FOOD("no_food"),
        /** The line has no amount ("salt to taste"). */
        NO_AMOUNT("no_amount"),
        /** The amount has no weight that is known for this food ("1 handful"). */
        NO_WEIGHT("no_weight");

        private final String code;

        Reason(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /** A weight as the API shows it, and as a list's change log keeps it: to one decimal. */
    public static @Nullable Double shownGrams(@Nullable Double grams) {
        return grams == null ? null : Math.round(grams * 10) / 10.0;
    }

    /** The link of {@code factor} times the line: the same food, the weight scaled exactly. */
    public FoodLink scaled(double factor) {
        return grams == null || factor == 1 ? this : new FoodLink(food, grams * factor, reason);
    }

    /** The food's id, or null: what is stored with the line. */
    public @Nullable String foodId() {
        return food == null ? null : food.id();
    }

    public boolean counted() {
        return reason == null;
    }

    /** The nutrients the line adds; zero for a line that is not counted. */
    public Nutrients nutrients() {
        return counted() && food != null && grams != null ? food.nutrientsIn(grams) : Nutrients.ZERO;
    }
}
