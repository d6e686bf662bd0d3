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
    /** Measures that are not one piece of the food. */
    private static final Set<String> NOT_PIECES = Set.of("cup", "tbsp", "tsp", "fl", "oz", "lb", "serving", "nlea",
            "package", "container", "can", "jar", "bottle", "pat", "portion", "pkg", "quart", "pint", "gallon",
            "liter", "ml", "g", "bag", "box", "tablespoon", "teaspoon", "dash", "pinch", "recipe", "batch", "yield",
            "cubic", "sprig", "leaf", "leaves", "slice", "clove", "stick", "stalk", "head", "bunch", "spear", "strip",
            "piece", "pieces", "wedge", "ring", "floweret", "sheet", "link", "patty", "fillet", "steak",
            "breast", "thigh", "drumstick", "wing", "chop", "roast", "rack");

    private FoodWeigher() {
    }

    /** The grams of the line's amount of the food, or empty when the line has no weight for it. */
    static OptionalDouble grams(AnalysedIngredient line, Food food) {
        double quantity = quantity(line);
        Unit unit = line.unit();
        if (unit == null || unit == Unit.PIECE) {
            if (line.size() != null && line.size().unit().family() != Unit.Family.COUNT) {
                return scaled(weigh(line.size(), line, food), quantity);
            }
            return scaled(piece(line, food), quantity);
        }
        return switch (unit.family()) {
            case MASS, VOLUME -> weigh(new Measurement(quantity, unit), line, food);
            case COUNT -> switch (unit) {
                case PINCH -> byVolume(quantity * ML_PER_PINCH, line, food);
                case DASH -> byVolume(quantity * ML_PER_DASH, line, food);
                default -> line.size() != null && line.size().unit().family() != Unit.Family.COUNT
                        ? scaled(weigh(line.size(), line, food), quantity)
                        : scaled(portion(food, unit.code(), line), quantity);
            };
        };
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

    private static OptionalDouble weigh(Measurement amount, AnalysedIngredient line, Food food) {
        return switch (amount.unit().family()) {
            case MASS -> OptionalDouble.of(amount.quantity() * amount.unit().baseFactor());
            case VOLUME -> byVolume(amount.quantity() * amount.unit().baseFactor(), line, food);
            case COUNT -> OptionalDouble.empty();
        };
    }

    /** Millilitres to grams through the food's own volume portion that fits the line best. */
    private static OptionalDouble byVolume(double ml, AnalysedIngredient line, Food food) {
        Portion best = null;
        int bestScore = Integer.MIN_VALUE;
        Set<String> lineWords = Set.copyOf(FoodWords.of(line.text()));
        for (Portion portion : food.portions()) {
            double perOne = mlOf(portion.description());
            if (Double.isNaN(perOne)) {
                continue;
            }
            int score = 0;
            List<String> words = FoodWords.of(portion.description());
            for (String word : words.subList(1, words.size())) {
                score += lineWords.contains(word) ? 3 : -1;
            }
            if (score > bestScore) {
                best = portion;
                bestScore = score;
            }
        }
        if (best != null) {
            return OptionalDouble.of(ml * best.grams() / (best.amount() * mlOf(best.description())));
        }
        Optional<Measurement> dense = new Measurement(ml, Unit.ML).to(Unit.G, line.name());
        return dense.isPresent() ? OptionalDouble.of(dense.get().quantity()) : OptionalDouble.empty();
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

    /** One piece: the size the line names, else medium, else large, else the food's first whole piece. */
    private static OptionalDouble piece(AnalysedIngredient line, Food food) {
        String text = String.join(" ", FoodWords.of(line.text()));
        for (String size : SIZES) {
            if ((" " + text + " ").contains(" " + size + " ")) {
                OptionalDouble sized = portion(food, size, line);
                if (sized.isPresent()) {
                    return sized;
                }
            }
        }
        for (String size : List.of("medium", "large")) {
            OptionalDouble sized = portion(food, size, line);
            if (sized.isPresent()) {
                return sized;
            }
        }
        for (Portion portion : food.portions()) {
            List<String> words = FoodWords.of(portion.description());
            if (!words.isEmpty() && !NOT_PIECES.contains(words.getFirst()) && !SIZES.contains(words.getFirst())
                    && !Character.isDigit(words.getFirst().charAt(0))) {
                return OptionalDouble.of(portion.gramsPerOne());
            }
        }
        return OptionalDouble.empty();
    }

    /** One of the food's measure that starts with {@code measure} ("clove", "large"), or empty. */
    private static OptionalDouble portion(Food food, String measure, AnalysedIngredient line) {
        for (Portion portion : food.portions()) {
            String description = portion.description().toLowerCase(Locale.ROOT);
            if (description.startsWith(measure) && (description.length() == measure.length()
                    || !Character.isLetter(description.charAt(measure.length())))) {
                return OptionalDouble.of(portion.gramsPerOne());
            }
        }
        return OptionalDouble.empty();
    }
}
