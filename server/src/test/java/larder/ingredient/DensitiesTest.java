package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The densities table: the only bridge between mass and volume, matched on the end of a canonical name. */
class DensitiesTest {

    private static final Densities TABLE = Densities.INSTANCE;

    private static double gramsPerCup(String name) {
        return TABLE.of(name).orElseThrow().gramsPerMl() * Unit.CUP.baseFactor();
    }

    @Test
    void readsGramsPerCupAsGramsPerMillilitreWithTheFamilyItIsMeasuredIn() {
        Densities.Density flour = TABLE.of("flour").orElseThrow();
        assertThat(flour.gramsPerMl()).isCloseTo(120 / Unit.CUP.baseFactor(), offset(1e-12));
        assertThat(flour.measuredBy()).isEqualTo(Unit.Family.MASS);
        assertThat(TABLE.of("milk").orElseThrow().measuredBy()).isEqualTo(Unit.Family.VOLUME);
    }

    @Test
    void theLongestKnownEndOfTheNameAnswers() {
        assertThat(gramsPerCup("cake flour")).isCloseTo(114, offset(1e-9));
        assertThat(gramsPerCup("organic unbleached cake flour")).isCloseTo(114, offset(1e-9));
        assertThat(gramsPerCup("light brown sugar")).isCloseTo(213, offset(1e-9));
        assertThat(gramsPerCup("sugar")).isCloseTo(200, offset(1e-9));
    }

    @Test
    void matchesOnTheCanonicalNameSoCaseNumberAndPreparationDoNotMatter() {
        assertThat(gramsPerCup("Sifted Cake Flours")).isCloseTo(114, offset(1e-9));
    }

    @Test
    void aNameKnownToHaveNoSingleDensityBlocksTheShorterNameInsideIt() {
        assertThat(TABLE.of("salt")).isPresent();
        assertThat(TABLE.of("kosher salt")).isEmpty();
        assertThat(TABLE.of("coarse kosher salt")).isEmpty();
    }

    @Test
    void anUnknownNullOrEmptyNameHasNoDensity() {
        assertThat(TABLE.of("gravel")).isEmpty();
        assertThat(TABLE.of("flour tortilla")).isEmpty();
        assertThat(TABLE.of(null)).isEmpty();
        assertThat(TABLE.of("")).isEmpty();
        assertThat(TABLE.ofWords(List.of())).isEmpty();
    }

    @Test
    void aTableAnswersOnlyFromItsOwnEntries() {
        Densities.Density heavy = new Densities.Density(2.0, Unit.Family.MASS);
        Densities own = new Densities(Map.of("flour", heavy));

        assertThat(own.of("bread flour")).contains(heavy);
        assertThat(own.of("sugar")).isEmpty();
    }
}
