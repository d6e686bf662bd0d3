package larder.food;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import larder.ingredient.AnalysedIngredient;
import larder.ingredient.IngredientAnalyser;
import larder.ingredient.Measurement;
import larder.ingredient.Unit;
import org.junit.jupiter.api.Test;

/**
 * SR28's portion weights against the ingredient module's density table, on the labelled lines that measure by
 * volume (the lines where the two can disagree: a mass converts directly, and the density table has no piece
 * weights), in one run. Each line is weighed both ways for the food the labeller chose; a weight is right within 10%
 * of the labelled grams. The figures are in docs/nutrition.md; the test holds that the weights kept for nutrition
 * (SR28's first, the density table only where SR28 has none) are right at least as often as the density table alone.
 */
class WeightSourcesTest {

    @Test
    void sr28PortionsAreRightAtLeastAsOftenAsTheDensityTableOnVolumeLines() throws IOException {
        Foods foods = FoodLinkTest.FOODS;
        int volumeLines = 0;
        int sr28Right = 0;
        int sr28Weighed = 0;
        int densityRight = 0;
        int densityWeighed = 0;
        int keptRight = 0;
        int bothWeighed = 0;
        int bothSr28Right = 0;
        int bothDensityRight = 0;
        List<String> densityMisses = new ArrayList<>();
        List<String> sr28Misses = new ArrayList<>();
        for (LabelledFoodsTest.Labelled labelled : LabelledFoodsTest.lines()) {
            AnalysedIngredient line = IngredientAnalyser.analyse(labelled.line());
            if (labelled.ndb() == null || labelled.grams() == null || line.quantity() == null || line.unit() == null
                    || line.unit().family() != Unit.Family.VOLUME) {
                continue;
            }
            volumeLines++;
            Food food = foods.table().byNdb(labelled.ndb()).orElseThrow();
            double quantity = line.quantityMax() == null ? line.quantity()
                    : (line.quantity() + line.quantityMax()) / 2;
            // SR28 alone: the food's own portions, or its kin's (FoodWeigher), never the density table.
            Double sr28 = FoodWeigher.portionsOnly(line, food, foods.table()::similar);
            Optional<Measurement> byDensity = new Measurement(quantity, line.unit()).to(Unit.G, line.name());
            Double density = byDensity.map(Measurement::quantity).orElse(null);
            Double kept = sr28 != null ? sr28 : density;
            if (sr28 != null) {
                sr28Weighed++;
            }
            if (density != null) {
                densityWeighed++;
            }
            if (right(sr28, labelled.grams())) {
                sr28Right++;
            } else {
                sr28Misses.add(labelled.line() + " " + sr28 + " g, labelled " + labelled.grams());
            }
            if (right(density, labelled.grams())) {
                densityRight++;
            } else {
                densityMisses.add(labelled.line() + " " + density + " g, labelled " + labelled.grams());
            }
            keptRight += right(kept, labelled.grams()) ? 1 : 0;
            if (sr28 != null && density != null) {
                bothWeighed++;
                bothSr28Right += right(sr28, labelled.grams()) ? 1 : 0;
                bothDensityRight += right(density, labelled.grams()) ? 1 : 0;
            }
        }
        System.out.printf("volume lines: %d%nSR28 portions: weighed %d, right %d (%.1f%%)%ndensity table: weighed %d, "
                        + "right %d (%.1f%%)%nSR28 then the density table: right %d (%.1f%%)%nlines both weigh: %d, "
                        + "SR28 right %d, density table right %d%nSR28 misses: %s%ndensity misses: %s%n", volumeLines,
                sr28Weighed, sr28Right, 100.0 * sr28Right / volumeLines, densityWeighed, densityRight,
                100.0 * densityRight / volumeLines, keptRight, 100.0 * keptRight / volumeLines, bothWeighed,
                bothSr28Right, bothDensityRight, sr28Misses, densityMisses);
        assertThat(volumeLines).isGreaterThanOrEqualTo(50);
        assertThat(keptRight).isGreaterThanOrEqualTo(densityRight);
        assertThat(keptRight).isGreaterThanOrEqualTo(sr28Right);
        assertThat(bothSr28Right).isGreaterThanOrEqualTo(bothDensityRight);
    }

    private static boolean right(Double grams, double labelled) {
        return grams != null && Math.abs(grams - labelled) <= 0.1 * labelled;
    }
}
