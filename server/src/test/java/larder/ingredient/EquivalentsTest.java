package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The unit {@link Equivalents} picks for the other system, at the edges of each threshold. */
class EquivalentsTest {

    private static Unit unitFor(double quantity, Unit unit, String name) {
        List<Measurement> got = Equivalents.of(quantity, unit, name);
        assertThat(got).hasSize(1);
        return got.getFirst().unit();
    }

    @Test
    void metricVolumeUnderATablespoonIsShownInTeaspoons() {
        assertThat(unitFor(Math.nextDown(Unit.TBSP.baseFactor()), Unit.ML, "vinegar")).isEqualTo(Unit.TSP);
    }

    @Test
    void metricVolumeOfExactlyATablespoonIsShownInTablespoons() {
        assertThat(Equivalents.of(Unit.TBSP.baseFactor(), Unit.ML, "vinegar"))
                .containsExactly(new Measurement(1, Unit.TBSP));
    }

    @Test
    void metricVolumeUnderAQuarterCupIsShownInTablespoons() {
        assertThat(unitFor(Math.nextDown(Unit.CUP.baseFactor() / 4), Unit.ML, "vinegar")).isEqualTo(Unit.TBSP);
    }

    @Test
    void metricVolumeOfExactlyAQuarterCupIsShownInCups() {
        assertThat(Equivalents.of(Unit.CUP.baseFactor() / 4, Unit.ML, "vinegar"))
                .containsExactly(new Measurement(0.25, Unit.CUP));
    }

    @Test
    void metricVolumeUnderFourCupsIsShownInCups() {
        assertThat(unitFor(Math.nextDown(4 * Unit.CUP.baseFactor()), Unit.ML, "vinegar")).isEqualTo(Unit.CUP);
    }

    @Test
    void metricVolumeOfExactlyFourCupsIsShownInQuarts() {
        assertThat(Equivalents.of(4 * Unit.CUP.baseFactor(), Unit.ML, "vinegar"))
                .containsExactly(new Measurement(1, Unit.QUART));
    }

    @Test
    void metricMassUnderAPoundIsShownInOunces() {
        assertThat(unitFor(Math.nextDown(Unit.LB.baseFactor()), Unit.G, "cheddar")).isEqualTo(Unit.OZ);
    }

    @Test
    void metricMassOfExactlyAPoundIsShownInPounds() {
        assertThat(Equivalents.of(Unit.LB.baseFactor(), Unit.G, "cheddar"))
                .containsExactly(new Measurement(1, Unit.LB));
    }

    @Test
    void usMassUnderAThousandGramsIsShownInGrams() {
        assertThat(Equivalents.of(2, Unit.LB, "cheddar")).containsExactly(new Measurement(907, Unit.G));
    }

    @Test
    void usMassOfExactlyAThousandGramsIsShownInKilograms() {
        // 1000 g is 1000 / 28.349523125 oz; the quantity is picked so that it converts back to exactly 1000 g
        double ounces = 1000 / Unit.OZ.baseFactor();
        assertThat(ounces * Unit.OZ.baseFactor()).isEqualTo(1000);
        assertThat(Equivalents.of(ounces, Unit.OZ, "cheddar")).containsExactly(new Measurement(1, Unit.KG));
    }

    @Test
    void usVolumeWithoutADensityUnderAThousandMillilitresIsShownInMillilitres() {
        assertThat(Equivalents.of(4, Unit.CUP, "chopped chard")).containsExactly(new Measurement(946, Unit.ML));
    }

    @Test
    void usVolumeWithoutADensityOfExactlyAThousandMillilitresIsShownInLitres() {
        // in teaspoons, 1000 ml is a quantity that converts back to exactly 1000 ml
        double teaspoons = 1000 / Unit.TSP.baseFactor();
        assertThat(teaspoons * Unit.TSP.baseFactor()).isEqualTo(1000);
        assertThat(Equivalents.of(teaspoons, Unit.TSP, "chopped chard")).containsExactly(new Measurement(1, Unit.L));
    }

    @Test
    void usVolumeOfSomethingWeighedIsShownInGramsThenKilograms() {
        assertThat(Equivalents.of(1, Unit.CUP, "flour")).containsExactly(new Measurement(120, Unit.G));
        assertThat(Equivalents.of(10, Unit.CUP, "flour")).containsExactly(new Measurement(1.2, Unit.KG));
    }

    @Test
    void usVolumeOfSomethingPouredStaysAVolume() {
        assertThat(Equivalents.of(1, Unit.CUP, "milk")).containsExactly(new Measurement(237, Unit.ML));
    }

    @Test
    void countsAndMissingOrInvalidQuantitiesHaveNoEquivalent() {
        assertThat(Equivalents.of(2, null, "eggs")).isEmpty();
        assertThat(Equivalents.of(2, Unit.CLOVE, "garlic")).isEmpty();
        assertThat(Equivalents.of(0, Unit.CUP, "flour")).isEmpty();
        assertThat(Equivalents.of(Double.NaN, Unit.CUP, "flour")).isEmpty();
        assertThat(Equivalents.of(Double.POSITIVE_INFINITY, Unit.CUP, "flour")).isEmpty();
    }
}
