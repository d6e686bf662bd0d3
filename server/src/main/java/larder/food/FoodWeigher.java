package larder.food;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.Measurement;
import larder.ingredient.Unit;

/**
 * The weight of a line's amount of a food, from SR28's portions: a mass converts directly; a volume goes through
 * the food's cup, tbsp or tsp weight (the one whose words the line shares, "cup, chopped" for "1 cup chopped
 * onion"); a count goes through the portion the line names ("clove", "slice", "stick") or, for a bare count, its
 * size word ("2 large eggs") or else the food's medium piece. Where the food lists no such portion, a volume falls
 * back to the ingredient module's densities; anything else has no weight.
 */
final class FoodWeigher {

    private static final double ML_PER_CUP = 236.5882365;
    private static final double ML_PER_TBSP = ML_PER_CUP / 16;
    private static final double ML_PER_TSP = ML_PER_TBSP / 3;
    private static final double ML_PER_FL_OZ = ML_PER_TBSP * 2;
    /** A pinch is a sixteenth of a teaspoon and a dash an eighth, as measuring-spoon sets mark them. */
    private static final double ML_PER_PINCH = ML_PER_TSP / 16;
    private static final double ML_PER_DASH = ML_PER_TSP / 8;
    private static final List<String> SIZES = List.of("extra large", "jumbo", "large", "medium", "small");
    /** The measures a count unit may go by in SR28: a "stick" of celery is its stalk, a "package" of yeast a packet. */
    private static final java.util.Map<String, List<String>> SYNONYMS = java.util.Map.of(
            "stick", List.of("stick", "stalk"), "package", List.of("package", "packet", "pkg"),
            "can", List.of("can"), "slice", List.of("slice", "rasher"), "head", List.of("head"));
    /** Parts a line names that SR28 lists as a portion ("2 chicken thighs", "4 plum tomatoes", "1 celery stalk"). */
    private static final Set<String> NAMED_PARTS = Set.of("stalk", "breast", "thigh", "drumstick", "wing",
            "fillet", "link", "patty", "spear", "leaf", "sprig", "floweret", "floret", "plum", "cherry", "clove",
            "slice", "strip", "tortilla", "anchovy", "leek", "head", "steak", "chop", "ear", "pepper", "cucumber",
            "eggplant", "avocado", "sweetpotato", "bulb", "piece", "lemon", "lime", "fruit", "egg", "bagel", "pita",
            "muffin", "banana", "apple", "orange", "peach", "pear", "potato", "onion", "carrot", "shallot", "can");
    /** A line's word for a piece that SR28 calls otherwise: a rasher of bacon is a slice. */
    private static final java.util.Map<String, String> ALIASES = java.util.Map.of("rasher", "slice",
            "stick", "stalk", "tin", "can");
    /** Preparations a portion may name that make it weigh differently from the plain measure. */
    private static final Set<String> PREPARED = Set.of("whipped", "packed", "chopped", "sliced", "slices", "diced",
            "grated", "shredded", "mashed", "melted", "crumbled", "cubes", "cubed", "pieces", "halves", "ground",
            "crushed", "minced", "pureed", "strips", "chunks", "sifted", "spooned", "stirred", "whole", "sections",
            "quartered", "cooked", "drained", "flaked", "rings", "balls", "dry");
    /** Measures that are not one piece of the food. */
    private static final Set<String> NOT_PIECES = Set.of("cup", "tbsp", "tsp", "fl", "oz", "lb", "serving", "nlea",
            "package", "container", "can", "jar", "bottle", "pat", "portion", "pkg", "quart", "pint", "gallon",
            "liter", "ml", "g", "bag", "box", "tablespoon", "teaspoon", "dash", "pinch", "recipe", "batch", "yield",
            "cubic", "sprig", "leaf", "leaves", "slice", "clove", "stick", "stalk", "head", "bunch", "spear", "strip",
            "pieces", "wedge", "ring", "rings", "floweret", "sheet", "patty", "fillet", "steak",
            "breast", "thigh", "drumstick", "wing", "chop", "roast", "rack", "lemon", "wedges", "miniature",
            "individual", "yields", "sprigs", "raisins", "crust", "surface", "stalks", "slices", "cloves");

    private FoodWeigher() {
    }

    /** The grams of the line's amount of the food, or empty when the line has no weight for it. */
    static OptionalDouble grams(AnalysedIngredient line, Food food, java.util.function.Function<Food, List<Food>> similar) {
        return grams(line, food, similar, true);
    }

    /**
     * The grams SR28's portions alone give (the food's own, or its kin's), without the density table: for measuring
     * one source of weights against the other (WeightSourcesTest, docs/nutrition.md). Null when they give none.
     */
    static Double portionsOnly(AnalysedIngredient line, Food food, java.util.function.Function<Food, List<Food>> similar) {
        OptionalDouble grams = grams(line, food, similar, false);
        return grams.isPresent() ? grams.getAsDouble() : null;
    }

    private static OptionalDouble grams(AnalysedIngredient line, Food food,
                                        java.util.function.Function<Food, List<Food>> similar, boolean densities) {
        OptionalDouble own = grams(line, food, densities);
        if (own.isPresent() || line.unit() == null || line.unit().family() != Unit.Family.VOLUME) {
            return own;
        }
        // SR28 weighs raw cashews only by the ounce: a cup goes through the cup of its roasted kin.
        for (Food kin : similar.apply(food)) {
            OptionalDouble through = grams(line, kin, densities);
            if (through.isPresent()) {
                return through;
            }
        }
        return own;
    }

    private static OptionalDouble grams(AnalysedIngredient line, Food food, boolean densities) {
        double quantity = quantity(line);
        Unit unit = line.unit();
        Measurement size = line.size() != null ? line.size() : statedSize(line);
        if (size != null && size.unit().family() == Unit.Family.MASS
                && (unit == null || unit.family() == Unit.Family.COUNT)) {
            // "1 (14 oz) can", "1 whole chicken (about 4 lb)", "4 salmon fillets (6 oz each)": the weight of one.
            return OptionalDouble.of(quantity * size.quantity() * size.unit().baseFactor());
        }
        if (unit == null || unit == Unit.PIECE) {
            if (line.size() != null && line.size().unit().family() != Unit.Family.COUNT) {
                return scaled(weigh(line.size(), line, food, densities), quantity);
            }
            return scaled(piece(line, food), quantity);
        }
        return switch (unit.family()) {
            case MASS, VOLUME -> weigh(new Measurement(quantity, unit), line, food, densities);
            case COUNT -> switch (unit) {
                case PINCH -> byVolume(quantity * ML_PER_PINCH, line, food, densities);
                case DASH -> byVolume(quantity * ML_PER_DASH, line, food, densities);
                default -> line.size() != null && line.size().unit().family() != Unit.Family.COUNT
                        ? scaled(weigh(line.size(), line, food, densities), quantity)
                        : scaled(portion(food, unit.code(), line), quantity);
            };
            // "2.5cm piece ginger": a length says nothing of weight that SR28's portions could turn into grams.
            case LENGTH -> OptionalDouble.empty();
        };
    }

    private static final java.util.regex.Pattern STATED = java.util.regex.Pattern.compile(
            "\\(\\s*(?:about|approx\\.?|approximately|around|roughly)?\\s*([0-9]+(?:[.,][0-9]+)?)\\s*"
                    + "(g|grams?|kg|oz|ounces?|lbs?|pounds?)\\b[^)]*\\)");

    /** A weight the line states in parentheses where the analyser found none: "(about 1kg)", "(15 oz)". */
    private static Measurement statedSize(AnalysedIngredient line) {
        java.util.regex.Matcher m = STATED.matcher(line.text().toLowerCase(Locale.ROOT));
        if (!m.find()) {
            return null;
        }
        double amount = Double.parseDouble(m.group(1).replace(',', '.'));
        if (!(amount > 0)) {
            return null;
        }
        Unit unit = switch (m.group(2).charAt(0)) {
            case 'g' -> Unit.G;
            case 'k' -> Unit.KG;
            case 'o' -> Unit.OZ;
            default -> Unit.LB;
        };
        return new Measurement(amount, unit);
    }

    private static double quantity(AnalysedIngredient line) {
        if (line.quantity() == null) {
            return Double.NaN;
        }
        // A range ("2-3 cloves") is counted at its middle.
        return line.quantityMax() == null ? line.quantity() : (line.quantity() + line.quantityMax()) / 2;
    }

    private static OptionalDouble scaled(OptionalDouble one, double quantity) {
        return one.isPresent() ? OptionalDouble.of(one.getAsDouble() * quantity) : one;
    }

    private static OptionalDouble weigh(Measurement amount, AnalysedIngredient line, Food food, boolean densities) {
        return switch (amount.unit().family()) {
            case MASS -> OptionalDouble.of(amount.quantity() * amount.unit().baseFactor());
            case VOLUME -> byVolume(amount.quantity() * amount.unit().baseFactor(), line, food, densities);
            case COUNT, LENGTH -> OptionalDouble.empty();
        };
    }

    /**
     * Millilitres to grams through the food's own volume portion that fits the line best, else (with
     * {@code densities}) through the ingredient module's density table.
     */
    private static OptionalDouble byVolume(double ml, AnalysedIngredient line, Food food, boolean densities) {
        // What the line says beyond the food's name ("sliced", "packed"): "whipping cream" asks for no whipped cup.
        Set<String> lineWords = stems(line.text());
        lineWords.removeAll(stems(line.name()));
        Portion best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Portion portion : food.portions()) {
            double perOne = mlOf(portion.description());
            if (Double.isNaN(perOne)) {
                continue;
            }
            List<String> words = FoodWords.of(plain(portion.description()));
            int score = 0;
            for (String word : words.subList(1, words.size())) {
                if (lineWords.contains(stem(word))) {
                    score += 3;
                } else if (PREPARED.contains(word)) {
                    score -= 1;
                }
            }
            // A line's own measure, else the largest, is the most exact weight SR28 gives.
            if (line.unit() != null && words.getFirst().equals(line.unit().code())) {
                score += 2;
            } else if (words.getFirst().equals("cup")) {
                score += 1;
            }
            if (score > bestScore) {
                best = portion;
                bestScore = score;
            }
        }
        if (best != null) {
            return OptionalDouble.of(ml * best.grams() / (best.amount() * mlOf(best.description())));
        }
        if (!densities) {
            return OptionalDouble.empty();
        }
        Optional<Measurement> dense = new Measurement(ml, Unit.ML).to(Unit.G, line.name());
        return dense.isPresent() ? OptionalDouble.of(dense.get().quantity()) : OptionalDouble.empty();
    }

    /** A measure without the words that say it is the usual way ("cup (not packed)" is a cup). */
    private static String plain(String description) {
        return description.toLowerCase(Locale.ROOT).replaceAll("\\(.*", "").replace("not packed", "")
                .replace("unpacked", "");
    }

    /** Words compared by their first five letters, so "sliced" meets "slices" and "chopped" meets "chopped". */
    private static Set<String> stems(String text) {
        Set<String> stems = new java.util.HashSet<>();
        for (String word : FoodWords.of(text)) {
            stems.add(stem(word));
        }
        return stems;
    }

    private static String stem(String word) {
        return word.length() > 5 ? word.substring(0, 5) : word;
    }

    /** The millilitres of one of a measure ("cup, chopped" is 236.6), or NaN when it is not a volume. */
    static double mlOf(String description) {
        List<String> words = FoodWords.of(description);
        if (words.isEmpty()) {
            return Double.NaN;
        }
        return switch (words.getFirst()) {
            case "cup", "cups" -> ML_PER_CUP;
            case "tbsp", "tablespoon" -> ML_PER_TBSP;
            case "tsp", "teaspoon" -> ML_PER_TSP;
            case "fl" -> words.size() > 1 && words.get(1).equals("oz") ? ML_PER_FL_OZ : Double.NaN;
            default -> Double.NaN;
        };
    }

    /**
     * One piece: the portion that names what the line names ("plum tomato", "stalk", "thigh"), else the size the line
     * says ("1 small onion"), else a medium one, a plain piece ("fruit", "potato"), then large, then small. Eggs are
     * large unless the line says otherwise, as American and British recipes mean.
     */
    private static OptionalDouble piece(AnalysedIngredient line, Food food) {
        return bestPiece(line, food, null);
    }

    /** One of the count unit the line names ("clove", "slice", "stick"), or empty when the food lists none. */
    private static OptionalDouble portion(Food food, String measure, AnalysedIngredient line) {
        return bestPiece(line, food, measure);
    }

    private static OptionalDouble bestPiece(AnalysedIngredient line, Food food, String measure) {
        Set<String> named = new java.util.HashSet<>();
        for (String word : FoodWords.of(line.text())) {
            named.add(ALIASES.getOrDefault(singular(word), singular(word)));
        }
        String size = null;
        String text = " " + String.join(" ", FoodWords.of(line.text())) + " ";
        for (String candidate : SIZES) {
            if (text.contains(" " + candidate + " ")) {
                size = candidate;
                break;
            }
        }
        if (size == null && measure == null && food.name().startsWith("Egg,")) {
            size = "large";
        }
        Set<String> wanted = measure == null ? Set.of() : Set.copyOf(SYNONYMS.getOrDefault(measure, List.of(measure)));
        Portion best = null;
        int bestScore = 0;
        for (Portion portion : food.portions()) {
            String description = portion.description().toLowerCase(Locale.ROOT);
            List<String> words = FoodWords.of(description.replaceAll("\\(.*", ""));
            if (words.isEmpty() || !Double.isNaN(mlOf(description))) {
                continue;
            }
            String first = words.getFirst();
            int score;
            if (measure != null) {
                if (words.stream().noneMatch(word -> wanted.contains(singular(word)))) {
                    continue;
                }
                score = 20;
            } else if (words.stream().anyMatch(word -> NAMED_PARTS.contains(singular(word))
                    && named.contains(singular(word)))) {
                // "tortilla" itself before "tortilla medium (approx 6\" dia)": SR28 lists the usual one plainly.
                score = words.size() == 1 ? 22 : 20;
            } else if (NOT_PIECES.contains(first) || Character.isDigit(first.charAt(0))) {
                continue;
            } else {
                score = 1;
            }
            String described = " " + String.join(" ", words) + " ";
            boolean extra = described.contains(" extra ");
            if (size != null && described.contains(" " + size + " ") && extra == size.startsWith("extra")) {
                score += 10;
            }
            if (described.contains(" medium ")) {
                score += 6;
            } else if (extra) {
                score += 1;
            } else if (described.contains(" large ")) {
                score += 3;
            } else if (described.contains(" small ")) {
                score += 2;
            } else {
                score += 5;
            }
            if (score > bestScore) {
                best = portion;
                bestScore = score;
            }
        }
        return best == null ? OptionalDouble.empty() : OptionalDouble.of(best.gramsPerOne());
    }

    private static String singular(String word) {
        return word.endsWith("s") && word.length() > 3 ? word.substring(0, word.length() - 1) : word;
    }
}
