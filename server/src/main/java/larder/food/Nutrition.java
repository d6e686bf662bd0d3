package larder.food;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The nutrition of a set of lines (contract section 14): the total, per serving, the share of lines counted, and
 * each line's provenance. Values are unrounded here; the web layer rounds them as a label does.
 *
 * @param servings   how many servings the total is divided into, positive
 * @param total      the sum of every counted line
 * @param lines      each line and its food link, in order
 */
public record Nutrition(double servings, Nutrients total, List<Line> lines) {

    /** The US FDA's reference daily values for adults, per nutrient of {@link Nutrients}; absent ones have none. */
    private static final Map<String, Double> DAILY_VALUES = referenceValues();

    public Nutrition {
        if (!(servings > 0) || Double.isInfinite(servings)) {
            throw new IllegalArgumentException("servings must be positive, not " + servings);
        }
        lines = List.copyOf(lines);
    }

    /** One line: its text as given, and what it is as food. */
    public record Line(String text, FoodLink link) {
    }

    static Nutrition of(List<Line> lines, double servings) {
        Nutrients total = Nutrients.ZERO;
        for (Line line : lines) {
            total = total.plus(line.link().nutrients());
        }
        return new Nutrition(servings, total, lines);
    }

    public Nutrients perServing() {
        return total.times(1 / servings);
    }

    /** The share of lines counted, 0 to 1 to two decimals; 1 when there are no lines, as nothing is missing. */
    public double coverage() {
        if (lines.isEmpty()) {
            return 1;
        }
        long counted = lines.stream().filter(line -> line.link().counted()).count();
        return Math.round(100.0 * counted / lines.size()) / 100.0;
    }

    /**
     * Each nutrient per serving as a whole percentage of its FDA daily value, by its wire name ({@code energy_kcal});
     * nutrients without a reference value, or without a value, are left out.
     */
    public Map<String, Integer> dailyValues() {
        Nutrients serving = perServing();
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("energy_kcal", serving.energyKcal());
        values.put("protein_g", serving.proteinG());
        values.put("fat_g", serving.fatG());
        values.put("saturated_fat_g", serving.saturatedFatG());
        values.put("cholesterol_mg", serving.cholesterolMg());
        values.put("carbohydrate_g", serving.carbohydrateG());
        values.put("fiber_g", serving.fiberG());
        values.put("sodium_mg", serving.sodiumMg());
        values.put("potassium_mg", serving.potassiumMg());
        values.put("calcium_mg", serving.calciumMg());
        values.put("iron_mg", serving.ironMg());
        values.put("vitamin_d_ug", serving.vitaminDUg());
        Map<String, Integer> percent = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            Double reference = DAILY_VALUES.get(name);
            if (value != null && reference != null) {
                percent.put(name, (int) Math.round(100 * value / reference));
            }
        });
        return percent;
    }

    private static Map<String, Double> referenceValues() {
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("energy_kcal", 2000.0);
        values.put("protein_g", 50.0);
        values.put("fat_g", 78.0);
        values.put("saturated_fat_g", 20.0);
        values.put("cholesterol_mg", 300.0);
        values.put("carbohydrate_g", 275.0);
        values.put("fiber_g", 28.0);
        values.put("sodium_mg", 2300.0);
        values.put("potassium_mg", 4700.0);
        values.put("calcium_mg", 1300.0);
        values.put("iron_mg", 18.0);
        values.put("vitamin_d_ug", 20.0);
        return Map.copyOf(values);
    }
}
