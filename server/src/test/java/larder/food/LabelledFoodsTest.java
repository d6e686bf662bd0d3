package larder.food;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.IngredientAnalyser;
import org.junit.jupiter.api.Test;

/**
 * The matcher and the weights against lines labelled by hand from SR28 ({@code labelled-lines.csv}): the three figures
 * of docs/nutrition.md, each with a floor.
 */
class LabelledFoodsTest {

    /** Floors a little under the figures measured on 28 November 2026 (99.4%, 99.7%, 100%). */
    static final double ENERGY_FLOOR = 0.95;
    static final double FOOD_FLOOR = 0.97;
    static final double NO_FOOD_FLOOR = 0.96;

    record Labelled(String line, String ndb, Double grams) {
    }

    static List<Labelled> lines() throws IOException {
        List<Labelled> lines = new ArrayList<>();
        try (InputStream in = LabelledFoodsTest.class.getResourceAsStream("/larder/food/labelled-lines.csv")) {
            for (String row : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (row.isBlank() || row.startsWith("#")) {
                    continue;
                }
                String[] f = row.split("\\|", -1);
                lines.add(new Labelled(f[0], f[1].isEmpty() ? null : f[1],
                        f[2].isEmpty() ? null : Double.parseDouble(f[2])));
            }
        }
        return lines;
    }

    @Test
    void meetsTheFloorsOnTheLabelledLines() throws IOException {
        Foods foods = FoodLinkTest.FOODS;
        List<Labelled> lines = lines();
        int energyRight = 0;
        int foodRight = 0;
        int noFood = 0;
        int noFoodRight = 0;
        List<String> misses = new ArrayList<>();
        for (Labelled labelled : lines) {
            FoodLink link = foods.link(IngredientAnalyser.analyse(labelled.line()));
            Food expected = labelled.ndb() == null ? null : foods.table().byNdb(labelled.ndb()).orElseThrow();
            boolean food = expected == null ? link.food() == null : link.food() != null
                    && (link.food().equals(expected) || within(link.food().per100g().energyKcal(),
                    expected.per100g().energyKcal(), 0.05));
            boolean energy;
            if (expected == null || labelled.grams() == null) {
                // No food, no amount or no weight: right when the line adds no energy either.
                energy = food && (!link.counted() || link.nutrients().energyKcal() == 0);
            } else {
                double usda = expected.per100g().energyKcal() * labelled.grams() / 100;
                energy = link.counted() && Math.abs(link.nutrients().energyKcal() - usda) <= Math.max(0.1 * usda, 0.5);
            }
            if (expected == null) {
                noFood++;
                noFoodRight += link.food() == null ? 1 : 0;
            }
            energyRight += energy ? 1 : 0;
            foodRight += food ? 1 : 0;
            if (!energy || !food) {
                misses.add(labelled.line() + " -> " + (link.food() == null ? "no food" : link.food().ndb()) + ", "
                        + link.grams() + " g");
            }
        }
        double energyShare = energyRight / (double) lines.size();
        double foodShare = foodRight / (double) lines.size();
        double noFoodShare = noFoodRight / (double) noFood;
        System.out.printf("labelled lines: %d; energy within 10%%: %.1f%%; food right: %.1f%%; no food right: "
                + "%d of %d%nmisses: %s%n", lines.size(), 100 * energyShare, 100 * foodShare, noFoodRight, noFood,
                misses);
        assertThat(lines).hasSizeGreaterThanOrEqualTo(300);
        assertThat(noFood).isGreaterThanOrEqualTo(20);
        assertThat(energyShare).as("energy within 10%%; misses %s", misses).isGreaterThanOrEqualTo(ENERGY_FLOOR);
        assertThat(foodShare).as("food right; misses %s", misses).isGreaterThanOrEqualTo(FOOD_FLOOR);
        assertThat(noFoodShare).as("no food right").isGreaterThanOrEqualTo(NO_FOOD_FLOOR);
    }

    private static boolean within(Double actual, Double expected, double share) {
        return actual != null && expected != null && Math.abs(actual - expected) <= share * expected;
    }
}
