package larder.ingredient;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The spellings of units found in recipes, mapped to the canonical units. Keys are lower case with dots removed and
 * words joined by one space ("fl oz"), so "fl. oz.", "FL OZ" and "fl.oz" meet the same entry.
 */
final class UnitLexicon {

    /**
     * What a unit word means. {@code unit} is null for measure words that have no canonical code ("scoop",
     * "dollop"): the analyser takes them out of the name and keeps them in the comment. {@code factor} converts to
     * the canonical unit ("2 dl" is 200 ml).
     */
    record Meaning(Unit unit, double factor) {
    }

    /** Longest spelling, in words, so the analyser knows how far to look ahead. */
    static final int MAX_WORDS = 2;

    private static final Map<String, Meaning> SPELLINGS = new HashMap<>();

    /** Words that qualify a unit ("1 heaping cup", "2 lg cloves") and go to the comment. */
    static final Set<String> UNIT_ADJECTIVES = Set.of(
            "heaping", "heaped", "scant", "level", "rounded", "generous", "good", "large", "lg", "big", "small", "sm",
            "medium", "md", "med", "thick", "thin", "full", "whole", "little", "short", "long", "extra-large",
            "fat", "healthy", "very", "thumb-size", "thumb-sized", "standard");

    static {
        unit(Unit.G, "g", "gr", "grs", "grm", "grms", "gm", "gms", "gram", "grams", "gramme", "grammes");
        unit(Unit.KG, "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes");
        unit(Unit.OZ, "oz", "ozs", "ounce", "ounces", "onzas", "wt oz");
        unit(Unit.LB, "lb", "lbs", "pound", "pounds");
        unit(Unit.ML, "ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "cc");
        unit(Unit.L, "l", "lt", "ltr", "ltrs", "litre", "litres", "liter", "liters");
        unit(Unit.TSP, "tsp", "tsps", "tspn", "tspns", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls",
                "ts", "tsb", "tea spoon", "tea spoons");
        unit(Unit.TBSP, "tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tblspn", "tbsn", "tbspn",
                "tablespoon", "tablespoons", "tablespoonful", "tablespoonfuls", "tb", "table spoon",
                "table spoons");
        unit(Unit.CUP, "c", "cup", "cups", "cupful", "cupfuls", "cp");
        unit(Unit.FL_OZ, "fl oz", "floz", "fl ozs", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces",
                "fluid oz");
        unit(Unit.PINT, "pint", "pints", "pt", "pts");
        unit(Unit.QUART, "quart", "quarts", "qt", "qts");
        unit(Unit.GALLON, "gallon", "gallons", "gal", "gals");
        unit(Unit.PIECE, "piece", "pieces", "pc", "pcs", "stalk", "stalks", "rib", "ribs", "ear", "ears", "strip",
                "strips", "loaf", "loaves", "wedge", "wedges", "rasher", "rashers", "chunk", "chunks", "fillet",
                "fillets", "filet", "filets", "steak", "steaks", "ball", "balls", "block", "blocks", "spear", "spears",
                "sleeve", "sleeves", "cube", "cubes", "bar", "bars");
        unit(Unit.CLOVE, "clove", "cloves");
        unit(Unit.SLICE, "slice", "slices", "sl");
        unit(Unit.CAN, "can", "cans", "tin", "tins", "cn");
        unit(Unit.JAR, "jar", "jars");
        unit(Unit.PACKAGE, "package", "packages", "pkg", "pkgs", "pkge", "pack", "packs", "packet", "packets",
                "box", "boxes", "bag", "bags", "envelope", "envelopes", "carton", "cartons", "container",
                "containers", "tub", "tubs", "sachet", "sachets", "punnet", "punnets", "pouch", "pouches", "pkt",
                "pkts", "bottle", "bottles");
        unit(Unit.BUNCH, "bunch", "bunches", "bn", "bnch");
        unit(Unit.SPRIG, "sprig", "sprigs", "spg");
        unit(Unit.STICK, "stick", "sticks");
        unit(Unit.HEAD, "head", "heads", "bulb", "bulbs");
        unit(Unit.PINCH, "pinch", "pinches", "pn");
        unit(Unit.DASH, "dash", "dashes", "splash", "splashes", "ds");
        unit(Unit.HANDFUL, "handful", "handfuls");
        unit(Unit.DROP, "drop", "drops");
        unit(Unit.SHEET, "sheet", "sheets");
        unit(Unit.KNOB, "knob", "knobs");
        unit(Unit.CM, "cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters");
        // "in" is a unit only when it is written on its number ("1in"): see at(Tokens, int).
        unit(Unit.IN, "in", "inch", "inches");
        unit(null, "scoop", "scoops", "dollop", "dollops", "shot", "shots", "squeeze", "squeezes", "sprinkle",
                "sprinkles", "glass", "glasses", "mug", "mugs", "sack", "sacks", "bowl", "bowls", "dusting", "drizzle", "drizzles",
                "sprinkling", "recipe", "recipes", "batch", "batches", "part", "parts", "portion", "portions",
                "serving", "servings", "crack", "cracks", "grind", "grinds", "pat", "pats", "nub", "stem", "stems",
                "leaves", "glug", "glugs", "slug", "slugs");
        scaled(Unit.ML, 100, "dl", "deciliter", "deciliters", "decilitre", "decilitres");
        scaled(Unit.ML, 10, "cl", "centiliter", "centiliters", "centilitre", "centilitres");
        scaled(Unit.G, 0.001, "mg", "milligram", "milligrams", "milligramme", "milligrammes");
    }

    private UnitLexicon() {
    }

    private static void unit(Unit unit, String... spellings) {
        scaled(unit, 1.0, spellings);
    }

    private static void scaled(Unit unit, double factor, String... spellings) {
        for (String spelling : spellings) {
            SPELLINGS.put(key(spelling), new Meaning(unit, factor));
        }
    }

    /**
     * The meaning of a spelling already reduced to the key form (lower case, no dots, single spaces), or null.
     * {@code original} is the text as written, needed only to tell "T" from "t".
     */
    static Meaning lookup(String key, String original) {
        if (key.equals("t")) {
            // Recipe convention: capital T is a tablespoon, small t a teaspoon.
            return new Meaning(original.startsWith("T") ? Unit.TBSP : Unit.TSP, 1.0);
        }
        return SPELLINGS.get(key);
    }

    /** A unit spelled at a token of a line, and the index of the first token after the spelling. */
    record Match(Meaning meaning, int next) {
    }

    /** A unit spelling starting at word i, one or two words long ("fl. oz."), with a trailing dot consumed; or null. */
    static Match at(Tokens t, int i) {
        if (!t.isWord(i)) {
            return null;
        }
        int j = i + 1;
        if (t.isPunct(j, '.') && t.attached(j)) {
            j++;
        }
        if (t.isWord(j)) {
            Meaning two = lookup(t.word(i) + " " + t.word(j), t.original(i));
            if (two != null) {
                return new Match(two, dotAfter(t, j + 1));
            }
        }
        Meaning one = lookup(t.word(i), t.original(i));
        if (one == null || t.isWord(i, "in") && !(t.isNumber(i - 1)
                && (t.attached(i) || t.fraction[i - 1] || t.isPunct(i + 1, '.') && t.attached(i + 1)))) {
            // "in" is the word far more often than the inch: only "1in", "1/2 in" (from "½in") and "1 in.", after
            // their number, are the unit.
            return null;
        }
        return new Match(one, dotAfter(t, i + 1));
    }

    private static int dotAfter(Tokens t, int i) {
        return t.isPunct(i, '.') && t.attached(i) && !t.isNumber(i + 1) ? i + 1 : i;
    }

    static Optional<Unit> unitForSpelling(String spelling) {
        if (spelling == null) {
            return Optional.empty();
        }
        String trimmed = spelling.strip();
        Optional<Unit> byCode = Unit.fromCode(trimmed);
        if (byCode.isPresent()) {
            return byCode;
        }
        Meaning meaning = lookup(key(trimmed), trimmed);
        if (meaning == null || meaning.unit() == null || meaning.factor() != 1.0) {
            return Optional.empty();
        }
        return Optional.of(meaning.unit());
    }

    /** Lower case, dots and underscores as separators, whitespace collapsed: "Fl. Oz." becomes "fl oz". */
    static String key(String spelling) {
        StringBuilder out = new StringBuilder(spelling.length());
        boolean space = false;
        for (int i = 0; i < spelling.length(); i++) {
            char c = spelling.charAt(i);
            if (c == '.' || c == '_' || Character.isWhitespace(c)) {
                space = out.length() > 0;
            } else {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
