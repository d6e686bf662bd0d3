package larder.ingredient;

/**
 * What the stages of {@link LineParser} have read of a line so far, handed from one stage to the next. A stage never
 * changes one; it answers a new one.
 *
 * @param next        the index of the first token the stage did not take
 * @param quantity    the amount as written, or null when there is none
 * @param quantityMax the top of a range, as written, or null
 * @param unit        the canonical unit, or null for a bare count or no amount
 * @param unitFactor  what the written amount is multiplied by to be in {@code unit} ("2 dl" is 200 ml)
 * @param size        the size of one package or piece ("1 (14.5 oz) can" gives 14.5 oz), or null
 * @param vague       whether the line wrote an amount that is not definite ("a few", "a little"): there is no
 *                    quantity, but a count word after the name is still its unit ("a few rosemary sprigs")
 */
record Reading(int next, Double quantity, Double quantityMax, Unit unit, double unitFactor, Measurement size,
        boolean vague) {

    Reading(int next, Double quantity, Double quantityMax, Unit unit, double unitFactor, Measurement size) {
        this(next, quantity, quantityMax, unit, unitFactor, size, false);
    }

    /** Nothing read yet, from token {@code next} on. */
    static Reading from(int next) {
        return new Reading(next, null, null, null, 1, null);
    }

    /** A vague amount ("a little", "a few of") read up to token {@code next}: no quantity and no unit. */
    static Reading vagueAmount(int next) {
        return new Reading(next, null, null, null, 1, null, true);
    }

    /** An amount, and perhaps the top of its range, read up to token {@code next}. */
    static Reading amount(double quantity, Double quantityMax, int next) {
        return new Reading(next, quantity, quantityMax, null, 1, null);
    }

    Reading to(int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size, vague);
    }

    Reading withQuantityMax(double quantityMax, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size, vague);
    }

    Reading withUnit(Unit unit, double unitFactor, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size, vague);
    }

    Reading withSize(Measurement size, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size, vague);
    }
}
