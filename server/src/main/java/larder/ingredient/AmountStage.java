package larder.ingredient;

import java.util.Set;

/**
 * Everything of one line before its name: bullets, approximating words, the amount and its range, a length or
 * package size, and then the unit, read by the {@link UnitStage}. "About 2-3 (14.5 oz) cans" is 2 to 3 cans of 14.5
 * oz; "zest of 2 lemons" is 2, with "zest of" in the comment; "a pinch of" has a unit and no amount.
 */
final class AmountStage {

    private static final Set<String> PARTS = LineWords.INSTANCE.set("parts");
    private static final Set<String> LENGTHS = LineWords.INSTANCE.set("lengths");

    private final Tokens t;
    private final CommentStage comment;
    private final UnitStage units;

    AmountStage(Tokens t, CommentStage comment, UnitStage units) {
        this.t = t;
        this.comment = comment;
        this.units = units;
    }

    /** Reads the line up to its name; the reading's {@code next} is the first token of the name. */
    Reading read() {
        int i = 0;
        while (t.isPunct(i) && "-*•·>#".indexOf(t.punct(i)) >= 0) {
            i++;
        }
        return read(i);
    }

    private Reading read(int i) {
        int approximate = i;
        // "about 2", "at least 4", "approx. 2" with the word's period, and "about ~2" (the tilde is read below).
        for (int end = Amount.approximationEnd(t, i); end > i && (Amount.starts(t, end)
                || (t.isPunct(end, '.') || t.isPunct(end, '~')) && Amount.starts(t, end + 1));
                end = Amount.approximationEnd(t, i)) {
            i = end;
            if (t.isPunct(i, '.')) {
                i++;
            }
        }
        if (t.isPunct(i, '~')) {
            i++;
        }
        if (i > approximate) {
            comment.add(approximate, t.span(approximate, i));
        }
        Amount amount = Amount.at(t, i);
        return amount == null ? withoutAmount(i) : withAmount(i, amount);
    }

    private Reading withoutAmount(int i) {
        int part = partOf(i);
        if (part > i) {
            // "zest of 2 lemons", "leaves from 3 sprigs mint": what is bought is the amount after "of".
            comment.add(i, t.span(i, part));
            return read(part);
        }
        int vague = i;
        if ((t.isWord(i, "a") || t.isWord(i, "an")) && Amount.isVague(t.word(i + 1))) {
            vague = i + 2;
        } else if (t.isWord(i, "several") || t.isWord(i, "few") || t.isWord(i, "some")) {
            vague = i + 1;
        }
        // No amount, but perhaps a unit: "pinch of salt", "large handful of cilantro", "a few sprigs of sage".
        Reading unit = units.unit(Reading.from(vague), vague > i);
        if (vague > i) {
            comment.add(i, t.span(i, vague));
        }
        if (unit.next() > vague) {
            return units.extras(unit);
        }
        if (vague > i) {
            // "a little milk", "a drizzle of honey", "a few rosemary sprigs": the vague words are the amount, so none
            // of them is the name; the name stage may still find the unit after the name.
            return Reading.vagueAmount(t.isWord(vague, "of") ? vague + 1 : vague);
        }
        return Reading.from(i);
    }

    private Reading withAmount(int start, Amount amount) {
        int i = amount.next();
        if (amount.value() < 1 && (t.isWord(i, "a") || t.isWord(i, "an"))) {
            i++; // "½ a nutmeg", "half an onion"
        }
        Double quantityMax = null;
        Amount max = Amount.rangeTop(t, i, amount.value());
        if (max != null) {
            quantityMax = max.value();
            i = max.next();
        }
        i = lengthSize(i);
        Reading sized = packageSize(start, Reading.amount(amount.value(), quantityMax, i));
        if (sized.unit() != null) {
            return units.extras(sized); // "2 x 400g tins": the multiplier's product is the amount, in its unit
        }
        Reading amounts = units.aside(sized);
        Reading unit = units.unit(amounts, true);
        if (unit.next() > amounts.next()) {
            return units.extras(unit);
        }
        return t.isWord(amounts.next(), "of") ? amounts.to(amounts.next() + 1) : amounts; // "a couple of eggs"
    }

    /** The index after "zest of", "juice and zest from", "finely grated zest of" when an amount follows; else i. */
    private int partOf(int i) {
        int k = i;
        while (k < i + 5 && t.isWord(k) && PARTS.contains(t.word(k))) {
            k++;
        }
        if (k > i && (t.isWord(k, "of") || t.isWord(k, "from")) && Amount.starts(t, k + 1)) {
            return k + 1;
        }
        return i;
    }

    /**
     * "2-inch piece of ginger", "7-inch rice paper": a length joined to its number by a hyphen is its unit, read by the
     * unit stage from the index after the hyphen. Answers i when there is none.
     */
    private int lengthSize(int i) {
        if (t.isPunct(i, '-') && t.attached(i) && t.isWord(i + 1) && LENGTHS.contains(t.word(i + 1))) {
            return i + 1;
        }
        return i;
    }

    /**
     * A package size between the count and its unit: "1 (14.5 oz) can", "3 (28-ounce) cans", "2 15-ounce cans",
     * "2 (6-ounce) salmon fillets". The size is kept, and written into the comment too. After a multiplier ("2 x
     * 400g tins", "1 x 1kg lamb loin") the amount is the count times the size, in the size's unit.
     */
    private Reading packageSize(int start, Reading r) {
        int i = r.next();
        if (t.isPunct(i, '(')) {
            int close = t.closing(i);
            Measured measured = Measured.at(t, Amount.skipApproximate(t, i + 1));
            if (measured != null && close > 0) {
                comment.add(i, t.span(i + 1, close));
                return r.withSize(measured.measurement(), close + 1);
            }
            return r;
        }
        int k = i;
        if (t.isWord(k, "x") || t.isPunct(k, '*')) {
            k++;
        }
        Measured measured = Measured.at(t, k);
        if (measured == null) {
            return r;
        }
        int after = measured.next();
        if (k > i && !measured.hyphenated()) {
            Measurement size = measured.measurement();
            Double max = r.quantityMax() == null ? null : r.quantityMax() * size.quantity();
            comment.add(start, t.span(start, after));
            return new Reading(after, r.quantity() * size.quantity(), max, size.unit(), 1, size);
        }
        if (measured.hyphenated() || k > i || units.countUnitEnd(after) > after) {
            comment.add(k, t.span(k, after));
            return r.withSize(measured.measurement(), after);
        }
        return r;
    }
}
