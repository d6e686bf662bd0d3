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
 */
record Reading(int next, Double quantity, Double quantityMax, Unit unit, double unitFactor, Measurement size) {

    /** Nothing read yet, from token {@code next} on. */
    static Reading from(int next) {
        return new Reading(next, null, null, null, 1, null);
    }

    /** An amount, and perhaps the top of its range, read up to token {@code next}. */
    static Reading amount(double quantity, Double quantityMax, int next) {
        return new Reading(next, quantity, quantityMax, null, 1, null);
    }

    Reading to(int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size);
    }

    Reading withQuantityMax(double quantityMax, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size);
    }

    Reading withUnit(Unit unit, double unitFactor, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size);
    }

    Reading withSize(Measurement size, int next) {
        return new Reading(next, quantity, quantityMax, unit, unitFactor, size);
    }
}
