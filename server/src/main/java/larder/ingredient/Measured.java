package larder.ingredient;

/**
 * An amount with a mass, volume or length unit read from the tokens of a line ("14.5 oz", "28-ounce", "400g", "1lb
 * 2oz", "2.5cm"), and the index of the first token after it. {@code hyphenated} says the unit was joined to the
 * number by a hyphen, as package sizes are written ("3 28-ounce cans").
 */
record Measured(Measurement measurement, int next, boolean hyphenated) {

    /** The measured amount at i, or null when there is no number there or its unit is a count or unknown. */
    static Measured at(Tokens t, int i) {
        Amount amount = Amount.at(t, i);
        if (amount == null || !t.isNumber(i)) {
            return null;
        }
        int j = amount.next();
        Amount max = Amount.rangeTop(t, j, amount.value());
        if (max != null) {
            j = max.next();
        }
        boolean hyphenated = false;
        if (t.isPunct(j, '-') && t.attached(j)) {
            hyphenated = true;
            j++;
        }
        UnitLexicon.Match match = UnitLexicon.at(t, j);
        if (match == null || match.meaning().unit() == null
                || match.meaning().unit().family() == Unit.Family.COUNT || !(amount.value() > 0)) {
            return null;
        }
        double value = amount.value() * match.meaning().factor();
        if (Double.isInfinite(value)) {
            return null;
        }
        Unit unit = match.meaning().unit();
        int next = match.next();
        Measured ounces = unit == Unit.LB && max == null ? ouncesAfterPounds(t, next) : null;
        if (ounces != null) {
            // "1lb 2oz", "2lb 3oz": imperial amounts are written in pounds and ounces, one amount in two units.
            value += ounces.measurement().quantity() / 16;
            next = ounces.next();
        }
        return new Measured(new Measurement(value, unit), next, hyphenated);
    }

    /** The ounces of a compound imperial amount, written after its pounds ("1lb 2oz"), or null. */
    static Measured ouncesAfterPounds(Tokens t, int i) {
        if (!t.isNumber(i)) {
            return null;
        }
        Measured ounces = at(t, i);
        return ounces != null && ounces.measurement().unit() == Unit.OZ && !ounces.hyphenated()
                && ounces.measurement().quantity() < 16 ? ounces : null;
    }
}
