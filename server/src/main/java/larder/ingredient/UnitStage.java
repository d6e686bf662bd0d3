package larder.ingredient;

import java.util.ArrayList;
import java.util.List;

/**
 * The unit of one line and the equivalent amounts written with it: "2 heaping cups (250 g)", "1 can (14 oz)",
 * "400g/14oz", "14 oz to 1 lb", "2 tbsp plus 2 tsp". Mass and volume amounts in parentheses or after a slash are kept
 * as equivalents; anything else read here goes to the comment.
 */
final class UnitStage {

    private final Tokens t;
    private final CommentStage comment;
    private final List<Measurement> equivalents = new ArrayList<>(2);

    UnitStage(Tokens t, CommentStage comment) {
        this.t = t;
        this.comment = comment;
    }

    /** The mass and volume amounts found beside the unit or the name, in line order. */
    List<Measurement> equivalents() {
        return equivalents;
    }

    /**
     * Reads a unit where {@code r} stops, with qualifying adjectives before it ("heaping", "lg"). Answers {@code r}
     * with the unit, up to the token after it, or {@code r} itself when there is none.
     */
    Reading unit(Reading r, boolean afterAmount) {
        int i = r.next();
        int k = afterAdjectives(i);
        UnitLexicon.Match match = UnitLexicon.at(t, k);
        if (match == null) {
            // Also "2 large eggs": the adjectives belong to the name after all.
            return r;
        }
        int next = match.next();
        UnitLexicon.Meaning meaning = match.meaning();
        if (!afterAmount && !t.isWord(next, "of")) {
            // Without an amount a unit word must be followed by "of" ("pinch of salt"), or be a known measure
            // word followed by more words ("Pinch coarse salt"); otherwise it is the start of the name.
            if (meaning.unit() == null || meaning.unit().family() != Unit.Family.COUNT || !t.isWord(next)) {
                return r;
            }
        }
        if (nothingNamedAfter(next) && (meaning.unit() == null || meaning.unit().family() == Unit.Family.COUNT)) {
            // "3 cloves", "6 whole cloves", "2 sticks": the count word is the ingredient itself.
            return r;
        }
        if (k > i) {
            comment.add(i, t.span(i, k));
        }
        if (meaning.unit() == null) {
            comment.add(k, t.span(k, next));
            return r.to(next);
        }
        return r.withUnit(meaning.unit(), meaning.factor(), next);
    }

    /** The index after a count unit at i ("2 15-ounce cans"), or i when there is none. Notes nothing. */
    int countUnitEnd(int i) {
        UnitLexicon.Match match = UnitLexicon.at(t, afterAdjectives(i));
        if (match == null) {
            return i;
        }
        Unit unit = match.meaning().unit();
        return unit != null && unit.family() == Unit.Family.COUNT ? match.next() : i;
    }

    private int afterAdjectives(int i) {
        int k = i;
        while (k < i + 3 && t.isWord(k) && UnitLexicon.UNIT_ADJECTIVES.contains(t.word(k))) {
            k++;
        }
        return k;
    }

    private boolean nothingNamedAfter(int i) {
        int j = i;
        if (t.isWord(j, "of")) {
            j++;
        }
        return j >= t.size || (t.isPunct(j) && t.punct(j) != '(' && !t.isNumber(j + 1) && !t.isWord(j + 1))
                || t.isPunct(j, ',') || t.isPunct(j, ';');
    }

    /**
     * After the unit: equivalents in parentheses or after a slash ("(120 g)", "/ 14oz"), the top of a range ("14 oz
     * to 1 lb", "a pinch or two"), an addition ("plus 2 tsp", kept in the comment), and a linking "of".
     */
    Reading extras(Reading r) {
        for (int round = 0; round < 5; round++) {
            int i = r.next();
            if (t.isPunct(i, '(')) {
                Reading next = aside(r);
                if (next.next() == i) {
                    break;
                }
                r = next;
            } else if ((t.isPunct(i, '-') || t.isWord(i, "to") || t.isWord(i, "or") || t.isWord(i, "through"))
                    && r.quantity() != null && r.quantityMax() == null && Measured.at(t, i + 1) != null
                    && sameSystem(r, Measured.at(t, i + 1).measurement())) {
                // "14 oz to 1 lb", "½ c to 1 cup": a range written with units on both ends.
                Measured high = Measured.at(t, i + 1);
                double top = high.measurement().to(r.unit()).quantity() / r.unitFactor();
                r = top > r.quantity() ? r.withQuantityMax(top, high.next()) : r.to(high.next());
            } else if ((t.isWord(i, "or") || t.isWord(i, "to")) && r.quantity() != null && r.quantityMax() == null
                    && Amount.starts(t, i + 1) && !t.isWord(i + 1, "a")
                    && UnitLexicon.at(t, Amount.end(t, i + 1)) == null
                    && Amount.at(t, i + 1) != null && Amount.at(t, i + 1).value() > r.quantity()) {
                // "a pinch or two of salt", "1 tbsp or 2".
                Amount high = Amount.at(t, i + 1);
                r = r.withQuantityMax(high.value(), high.next());
            } else if (t.isWord(i, "or") && (t.isWord(i + 1, "more") || t.isWord(i + 1, "less")
                    || t.isWord(i + 1, "so"))) {
                comment.add(i, t.span(i, i + 2));
                r = r.to(i + 2);
            } else if ((t.isPunct(i, '/') || t.isWord(i, "or") || t.isPunct(i, '=')) && Measured.at(t, i + 1) != null) {
                Measured measured = Measured.at(t, i + 1);
                equivalents.add(measured.measurement());
                r = r.to(measured.next());
            } else if (r.unit() == Unit.LB && r.quantityMax() == null && Measured.ouncesAfterPounds(t, i) != null) {
                // "1lb 2oz": the ounces belong to the pounds' amount.
                Measured ounces = Measured.ouncesAfterPounds(t, i);
                double pounds = r.quantity() + ounces.measurement().quantity() / 16 / r.unitFactor();
                r = new Reading(ounces.next(), pounds, null, r.unit(), r.unitFactor(), r.size());
            } else if (t.isNumber(i) && r.unit() != null && Measured.at(t, i) != null
                    && otherSystem(r.unit(), Measured.at(t, i).measurement().unit())) {
                // "200g 7oz dark chocolate": the pair written without its slash.
                Measured measured = Measured.at(t, i);
                equivalents.add(measured.measurement());
                r = r.to(measured.next());
            } else if (r.unit() != null && r.unit().family() != Unit.Family.COUNT && containerEnd(i) > i) {
                // "400g tin chopped tomatoes", "2 x 400g tins", "2.5cm piece ginger": the amount's container or piece.
                comment.add(i, t.span(i, containerEnd(i)));
                Reading held = r.size() != null || r.quantity() == null ? r
                        : r.withSize(new Measurement(r.quantity() * r.unitFactor(), r.unit()), i);
                r = held.to(containerEnd(i));
            } else if ((t.isWord(i, "plus") || t.isPunct(i, '+') || t.isPunct(i, '&') || t.isWord(i, "and"))
                    && Amount.at(t, i + 1) != null && t.isNumber(i + 1)) {
                UnitLexicon.Match unit = UnitLexicon.at(t, Amount.at(t, i + 1).next());
                if (unit == null) {
                    break;
                }
                comment.add(i, t.span(i, unit.next()));
                r = r.to(unit.next());
            } else {
                break;
            }
        }
        return t.isWord(r.next(), "of") ? r.to(r.next() + 1) : r;
    }

    /** Whether two units measure the same thing in different systems (g and oz, ml and fl oz, cm and in). */
    private static boolean otherSystem(Unit unit, Unit other) {
        return unit.family() == other.family() && unit.system() != other.system();
    }

    /**
     * After a measured amount, the index after a count word that holds or cuts it ("tin", "packs", "piece of"), when
     * the name follows at once; else i.
     */
    private int containerEnd(int i) {
        // Containers are spelled in one word, so the line's next word is looked up alone, without joining two.
        UnitLexicon.Meaning meaning = t.isWord(i) ? UnitLexicon.lookup(t.word(i), t.original(i)) : null;
        if (meaning == null || meaning.unit() == null || meaning.unit().family() != Unit.Family.COUNT) {
            return i;
        }
        int end = t.isWord(i + 1, "of") ? i + 2 : i + 1;
        return t.isWord(end) ? end : i; // what it holds is named after it: "tin chopped tomatoes", not "cloves (…)"
    }

    private static boolean sameSystem(Reading r, Measurement measurement) {
        Unit unit = r.unit();
        return unit != null && r.unitFactor() == 1 && measurement.unit().family() == unit.family()
                && measurement.unit().system() == unit.system();
    }

    /**
     * A parenthesised aside where {@code r} stops ("5 (or 6) sprigs", "1 can (14 oz)", "1 cup (120 g)"): a package
     * size after a count unit, equivalents, or else the comment. Answers {@code r} itself when there is none.
     */
    Reading aside(Reading r) {
        int i = r.next();
        if (!t.isPunct(i, '(')) {
            return r;
        }
        int close = t.closing(i);
        if (close < 0) {
            return r;
        }
        if (r.unit() != null && r.unit().family() == Unit.Family.COUNT && r.size() == null) {
            Measured measured = Measured.at(t, i + 1);
            if (measured != null && measured.next() == close) {
                // "1 can (14 oz) coconut milk": after a package unit, the amount is the package's size.
                comment.add(i, t.span(i + 1, close));
                return r.withSize(measured.measurement(), close + 1);
            }
        }
        if (!parenthesisedMeasures(i + 1, close)) {
            comment.add(i, t.span(i + 1, close));
        }
        return r.to(close + 1);
    }

    /**
     * Reads "(120 g)", "(6 oz / 170g)", "(about 2 cups)", "(2 sticks)" between from and to (exclusive), where to is
     * the closing bracket. Mass and volume amounts become equivalents, anything else the comment. False, reading
     * nothing, when the parentheses do not start with an amount.
     */
    private boolean parenthesisedMeasures(int from, int to) {
        int k = Amount.skipApproximate(t, from);
        if (!t.isNumber(k)) {
            return false;
        }
        List<Measurement> found = new ArrayList<>(2);
        boolean other = false;
        while (k < to) {
            Measured measured = Measured.at(t, k);
            if (measured != null && measured.next() <= to) {
                found.add(measured.measurement());
                k = measured.next();
            } else {
                other = true;
                k++;
            }
        }
        equivalents.addAll(found);
        if (other || found.isEmpty()) {
            comment.add(from, t.span(from, to));
        }
        return true;
    }

    /**
     * An approximate amount in brackets after the name, when the line has none before it: "basmati rice (allow
     * 75g/2½oz per person)", "stock (about 500ml)". Answers the reading with that amount, up to the token after the
     * closing bracket, its pair as an equivalent and the rest in the comment; or {@code r} itself.
     */
    Reading asideAmount(Reading r, int open, int close) {
        int k = Amount.skipApproximate(t, open + 1);
        Measured measured = r.quantity() == null && k > open + 1 ? Measured.at(t, k) : null;
        if (measured == null || measured.next() > close) {
            return r;
        }
        int next = measured.next();
        while (t.isPunct(next, '/') && Measured.at(t, next + 1) != null && Measured.at(t, next + 1).next() <= close) {
            equivalents.add(Measured.at(t, next + 1).measurement());
            next = Measured.at(t, next + 1).next();
        }
        comment.add(open, t.span(open + 1, k));
        comment.add(next, t.span(next, close));
        Measurement amount = measured.measurement();
        return new Reading(close + 1, amount.quantity(), null, amount.unit(), 1, r.size());
    }

    /**
     * Whether the brackets closing at {@code to} hold only mass and volume amounts ("flour (120 g)", "(4 oz / 115
     * g)"); if so they become equivalents.
     */
    boolean pureMeasures(int from, int to) {
        int k = Amount.skipApproximate(t, from);
        if (k >= to) {
            return false;
        }
        List<Measurement> found = new ArrayList<>(2);
        while (k < to) {
            Measured measured = Measured.at(t, k);
            if (measured == null || measured.next() > to) {
                return false;
            }
            found.add(measured.measurement());
            k = measured.next();
            if (k < to && (t.isPunct(k, '/') || t.isWord(k, "or") || t.isPunct(k, ',') || t.isPunct(k, '='))) {
                k++;
            }
        }
        equivalents.addAll(found);
        return true;
    }
}
