package larder.ingredient;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one normalised line, left to right: amount, range, package size, unit, equivalent amounts, then the name
 * and the comment. Each step looks at a bounded number of tokens and never backtracks over the line, so parsing is
 * linear in its length. One parser reads one line; it is not shared.
 */
final class LineParser {

    private static final Map<String, Double> NUMBER_WORDS = Map.ofEntries(
            Map.entry("one", 1.0), Map.entry("two", 2.0), Map.entry("three", 3.0), Map.entry("four", 4.0),
            Map.entry("five", 5.0), Map.entry("six", 6.0), Map.entry("seven", 7.0), Map.entry("eight", 8.0),
            Map.entry("nine", 9.0), Map.entry("ten", 10.0), Map.entry("eleven", 11.0), Map.entry("twelve", 12.0),
            Map.entry("thirteen", 13.0), Map.entry("fourteen", 14.0), Map.entry("fifteen", 15.0),
            Map.entry("sixteen", 16.0), Map.entry("twenty", 20.0), Map.entry("thirty", 30.0),
            Map.entry("dozen", 12.0), Map.entry("half", 0.5), Map.entry("quarter", 0.25),
            Map.entry("couple", 2.0), Map.entry("one-half", 0.5), Map.entry("one-third", 1.0 / 3),
            Map.entry("two-thirds", 2.0 / 3), Map.entry("one-quarter", 0.25), Map.entry("three-quarters", 0.75));

    /** Words before an amount that only say it is approximate; they go to the comment. */
    private static final Set<String> APPROXIMATE = Set.of(
            "about", "approx", "approximately", "around", "roughly", "some", "scant", "generous", "heaping",
            "heaped", "nearly", "almost", "up");

    /** After "a", these words mean there is no definite amount ("a few sprigs", "a little oil"). */
    private static final Set<String> VAGUE = Set.of("few", "little", "bit", "lot", "lots", "touch", "tad", "number");

    /** Words that open the comment when met in the name ("for serving", "optional"). */
    private static final Set<String> COMMENT_WORDS = Set.of(
            "for", "optional", "optionally", "divided", "preferably", "ideally", "plus", "such", "like",
            "including", "see", "from", "without", "with", "at", "cut", "sliced", "chopped", "minced", "diced",
            "grated", "peeled", "halved", "quartered", "thinly", "finely", "roughly", "coarsely", "torn", "trimmed",
            "rinsed", "drained", "softened", "melted", "beaten", "crushed", "lightly", "to", "as", "if",
            "cubed", "shredded", "julienned", "seeded", "pitted", "deveined", "cleaned", "stemmed", "cored",
            "removed", "thawed", "washed", "room", "warmed", "reserved", "zested", "juiced", "squeezed");

    private final String text;
    private final Tokens t;
    private final int n;

    private Double quantity;
    private Double quantityMax;
    private Unit unit;
    private double unitFactor = 1;
    private Measurement size;
    private final List<Measurement> given = new ArrayList<>(2);
    /** Comment pieces as (token index, text), merged in line order at the end. */
    private final List<Piece> pieces = new ArrayList<>(4);

    private record Piece(int at, String text) {
    }

    private record Amount(double value, int next) {
    }

    private LineParser(String text) {
        this.text = text;
        this.t = Tokens.of(TextNormaliser.normalise(text));
        this.n = t.size;
    }

    static AnalysedIngredient parse(String line) {
        if (line == null || line.isBlank()) {
            return new AnalysedIngredient(line == null ? "" : line, "", null, null, null, null, Category.OTHER,
                    List.of(), null);
        }
        return new LineParser(line).run();
    }

    private AnalysedIngredient run() {
        int i = skipBullets(0);
        i = amountAndUnit(i);
        int nameStart = i;
        String[] nameAndComment = nameAndComment(nameStart);
        String name = nameAndComment[0];
        String comment = comment(nameAndComment[1]);

        if (name.isEmpty()) {
            // Nothing left to call the ingredient ("15 grams", "sprigs, chopped"): keep the whole line as the name.
            name = text.strip();
        }
        Double q = quantity;
        Double max = quantityMax;
        if (q != null && unitFactor != 1) {
            q = q * unitFactor;
            max = max == null ? null : max * unitFactor;
        }
        if (q != null && !(q > 0 && !q.isInfinite())) {
            q = null;
            max = null;
        }
        if (max != null && !(max > q && !max.isInfinite())) {
            max = null;
        }
        List<Measurement> measurements = measurements(q, name);
        Category category = Category.forIngredient(name);
        if (category == Category.PRODUCE && (unit == Unit.CAN || unit == Unit.JAR)) {
            category = Category.PANTRY; // canned tomatoes and jarred peppers are shelved with the tins
        }
        return new AnalysedIngredient(text, name, q, max, unit, comment, category, measurements, size);
    }

    private List<Measurement> measurements(Double q, String name) {
        List<Measurement> result = new ArrayList<>(2);
        for (Measurement measurement : given) {
            if (unit == null || measurement.unit().system() != unit.system()
                    || measurement.unit().family() != unit.family()) {
                result.add(measurement);
            }
        }
        if (result.isEmpty() && q != null && unit != null) {
            result.addAll(Equivalents.of(q, unit, name));
        }
        return result;
    }

    // ---------------------------------------------------------------------------------------------- amounts

    private int skipBullets(int i) {
        while (t.isPunct(i) && "-*•·>#".indexOf(t.punct(i)) >= 0) {
            i++;
        }
        return i;
    }

    /** Reads everything before the name; answers the index of the first name token. */
    private int amountAndUnit(int i) {
        int approximate = i;
        while (t.isWord(i) && APPROXIMATE.contains(t.word(i)) && startsAmount(i + 1)) {
            i++;
            if (t.isPunct(i, '.')) {
                i++;
            }
        }
        if (t.isPunct(i, '~')) {
            i++;
        }
        if (i > approximate) {
            pieces.add(new Piece(approximate, t.span(approximate, i)));
        }

        Amount amount = amount(i);
        if (amount == null) {
            int part = partOf(i);
            if (part > i) {
                // "zest of 2 lemons", "leaves from 3 sprigs mint": what is bought is the amount after "of".
                pieces.add(new Piece(i, t.span(i, part)));
                return amountAndUnit(part);
            }
            int vague = i;
            if ((t.isWord(i, "a") || t.isWord(i, "an")) && VAGUE.contains(t.word(i + 1))) {
                vague = i + 2;
            } else if (t.isWord(i, "several") || t.isWord(i, "few") || t.isWord(i, "some")) {
                vague = i + 1;
            }
            // No amount, but perhaps a unit: "pinch of salt", "large handful of cilantro", "a few sprigs of sage".
            int afterUnit = unit(vague, vague > i);
            if (afterUnit > vague && vague > i) {
                pieces.add(new Piece(i, t.span(i, vague)));
            }
            return afterUnit > vague ? afterUnitExtras(afterUnit) : i;
        }
        quantity = amount.value();
        i = amount.next();
        if (amount.value() < 1 && (t.isWord(i, "a") || t.isWord(i, "an"))) {
            i++; // "½ a nutmeg", "half an onion"
        }
        Amount max = range(i, amount.value());
        if (max != null) {
            quantityMax = max.value();
            i = max.next();
        }
        i = lengthSize(i);
        i = packageSize(i);
        i = aside(i);
        int afterUnit = unit(i, true);
        if (afterUnit > i) {
            i = afterUnitExtras(afterUnit);
        } else if (t.isWord(i, "of")) {
            i++; // "a couple of eggs"
        }
        return i;
    }

    /** Words that name the part of an ingredient a recipe uses, before "of" or "from" and the amount bought. */
    private static final Set<String> PARTS = Set.of(
            "zest", "juice", "peel", "rind", "leaves", "leaf", "kernels", "seeds", "flesh", "pulp", "segments",
            "grated", "finely", "freshly", "and", "the", "picked", "fronds", "stems", "tops", "whites", "yolks",
            "cloves", "florets", "pods", "grains", "thinly", "pared", "strips", "wedges", "slices");

    /** The index after "zest of", "juice and zest from", "finely grated zest of" when an amount follows; else i. */
    private int partOf(int i) {
        int k = i;
        while (k < i + 5 && t.isWord(k) && PARTS.contains(t.word(k))) {
            k++;
        }
        if (k > i && (t.isWord(k, "of") || t.isWord(k, "from")) && startsAmount(k + 1)) {
            return k + 1;
        }
        return i;
    }

    /** "1 inch ginger", "2-inch piece of ginger", "7-inch tortillas": a length is a size, kept in the comment. */
    private int lengthSize(int i) {
        int k = t.isPunct(i, '-') && t.attached(i) ? i + 1 : i;
        String word = t.word(k);
        if (word == null) {
            return i;
        }
        if (word.equals("inch") || word.equals("inches") || word.equals("cm") || word.equals("centimeter")
                || word.equals("centimetre") || word.equals("centimeters") || word.equals("centimetres")
                || (word.equals("in") && t.isPunct(k + 1, '.'))) {
            int end = k + 1;
            if (t.isPunct(end, '.') && t.attached(end)) {
                end++;
            }
            pieces.add(new Piece(i, t.span(i - 1, end)));
            if (t.isWord(end, "of")) {
                end++;
            }
            return end;
        }
        return i;
    }

    /** A parenthesised aside right after the amount or unit ("5 (or 6) sprigs"): it goes to the comment. */
    private int aside(int i) {
        if (!t.isPunct(i, '(')) {
            return i;
        }
        int close = closing(i);
        if (close < 0) {
            return i;
        }
        if (unit != null && unit.family() == Unit.Family.COUNT && size == null) {
            Measured measured = measured(i + 1);
            if (measured != null && measured.next() == close) {
                // "1 can (14 oz) coconut milk": after a package unit, the amount is the package's size.
                size = measured.measurement();
                pieces.add(new Piece(i, t.span(i + 1, close)));
                return close + 1;
            }
        }
        if (!parenthesisedMeasures(i + 1, close)) {
            pieces.add(new Piece(i, t.span(i + 1, close)));
        }
        return close + 1;
    }

    private boolean startsAmount(int i) {
        return t.isNumber(i) || (t.isWord(i) && NUMBER_WORDS.containsKey(t.word(i)))
                || t.isWord(i, "a") || t.isWord(i, "an");
    }

    /** A number at i: "2", "1.5", "1/2", "1 1/2", "1-1/2", "1 and 1/2", "one", "a", "a dozen", "half a". */
    private Amount amount(int i) {
        if (t.isNumber(i)) {
            double value = t.value[i];
            int j = i + 1;
            if (t.integer[i]) {
                if (t.isNumber(j) && t.fraction[j] && t.value[j] < 1) {
                    value += t.value[j];
                    j++;
                } else if (t.isPunct(j, '-') && t.attached(j) && t.isNumber(j + 1) && t.attached(j + 1)
                        && t.fraction[j + 1] && t.value[j + 1] < 1) {
                    value += t.value[j + 1];
                    j += 2;
                } else if (t.isWord(j, "and") && t.isNumber(j + 1) && t.fraction[j + 1] && t.value[j + 1] < 1) {
                    value += t.value[j + 1];
                    j += 2;
                }
            }
            if (t.isWord(j, "and") && t.isWord(j + 1, "a") && t.isWord(j + 2, "half")) {
                value += 0.5;
                j += 3;
            }
            if (t.isWord(j, "dozen")) {
                value *= 12;
                j++;
            }
            return new Amount(value, j);
        }
        String word = t.word(i);
        if (word == null) {
            return null;
        }
        if (word.equals("a") || word.equals("an")) {
            String next = t.word(i + 1);
            if (next == null) {
                return t.isPunct(i + 1) ? null : new Amount(1, i + 1);
            }
            if (VAGUE.contains(next)) {
                return null;
            }
            if (NUMBER_WORDS.containsKey(next) && !next.equals("one")) {
                Amount inner = amount(i + 1);
                return inner;
            }
            return new Amount(1, i + 1);
        }
        Double value = NUMBER_WORDS.get(word);
        if (value == null) {
            return null;
        }
        int j = i + 1;
        double amount = value;
        if ((word.equals("half") || word.equals("quarter")) && t.isWord(j, "dozen")) {
            amount *= 12;
            j++;
        } else if (word.equals("half") || word.equals("quarter") || word.equals("couple")) {
            if (t.isWord(j, "a") || t.isWord(j, "an")) {
                j++;
            }
            if (t.isWord(j, "dozen")) {
                amount *= 12;
                j++;
            }
            if (word.equals("couple") && t.isWord(j, "of")) {
                j++;
            }
        } else {
            if (t.isWord(j, "and") && t.isWord(j + 1, "a") && t.isWord(j + 2, "half")) {
                amount += 0.5;
                j += 3;
            }
            if (t.isWord(j, "dozen") && !word.equals("dozen")) {
                amount *= 12;
                j++;
            }
        }
        return new Amount(amount, j);
    }

    /** The top of a range after an amount: "-3", "to 3", "or 3", "through 3". Only a larger number counts. */
    private Amount range(int i, double low) {
        boolean separator = t.isPunct(i, '-') || t.isWord(i, "to") || t.isWord(i, "or") || t.isWord(i, "through")
                || t.isWord(i, "till") || t.isWord(i, "until");
        if (!separator) {
            return null;
        }
        int j = i + 1;
        if (t.isWord(i, "to") && t.isPunct(j, '-')) {
            j++;
        }
        if (!t.isNumber(j) && !(t.isWord(j) && NUMBER_WORDS.containsKey(t.word(j)) && !t.isWord(j, "half")
                && !t.isWord(j, "dozen") && !t.isWord(j, "couple"))) {
            return null;
        }
        Amount high = amount(j);
        return high != null && high.value() > low ? high : null;
    }

    /**
     * A package size between the count and its unit: "1 (14.5 oz) can", "3 (28-ounce) cans", "2 15-ounce cans",
     * "2 x 400g tins", "2 (6-ounce) salmon fillets". The size is kept, and written into the comment too.
     */
    private int packageSize(int i) {
        if (t.isPunct(i, '(')) {
            int close = closing(i);
            int k = i + 1;
            while (t.isWord(k) && APPROXIMATE.contains(t.word(k))) {
                k++;
            }
            Measured measured = measured(k);
            if (measured != null && close > 0) {
                size = measured.measurement();
                pieces.add(new Piece(i, t.span(i + 1, close)));
                return close + 1;
            }
            return i;
        }
        int k = i;
        if (t.isWord(k, "x") || t.isPunct(k, '*')) {
            k++;
        }
        Measured measured = measured(k);
        if (measured == null) {
            return i;
        }
        boolean hyphenated = measured.hyphenated();
        int after = measured.next();
        int unitEnd = unit(after, false, true);
        if (hyphenated || k > i || unitEnd > after) {
            size = measured.measurement();
            pieces.add(new Piece(k, t.span(k, measured.next())));
            return after;
        }
        return i;
    }

    private record Measured(Measurement measurement, int next, boolean hyphenated) {
    }

    /** An amount with a mass or volume unit at i ("14.5 oz", "28-ounce", "400g"), or null. */
    private Measured measured(int i) {
        Amount amount = amount(i);
        if (amount == null || !t.isNumber(i)) {
            return null;
        }
        int j = amount.next();
        Amount max = range(j, amount.value());
        if (max != null) {
            j = max.next();
        }
        boolean hyphenated = false;
        if (t.isPunct(j, '-') && t.attached(j)) {
            hyphenated = true;
            j++;
        }
        UnitMatch match = unitWord(j);
        if (match == null || match.meaning().unit() == null
                || match.meaning().unit().family() == Unit.Family.COUNT || !(amount.value() > 0)) {
            return null;
        }
        double value = amount.value() * match.meaning().factor();
        if (Double.isInfinite(value)) {
            return null;
        }
        return new Measured(new Measurement(value, match.meaning().unit()), match.next(), hyphenated);
    }

    // ------------------------------------------------------------------------------------------------ units

    private record UnitMatch(UnitLexicon.Meaning meaning, int next) {
    }

    private int unit(int i, boolean afterAmount) {
        return unit(i, afterAmount, false);
    }

    /**
     * Reads a unit at i, with qualifying adjectives before it ("heaping", "lg"). Answers the index after it, or i
     * when there is none. With {@code probe} nothing is recorded: the caller only asks whether a unit is there.
     */
    private int unit(int i, boolean afterAmount, boolean probe) {
        int k = i;
        while (k < i + 3 && t.isWord(k) && UnitLexicon.UNIT_ADJECTIVES.contains(t.word(k))) {
            k++;
        }
        UnitMatch match = unitWord(k);
        if (match == null && k > i) {
            // "2 large eggs": the adjectives belong to the name after all.
            return i;
        }
        if (match == null) {
            return i;
        }
        int next = match.next();
        if (!afterAmount && !t.isWord(next, "of") && !probe) {
            // Without an amount a unit word must be followed by "of" ("pinch of salt"), or be a known measure
            // word followed by more words ("Pinch coarse salt"); otherwise it is the start of the name.
            if (match.meaning().unit() == null || match.meaning().unit().family() != Unit.Family.COUNT
                    || !t.isWord(next)) {
                return i;
            }
        }
        if (!probe && nothingNamedAfter(next) && (match.meaning().unit() == null
                || match.meaning().unit().family() == Unit.Family.COUNT)) {
            // "3 cloves", "6 whole cloves", "2 sticks": the count word is the ingredient itself.
            return i;
        }
        if (probe) {
            return match.meaning().unit() != null && match.meaning().unit().family() == Unit.Family.COUNT
                    ? next : i;
        }
        if (k > i) {
            pieces.add(new Piece(i, t.span(i, k)));
        }
        UnitLexicon.Meaning meaning = match.meaning();
        if (meaning.unit() == null) {
            pieces.add(new Piece(k, t.span(k, match.next())));
        } else {
            unit = meaning.unit();
            unitFactor = meaning.factor();
        }
        return next;
    }

    private boolean nothingNamedAfter(int i) {
        int j = i;
        if (t.isWord(j, "of")) {
            j++;
        }
        return j >= n || (t.isPunct(j) && t.punct(j) != '(' && !t.isNumber(j + 1) && !t.isWord(j + 1))
                || t.isPunct(j, ',') || t.isPunct(j, ';');
    }

    /** A unit spelling starting at word i, one or two words long ("fl. oz."), with a trailing dot consumed. */
    private UnitMatch unitWord(int i) {
        if (!t.isWord(i)) {
            return null;
        }
        int j = i + 1;
        if (t.isPunct(j, '.') && t.attached(j)) {
            j++;
        }
        if (t.isWord(j)) {
            UnitLexicon.Meaning two = UnitLexicon.lookup(t.word(i) + " " + t.word(j), t.original(i));
            if (two != null) {
                return new UnitMatch(two, dotAfter(j + 1));
            }
        }
        UnitLexicon.Meaning one = UnitLexicon.lookup(t.word(i), t.original(i));
        if (one == null) {
            return null;
        }
        return new UnitMatch(one, dotAfter(i + 1));
    }

    private int dotAfter(int i) {
        return t.isPunct(i, '.') && t.attached(i) && !t.isNumber(i + 1) ? i + 1 : i;
    }

    /**
     * After the unit: equivalents in parentheses or after a slash ("(120 g)", "/ 14oz"), an addition ("plus 2
     * tsp", kept in the comment), and a linking "of".
     */
    private int afterUnitExtras(int i) {
        for (int round = 0; round < 5; round++) {
            if (t.isPunct(i, '(')) {
                int next = aside(i);
                if (next == i) {
                    break;
                }
                i = next;
            } else if ((t.isPunct(i, '-') || t.isWord(i, "to") || t.isWord(i, "or") || t.isWord(i, "through"))
                    && quantity != null && quantityMax == null && measured(i + 1) != null
                    && sameSystem(measured(i + 1).measurement())) {
                // "14 oz to 1 lb", "½ c to 1 cup": a range written with units on both ends.
                Measured high = measured(i + 1);
                double top = high.measurement().to(unit).quantity() / unitFactor;
                if (top > quantity) {
                    quantityMax = top;
                }
                i = high.next();
            } else if ((t.isWord(i, "or") || t.isWord(i, "to")) && quantity != null && quantityMax == null
                    && startsAmount(i + 1) && !t.isWord(i + 1, "a") && unitWord(amountEnd(i + 1)) == null
                    && amount(i + 1) != null && amount(i + 1).value() > quantity) {
                // "a pinch or two of salt", "1 tbsp or 2".
                Amount high = amount(i + 1);
                quantityMax = high.value();
                i = high.next();
            } else if (t.isWord(i, "or") && (t.isWord(i + 1, "more") || t.isWord(i + 1, "less")
                    || t.isWord(i + 1, "so"))) {
                pieces.add(new Piece(i, t.span(i, i + 2)));
                i += 2;
            } else if ((t.isPunct(i, '/') || t.isWord(i, "or") || t.isPunct(i, '=')) && measured(i + 1) != null) {
                Measured measured = measured(i + 1);
                given.add(measured.measurement());
                i = measured.next();
            } else if ((t.isWord(i, "plus") || t.isPunct(i, '+') || t.isPunct(i, '&') || t.isWord(i, "and"))
                    && amount(i + 1) != null && t.isNumber(i + 1)) {
                Amount extra = amount(i + 1);
                int end = unitWord(extra.next()) != null ? unitWord(extra.next()).next() : -1;
                if (end < 0) {
                    break;
                }
                pieces.add(new Piece(i, t.span(i, end)));
                i = end;
            } else {
                break;
            }
        }
        if (t.isWord(i, "of")) {
            i++;
        }
        return i;
    }

    private int amountEnd(int i) {
        Amount amount = amount(i);
        return amount == null ? i : amount.next();
    }

    private boolean sameSystem(Measurement measurement) {
        return unit != null && unitFactor == 1 && measurement.unit().family() == unit.family()
                && measurement.unit().system() == unit.system();
    }

    /**
     * Reads "(120 g)", "(6 oz / 170g)", "(about 2 cups)", "(2 sticks)" between from and to (exclusive). Mass and
     * volume amounts become measurements, anything else the comment. False, reading nothing, when the parentheses
     * do not start with an amount.
     */
    private boolean parenthesisedMeasures(int from, int to) {
        int k = from;
        while (k < to && t.isWord(k) && APPROXIMATE.contains(t.word(k))) {
            k++;
        }
        if (!t.isNumber(k)) {
            return false;
        }
        List<Measurement> found = new ArrayList<>(2);
        boolean other = false;
        while (k < to) {
            Measured measured = measured(k);
            if (measured != null && measured.next() <= to) {
                found.add(measured.measurement());
                k = measured.next();
            } else {
                other = true;
                k++;
            }
        }
        given.addAll(found);
        if (other || found.isEmpty()) {
            pieces.add(new Piece(from, t.span(from, to)));
        }
        return true;
    }

    /** The index of the parenthesis closing the one at i, or -1. */
    private int closing(int i) {
        int depth = 0;
        for (int j = i; j < n; j++) {
            if (t.isPunct(j, '(') || t.isPunct(j, '[')) {
                depth++;
            } else if (t.isPunct(j, ')') || t.isPunct(j, ']')) {
                depth--;
                if (depth == 0) {
                    return j;
                }
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------------------------- name and comment

    /** Splits the rest of the line into the name and the comment text that follows it. */
    private String[] nameAndComment(int i) {
        i = stripLeadingDescriptors(i);
        StringBuilder name = new StringBuilder();
        int segmentStart = i;
        int k = i;
        int commentStart = n;
        int listEnd = -1;
        while (k < n) {
            if (t.isPunct(k)) {
                char c = t.punct(k);
                if (c == '(' || c == '[') {
                    int close = closing(k);
                    if (close > 0 && isPureMeasure(k + 1, close)) {
                        appendSegment(name, segmentStart, k);
                        segmentStart = close + 1;
                        k = close + 1;
                        continue;
                    }
                    boolean named = name.length() + (k - segmentStart) > 0;
                    boolean endsName = close + 1 >= n || t.isPunct(close + 1, ',') || t.isPunct(close + 1, ';');
                    if (close > 0 && named && shortAside(k + 1, close) && (endsName || continuesName(close + 1))) {
                        // "plain (all-purpose) flour", "besan (chickpea flour)", "heavy cream (or yogurt)":
                        // a short aside is part of what the writer calls the ingredient.
                        k = close + 1;
                        continue;
                    }
                    if (close > 0 && named && continuesName(close + 1)) {
                        appendSegment(name, segmentStart, k);
                        pieces.add(new Piece(k, t.span(k + 1, close)));
                        segmentStart = close + 1;
                        k = close + 1;
                        continue;
                    }
                    commentStart = k;
                    break;
                }
                if (c == ',' && k > listEnd && k > segmentStart) {
                    int end = listInName(k);
                    if (end > k) {
                        listEnd = end;
                        k++;
                        continue;
                    }
                }
                if (c == ',' && k < listEnd) {
                    k++;
                    continue;
                }
                if (c == ',' || c == ';' || c == ':' || c == '+' || c == '*' || c == '|') {
                    commentStart = k;
                    break;
                }
                if ((c == '-' || c == '/') && !t.attached(k) && !t.attached(k + 1) && k > segmentStart) {
                    commentStart = k; // "salt - to taste"
                    break;
                }
                k++;
                continue;
            }
            if (t.isWord(k) && k > segmentStart && opensComment(k)) {
                commentStart = k;
                break;
            }
            if (t.isWord(k) && k > segmentStart && Words.ADVERBS.contains(t.word(k)) && t.isWord(k + 1)
                    && isDescriptor(k + 1) && t.isWord(k + 2) && !namesProduct(k + 1)) {
                // "sea salt and freshly ground black pepper": the preparation goes to the comment.
                appendSegment(name, segmentStart, k);
                pieces.add(new Piece(k, t.span(k, k + 2)));
                segmentStart = k + 2;
                k += 2;
                continue;
            }
            k++;
        }
        commentStart = trailingPreparation(segmentStart, commentStart);
        int nameEnd = commentStart;
        if (quantity != null && unit == null) {
            nameEnd = postfixUnit(segmentStart, commentStart);
        }
        appendSegment(name, segmentStart, nameEnd);
        String nameText = trimName(name.toString());
        String rest = commentStart < n ? t.text.substring(t.start[commentStart]) : "";
        return new String[] {nameText, rest};
    }

    /** Count words that may follow the name ("2 garlic cloves", "3 celery stalks", "10 thyme sprigs"). */
    private static final Set<String> POSTFIX_UNITS = Set.of(
            "clove", "cloves", "stalk", "stalks", "sprig", "sprigs", "bulb", "bulbs", "slice", "slices", "spear",
            "spears", "sheet", "sheets", "rib", "ribs", "head", "heads", "ear", "ears", "bunch", "bunches",
            "strip", "strips", "rasher", "rashers");

    /**
     * "2 garlic cloves": when a count word ends the name and there is no unit yet, it is the unit, and the words
     * before it the name. Answers the new end of the name.
     */
    private int postfixUnit(int from, int end) {
        int last = end - 1;
        while (last > from && t.isPunct(last)) {
            last--;
        }
        if (last <= from || !t.isWord(last) || !POSTFIX_UNITS.contains(t.word(last)) || !t.isWord(last - 1)) {
            return end;
        }
        UnitLexicon.Meaning meaning = UnitLexicon.lookup(t.word(last), t.original(last));
        if (meaning == null || meaning.unit() == null || t.isWord(last - 1, "whole")) {
            return end;
        }
        unit = meaning.unit();
        unitFactor = meaning.factor();
        return last;
    }

    /** Moves preparation words that end the name ("unsalted butter packed", "egg yolk mixed") to the comment. */
    private int trailingPreparation(int from, int end) {
        int last = end;
        while (last - 1 > from && t.isWord(last - 1)
                && (Words.PREPARATION.contains(t.word(last - 1)) || t.isWord(last - 1, "mixed"))
                && !namesProduct(last - 2)) {
            last--;
        }
        return last;
    }

    /**
     * At a comma inside the name: is it a list that is the name ("Gruyère, Comté, or Swiss cheese", "boneless,
     * skinless chicken thighs")? Answers the index where the list ends, or {@code comma} when the comma opens the
     * comment.
     */
    private int listInName(int comma) {
        String before = t.word(comma - 1);
        if (before != null && LIST_ADJECTIVES.contains(before) && startsNamePart(comma + 1)) {
            return segmentEnd(comma + 1);
        }
        int k = comma;
        for (int segments = 0; segments < 5 && t.isPunct(k, ','); segments++) {
            int start = k + 1;
            boolean joined = t.isWord(start, "or") || t.isWord(start, "and") || t.isWord(start, "and/or");
            int first = joined ? start + 1 : start;
            if (!startsNamePart(first)) {
                return comma;
            }
            int end = segmentEnd(first);
            if (joined) {
                return end;
            }
            k = end;
        }
        return comma;
    }

    /** Adjectives that writers separate with commas before the noun ("boneless, skinless", "dry, curly"). */
    private static final Set<String> LIST_ADJECTIVES = Set.of(
            "boneless", "skinless", "skin-on", "bone-in", "dry", "dried", "thin", "thick", "strong", "hot", "cold",
            "soft", "firm", "ripe", "fresh", "sweet", "mild", "crisp", "crusty", "plain", "unsalted", "salted",
            "raw", "long", "short", "juicy", "small", "large", "medium", "lg", "sm", "md", "good", "day-old",
            "stale", "hearty", "peeled", "unpeeled", "organic", "wild", "lean", "fatty", "smoked", "aged", "young",
            "mature", "sharp", "creamy", "crunchy", "flaky", "coarse", "fine", "whole", "cooked", "uncooked",
            "filtered", "sparkling", "still", "leftover", "unsweetened", "sweetened", "rustic", "industrial",
            "curly", "flat", "white", "red", "green", "yellow", "black", "brown", "dark", "light", "heavy",
            "seedless", "pitted", "low-sodium", "reduced-sodium", "full-fat", "low-fat", "nonfat", "fat-free");

    /** Whether a list item starts at i: a word that is neither a comment opener nor preparation. */
    private boolean startsNamePart(int i) {
        String word = t.word(i);
        return word != null && !COMMENT_WORDS.contains(word) && !Words.PREPARATION.contains(word)
                && !Words.ADVERBS.contains(word) && !word.equals("or") && !word.equals("and")
                && !word.equals("about") && !word.equals("each") && !word.equals("then") && !word.equals("but")
                && !word.equals("the") && !word.equals("leaves") && !word.equals("stems") && !word.equals("if")
                && !word.equals("not") && !word.equals("any") && !word.equals("ideally")
                && !NUMBER_WORDS.containsKey(word);
    }

    /** The end of a list item: the next comma, parenthesis or comment opener. */
    private int segmentEnd(int i) {
        int k = i;
        while (k < n) {
            if (t.isPunct(k) && t.punct(k) != '-' && t.punct(k) != '\'' && t.punct(k) != '.') {
                return k;
            }
            if (t.isNumber(k) || (k > i && t.isWord(k) && opensComment(k))) {
                return k;
            }
            k++;
        }
        return k;
    }

    /** A short aside with nothing of a comment in it: up to three words, no numbers, no commas. */
    private boolean shortAside(int from, int to) {
        if (to - from > 3 || to <= from || !t.isWord(from)) {
            return false;
        }
        for (int k = from; k < to; k++) {
            if (!t.isWord(k) || COMMENT_WORDS.contains(t.word(k)) || ASIDE_WORDS.contains(t.word(k))
                    || Words.PREPARATION.contains(t.word(k))) {
                return false;
            }
        }
        return true;
    }

    private static final Set<String> ASIDE_WORDS = Set.of(
            "recipe", "follows", "note", "notes", "below", "above", "page", "about", "approximately", "divided",
            "optional", "homemade", "store-bought", "storebought", "each", "total", "ounces", "ounce", "grams",
            "g", "oz", "lb", "pounds", "cups", "cup", "tablespoons", "teaspoons", "ml", "also", "known",
            "called", "sold", "available", "any", "kind", "type", "brand", "preferably", "ideally", "such",
            "see", "headnote", "photo", "left", "right", "unless", "not", "don't");

    private void appendSegment(StringBuilder name, int from, int to) {
        if (from >= to) {
            return;
        }
        if (name.length() > 0) {
            name.append(' ');
        }
        name.append(t.span(from, to));
    }

    private boolean isPureMeasure(int from, int to) {
        int k = from;
        while (k < to && t.isWord(k) && APPROXIMATE.contains(t.word(k))) {
            k++;
        }
        if (k >= to) {
            return false;
        }
        List<Measurement> found = new ArrayList<>(2);
        while (k < to) {
            Measured measured = measured(k);
            if (measured == null || measured.next() > to) {
                return false;
            }
            found.add(measured.measurement());
            k = measured.next();
            if (k < to && (t.isPunct(k, '/') || t.isWord(k, "or") || t.isPunct(k, ',') || t.isPunct(k, '='))) {
                k++;
            }
        }
        given.addAll(found);
        return true;
    }

    /** After an aside in parentheses: does the name carry on ("plain (all-purpose) flour")? */
    private boolean continuesName(int i) {
        return t.isWord(i) && !opensComment(i) && !t.isWord(i, "or") && !t.isWord(i, "and");
    }

    private boolean opensComment(int k) {
        String word = t.word(k);
        if (!COMMENT_WORDS.contains(word)) {
            return word.equals("or") && isOrComment(k + 1);
        }
        String next = t.word(k + 1);
        return switch (word) {
            case "to" -> "taste".equals(next) || "serve".equals(next) || "garnish".equals(next)
                    || "finish".equals(next) || "decorate".equals(next) || "top".equals(next);
            case "as" -> "needed".equals(next) || "required".equals(next) || "desired".equals(next)
                    || "necessary".equals(next) || "garnish".equals(next);
            case "if" -> true;
            case "at" -> "room".equals(next);
            case "room" -> "temperature".equals(next);
            case "such" -> "as".equals(next);
            case "like" -> true;
            case "with" -> true;
            case "without" -> true;
            case "from" -> true;
            case "see" -> true;
            case "including" -> true;
            case "plus" -> true;
            case "for" -> true;
            default -> PREPARATION_OPENERS.contains(word) && !continuesAfterPreparation(k + 1)
                    && !namesProduct(k) && !namesProduct(k - 1);
        };
    }

    /**
     * After a preparation word inside the name: does a noun follow, making the word an adjective ("frozen chopped
     * spinach") rather than the start of the comment ("onion chopped into wedges")?
     */
    private boolean continuesAfterPreparation(int i) {
        String next = t.word(i);
        return next != null && !CONNECTORS.contains(next) && !Words.PREPARATION.contains(next)
                && !Words.ADVERBS.contains(next) && !COMMENT_WORDS.contains(next);
    }

    private static final Set<String> CONNECTORS = Set.of(
            "and", "or", "into", "in", "with", "to", "for", "on", "at", "then", "lengthwise", "crosswise", "until",
            "before", "after", "just", "very", "as", "by", "from", "off", "thin", "thick", "small", "large",
            "fine", "finely", "about", "up", "through", "across", "along", "against", "over", "under");

    /** Preparation words that open the comment when they follow the name ("garlic minced", "onion thinly sliced"). */
    private static final Set<String> PREPARATION_OPENERS = Set.of(
            "optional", "optionally", "divided", "preferably", "ideally", "cut", "sliced", "chopped", "minced",
            "diced", "grated", "peeled", "halved", "quartered", "thinly", "finely", "roughly", "coarsely", "torn",
            "trimmed", "rinsed", "drained", "softened", "melted", "beaten", "crushed", "lightly", "cubed",
            "shredded", "julienned", "seeded", "pitted", "deveined", "cleaned", "stemmed", "cored", "removed",
            "thawed", "washed", "warmed", "reserved", "zested", "juiced", "squeezed");

    private boolean isOrComment(int i) {
        String next = t.word(i);
        return "more".equals(next) || "to".equals(next) && "taste".equals(t.word(i + 1)) || "as".equals(next)
                || "so".equals(next) || "less".equals(next) || t.isNumber(i)
                || next != null && NUMBER_WORDS.containsKey(next) && !next.equals("half");
    }

    /**
     * Moves preparation and size words from the front of the name to the comment ("finely chopped fresh
     * chives" keeps "fresh chives"), unless the words name a product ("crushed red pepper", "toasted sesame
     * oil") or nothing would be left.
     */
    private int stripLeadingDescriptors(int i) {
        int k = i;
        int lastWord = lastNameWord(i);
        while (k < lastWord) {
            String word = t.word(k);
            if (word == null) {
                if ((t.isPunct(k, ',') || t.isPunct(k, '-')) && k > i && isDescriptor(k + 1)) {
                    k++;
                    continue;
                }
                break;
            }
            if ((word.equals("and") || word.equals("or") || word.equals("&")) && k > i
                    && (isDescriptor(k + 1) || Words.ADVERBS.contains(t.word(k + 1)) && isDescriptor(k + 2))) {
                k++;
                continue;
            }
            if (Words.ADVERBS.contains(word) && k + 1 < lastWord && isDescriptor(k + 1)) {
                k++;
                continue;
            }
            if (!isDescriptor(k) || namesProduct(k)) {
                break;
            }
            k++;
        }
        if (k > i) {
            pieces.add(new Piece(i, t.span(i, k)));
        }
        return k;
    }

    private boolean isDescriptor(int k) {
        String word = t.word(k);
        if (word == null) {
            return false;
        }
        if (Words.PREPARATION.contains(word) || Words.SIZES.contains(word)) {
            return true;
        }
        // After an adverb any participle is preparation ("freshly ground", "thinly shaved").
        String before = t.word(k - 1);
        return before != null && Words.ADVERBS.contains(before) && (word.endsWith("ed") || word.equals("ground"));
    }

    /** The index after the last word before the comment would start, so stripping never empties the name. */
    private int lastNameWord(int i) {
        int last = i;
        for (int k = i; k < n; k++) {
            if (t.isPunct(k, ',') && isDescriptor(k - 1) && t.isWord(k + 1)
                    && (isDescriptor(k + 1) || Words.ADVERBS.contains(t.word(k + 1)))) {
                continue; // "peeled, grated fresh ginger"
            }
            if (t.isPunct(k, ',') || t.isPunct(k, '(') || t.isPunct(k, ';')) {
                break;
            }
            if (t.isWord(k)) {
                last = k;
            }
        }
        return last;
    }

    /** Whether the words from k on begin a grocery name that keeps its preparation word ("crushed tomatoes"). */
    private boolean namesProduct(int k) {
        List<String> words = new ArrayList<>(4);
        for (int j = k; j < n && j < k + 4 && t.isWord(j); j++) {
            words.add(Words.singular(t.word(j)));
            if (words.size() >= 2 && CategoryDictionary.INSTANCE.contains(words)) {
                return true;
            }
        }
        return false;
    }

    private static String trimName(String name) {
        int start = 0;
        int end = name.length();
        while (start < end && " ,.;:-*/".indexOf(name.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && " ,.;:-*/".indexOf(name.charAt(end - 1)) >= 0) {
            end--;
        }
        String trimmed = name.substring(start, end);
        if (trimmed.regionMatches(true, 0, "of ", 0, 3)) {
            trimmed = trimmed.substring(3);
        }
        return trimmed;
    }

    private String comment(String rest) {
        StringBuilder comment = new StringBuilder();
        pieces.sort((a, b) -> Integer.compare(a.at(), b.at()));
        for (Piece piece : pieces) {
            appendComment(comment, piece.text());
        }
        appendComment(comment, rest);
        return comment.isEmpty() ? null : comment.toString();
    }

    private static void appendComment(StringBuilder comment, String piece) {
        String cleaned = cleanComment(piece);
        if (cleaned.isEmpty()) {
            return;
        }
        if (!comment.isEmpty()) {
            comment.append(", ");
        }
        comment.append(cleaned);
    }

    private static String cleanComment(String piece) {
        int start = 0;
        int end = piece.length();
        while (start < end && " ,;:-+*|".indexOf(piece.charAt(start)) >= 0) {
            start++;
        }
        while (end > start && " ,;:-".indexOf(piece.charAt(end - 1)) >= 0) {
            end--;
        }
        String cleaned = piece.substring(start, end);
        if (cleaned.length() >= 2 && (cleaned.charAt(0) == '(' || cleaned.charAt(0) == '[')
                && (cleaned.endsWith(")") || cleaned.endsWith("]")) && cleaned.indexOf(')') == cleaned.length() - 1) {
            cleaned = cleaned.substring(1, cleaned.length() - 1).strip();
        }
        return cleaned;
    }
}
