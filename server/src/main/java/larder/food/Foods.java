package larder.food;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import larder.ingredient.AnalysedIngredient;

/**
 * The food module's API: the table, the link from an analysed line to a food and its grams, and the nutrition of a
 * set of lines. One instance, built at start-up; thread-safe.
 */
public final class Foods {

    /** Bumped whenever the matcher's rules change, so that links stored under older rules are derived again. */
    static final int MATCHER_RULES = 1;

    private final FoodTable table;
    private final FoodMatcher matcher;
    private final String version;

    public Foods(FoodTable table) {
        this.table = table;
        this.matcher = new FoodMatcher(table);
        this.version = table.digest() + "." + MATCHER_RULES;
    }

    /** Loads the shipped table: a few hundred milliseconds, once. */
    public static Foods load() {
        return new Foods(FoodTable.load());
    }

    public FoodTable table() {
        return table;
    }

    /**
     * The version of the table and the matcher together: a link stored under another version is derived again when
     * it is read.
     */
    public String version() {
        return version;
    }

    public Optional<Food> byId(String id) {
        return table.byId(id);
    }

    /** The food a name means, or empty (no food rather than a wrong one). */
    public Optional<Food> match(String name) {
        return matcher.match(name);
    }

    /** A line as food: its food, its weight, and whether it counts. */
    public FoodLink link(AnalysedIngredient line) {
        Optional<Food> food = matcher.match(line.name(), measuredCooked(line));
        if (food.isEmpty()) {
            return new FoodLink(null, null, FoodLink.Reason.NO_FOOD);
        }
        if (line.quantity() == null) {
            // Water adds nothing whatever its amount, so a line of it counts, as zero.
            return new FoodLink(food.get(), null, isWater(food.get()) ? null : FoodLink.Reason.NO_AMOUNT);
        }
        OptionalDouble grams = FoodWeigher.grams(line, food.get());
        if (grams.isEmpty()) {
            return new FoodLink(food.get(), null, isWater(food.get()) ? null : FoodLink.Reason.NO_WEIGHT);
        }
        return new FoodLink(food.get(), grams.getAsDouble(), null);
    }

    /** The nutrition of some lines for some servings (contract section 14). */
    public Nutrition nutrition(List<AnalysedIngredient> lines, double servings) {
        List<Nutrition.Line> out = new ArrayList<>(lines.size());
        for (AnalysedIngredient line : lines) {
            out.add(new Nutrition.Line(line.text(), link(line)));
        }
        return Nutrition.of(out, servings);
    }

    /** "2 cups cooked rice": the canonical name drops "cooked", but the weight of a cup depends on it. */
    private static boolean measuredCooked(AnalysedIngredient line) {
        return line.unit() != null && line.unit().family() == larder.ingredient.Unit.Family.VOLUME
                && FoodWords.of(line.text()).contains("cooked");
    }

    private static boolean isWater(Food food) {
        return food.name().startsWith("Beverages, water") || food.name().startsWith("Water,");
    }
}
