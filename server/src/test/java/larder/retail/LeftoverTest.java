package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What packs leave over beyond a need (docs/api.md §18): in the need's unit where the pack's converts exactly. */
class LeftoverTest {

    @ParameterizedTest(name = "{0} {1} {2}, {5} packs of {3} {4}: {6} {7} left")
    @CsvSource(nullValues = "-", value = {
            "450,  g,     flour,    1,    kg,    1, 550,  g",
            "2.5,  kg,    flour,    1,    kg,    3, 0.5,  kg",
            "1,    kg,    flour,    1,    kg,    1, 0,    kg",
            "14,   -,     eggs,     12,   piece, 2, 10,   piece",
            "1,    cup,   milk,     1,    quart, 1, 3,    cup",
            // mass against volume through the flour's density: shown in the pack's unit
            "2,    cup,   flour,    1,    kg,    1, 0.76, kg",
            // the shopper's pack count can be below the need: nothing is left, never less
            "3,    kg,    flour,    1,    kg,    1, 0,    kg",
    })
    void leftOverInTheNeedsUnitWhereItConverts(double quantity, String unit, String name, double size,
                                               String sizeUnit, int packs, double left, String leftUnit) {
        Need need = new Need(name, quantity, unit == null ? null : Unit.fromCode(unit).orElseThrow(), Category.OTHER);
        assertThat(Packs.leftover(need, product(size, Unit.fromCode(sizeUnit).orElseThrow()), packs))
                .contains(new Packs.Leftover(left, Unit.fromCode(leftUnit).orElseThrow()));
    }

    @ParameterizedTest(name = "{0} {1} {2} in packs of {3} {4}: none")
    @CsvSource(nullValues = "-", value = {
            "-,    -,     salt,     737,  g",
            "3,    clove, garlic,   100,  g",
            "1,    pinch, saffron,  -,    -",
    })
    void noneWhereTheyCannotBeCompared(Double quantity, String unit, String name, Double size, String sizeUnit) {
        Need need = new Need(name, quantity, unit == null ? null : Unit.fromCode(unit).orElseThrow(), Category.OTHER);
        assertThat(Packs.leftover(need, product(size, sizeUnit == null ? null : Unit.fromCode(sizeUnit).orElseThrow()),
                1)).isEmpty();
    }

    private static Product product(Double size, Unit unit) {
        return new Product("rtl_1", "SKU", "Thing", null, size, unit, new Money(100, "USD"), Category.OTHER, null,
                true, Instant.EPOCH, Instant.EPOCH);
    }
}
