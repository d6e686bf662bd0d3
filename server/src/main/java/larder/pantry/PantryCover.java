package larder.pantry;

import jakarta.annotation.Nullable;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import larder.ingredient.Quantity;
import larder.ingredient.Scaling;
import larder.ingredient.Unit;

/**
 * Subtracting what is at home from needs (docs/pantry.md), as a pure function of both, already linked to foods.
 *
 * <ul>
 *   <li>A holding meets a need when both name the same SR28 food, or have the same canonical name.</li>
 *   <li>A staple covers any amount. A holding without an amount ("some rice") covers only needs without one
 *       ("salt to taste"), which anything at home covers.</li>
 *   <li>Amounts meet in the same unit, within a family (g and kg, cup and ml), and otherwise through grams: each
 *       side's weight from its food (section 14), so "2 cups flour" at home covers 240 g of flour. Amounts that meet
 *       in none of these ways do not cover each other.</li>
 *   <li>Needs take from the holdings in order, so two needs of one food never count the same flour twice; the
 *       holdings themselves are never changed.</li>
 * </ul>
 */
final class PantryCover {

    /** Below this share of a need, what is left is rounding, and the need is covered whole. */
    private static final double EPSILON = 1e-9;

    /** One item at home, as subtraction sees it: {@code grams} is the weight of {@code quantity}, when known. */
    record Held(String canonical, @Nullable String foodId, @Nullable Double quantity, @Nullable Unit unit,
                @Nullable Double grams, boolean staple) {
    }

    /** One need: {@code grams} is the weight of the amount to buy ({@link Quantity#toBuy()}), when known. */
    record Need(String name, String canonical, @Nullable String foodId, Quantity quantity, @Nullable Unit unit,
                @Nullable Double grams) {
    }

    /**
     * A need after the pantry: {@code left} is what is still to buy, in the need's unit, or null when the pantry
     * covers it whole (or when it has no amount and the pantry covers it); {@code covered} is null when the pantry
     * covers nothing of it.
     */
    record Outcome(boolean whole, @Nullable Double left, @Nullable Covered covered) {

        static final Outcome UNTOUCHED = new Outcome(false, null, null);

        boolean untouched() {
            return covered == null;
        }
    }

    private PantryCover() {
    }

    static List<Outcome> subtract(List<Held> pantry, List<Need> needs) {
        double[] left = new double[pantry.size()];
        for (int i = 0; i < left.length; i++) {
            Double quantity = pantry.get(i).quantity();
            left[i] = quantity == null ? 0 : quantity;
        }
        List<Outcome> outcomes = new ArrayList<>(needs.size());
        for (Need need : needs) {
            outcomes.add(cover(pantry, left, need));
        }
        return outcomes;
    }

    private static Outcome cover(List<Held> pantry, double[] left, Need need) {
        List<Integer> meeting = new ArrayList<>();
        for (int i = 0; i < pantry.size(); i++) {
            if (meets(pantry.get(i), need)) {
                meeting.add(i);
            }
        }
        if (meeting.isEmpty()) {
            return Outcome.UNTOUCHED;
        }
        boolean staple = meeting.stream().anyMatch(i -> pantry.get(i).staple());
        if (need.quantity().isNone()) {
            boolean some = staple || meeting.stream().anyMatch(i -> pantry.get(i).quantity() == null || left[i] > 0);
            return some ? all(need, null) : Outcome.UNTOUCHED;
        }
        double wanted = need.quantity().toBuy();
        if (staple) {
            return all(need, wanted);
        }
        double want = wanted;
        for (int i : meeting) {
            if (left[i] <= 0) {
                continue;
            }
            OptionalDouble factor = needUnitsPerHeldUnit(pantry.get(i), need);
            if (factor.isEmpty()) {
                continue;
            }
            double take = Math.min(want, left[i] * factor.getAsDouble());
            want -= take;
            left[i] = Math.max(0, left[i] - take / factor.getAsDouble());
            if (want <= wanted * EPSILON) {
                return all(need, wanted);
            }
        }
        if (want >= wanted) {
            return Outcome.UNTOUCHED;
        }
        double took = wanted - want;
        return new Outcome(false, rounded(want, need.unit()),
                new Covered(need.name(), rounded(took, need.unit()), need.unit(), false));
    }

    private static Outcome all(Need need, @Nullable Double quantity) {
        return new Outcome(true, null, new Covered(need.name(), quantity, need.unit(), true));
    }

    private static boolean meets(Held held, Need need) {
        if (held.foodId() != null && held.foodId().equals(need.foodId())) {
            return true;
        }
        return !held.canonical().isEmpty() && held.canonical().equals(need.canonical());
    }

    /** How many of the need's units one of the holding's units is, when the two amounts meet. */
    static OptionalDouble needUnitsPerHeldUnit(Held held, Need need) {
        if (held.unit() == need.unit() || countsPieces(held.unit()) && countsPieces(need.unit())) {
            return OptionalDouble.of(1);
        }
        if (held.unit() != null && need.unit() != null && held.unit().convertibleTo(need.unit())) {
            return OptionalDouble.of(held.unit().baseFactor() / need.unit().baseFactor());
        }
        if (held.grams() != null && held.grams() > 0 && held.quantity() != null && need.grams() != null
                && need.grams() > 0) {
            double gramsPerHeld = held.grams() / held.quantity();
            double gramsPerNeed = need.grams() / need.quantity().toBuy();
            return OptionalDouble.of(gramsPerHeld / gramsPerNeed);
        }
        return OptionalDouble.empty();
    }

    /** "3 eggs" and "3 piece eggs" (as a product's size says it) are the same amount. */
    private static boolean countsPieces(@Nullable Unit unit) {
        return unit == null || unit == Unit.PIECE;
    }

    /** An amount rounded for reading, never rounded away. */
    private static double rounded(double quantity, @Nullable Unit unit) {
        double round = Scaling.round(quantity, unit);
        return round > 0 ? round : quantity;
    }
}
