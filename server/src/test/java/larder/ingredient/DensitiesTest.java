package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
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

    private static Densities read(String file) {
        try {
            return Densities.of("test", DataLine.read(new BufferedReader(new StringReader(file))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void readsEachLineAsANameGramsPerCupAndTheFamilyItIsMeasuredIn() {
        Densities read = read("""
                # grams per cup
                Bread Flours | 240 | mass
                whole milk |  121 | Volume
                sea salt | - | mass
                """);

        Densities.Density flour = read.of("bread flour").orElseThrow();
        assertThat(flour.gramsPerMl()).isCloseTo(240 / Unit.CUP.baseFactor(), offset(1e-12));
        assertThat(flour.measuredBy()).isEqualTo(Unit.Family.MASS);
        assertThat(read.of("whole milk").orElseThrow().measuredBy()).isEqualTo(Unit.Family.VOLUME);
        assertThat(read.of("sea salt")).isEmpty();
        assertThat(read.of("flour")).isEmpty();
    }

    @Test
    void refusesALineWithoutThreeFields() {
        assertThatThrownBy(() -> read("flour | 120 | mass\nsugar | 200\n"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("test:2: expected name | grams per cup | family: sugar | 200");
        assertThatThrownBy(() -> read("flour | 120 | mass | extra\n"))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("test:1: expected");
    }
}
