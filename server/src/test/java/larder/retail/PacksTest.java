package larder.retail;

import static org.assertj.core.api.Assertions.assertThat;

import larder.ingredient.Unit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How many packs cover a need (docs/api.md §9): exact fits, rounding up, and units that cannot be compared. */
class PacksTest {

    @ParameterizedTest(name = "{0} {1} {2} in packs of {3} {4}: {5}")
    @CsvSource(nullValues = "-", value = {
            // exact fits
            "1,     kg,    flour,        1,    kg,    1",
            "500,   g,     flour,        250,  g,     2",
            "2,     lb,    butter,       1,    lb,    2",
            "1,     l,     milk,         1000, ml,    1",
            "12,    -,     eggs,         12,   piece, 1",
            "2,     cup,   milk,         16,   fl_oz, 1",
            // rounding up
            "450,   g,     flour,        1,    kg,    1",
            "2.5,   kg,    flour,        1,    kg,    3",
            "450,   g,     flour,        250,  g,     2",
            "13,    -,     eggs,         12,   piece, 2",
            "3,     cup,   milk,         1,    quart, 1",
            "20,    oz,    tomatoes,     14.5, oz,    2",
            "1.01,  kg,    sugar,        1,    kg,    2",
            // mass against volume, through a known density: 10 cups of flour weigh about 1.25 kg
            "10,    cup,   flour,        1,    kg,    2",
            "2,     cup,   flour,        1,    kg,    1",
            // containers: two cans are two of whatever a can holds
            "2,     can,   tomatoes,     14.5, oz,    2",
            "3,     bunch, cilantro,     1,    bunch, 3",
            // sold singly: a count of things is that many packs
            "3,     -,     lemons,       -,    -,     3",
            // incomparable units: one pack
            "3,     clove, garlic,       100,  g,     1",
            "1,     pinch, salt,         737,  g,     1",
            "2,     cup,   kale,         1,    lb,    1",
            "200,   g,     parsley,      1,    bunch, 1",
            "1,     tsp,   cumin,        -,    -,     1",
            // a need of nothing is one pack; a product of no size is sold singly
            "0,     g,     flour,        500,  g,     1",
            "3,     -,     eggs,         0,    g,     3",
            "3,     -,     eggs,         0,    piece, 3",
            "500,   g,     flour,        0,    g,     1",
            // no quantity ("salt to taste"): one pack
            "-,     -,     salt,         737,  g,     1",
    })
    void packsCoverTheNeed(Double quantity, String unit, String name, Double size, String sizeUnit, int packs) {
        assertThat(Packs.cover(quantity, code(unit), name, size, code(sizeUnit))).isEqualTo(packs);
    }

    private static Unit code(String code) {
        return code == null ? null : Unit.fromCode(code).orElseThrow();
    }
}
