package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class CombinerTest {

    private static Combiner.Item item(String id, String name, Double quantity, Unit unit) {
        return new Combiner.Item(id, name, Quantity.of(quantity), unit, Category.forIngredient(name), false);
    }

    private static Combiner.Item checked(String id, String name, Double quantity, Unit unit) {
        return new Combiner.Item(id, name, Quantity.of(quantity), unit, Category.forIngredient(name), true);
    }

    @Test
    void sumsTheSameUnit() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "flour", 2.0, Unit.CUP), item("b", "flour", 1.0, Unit.CUP)));

        assertThat(lines).containsExactly(
                new CombinedLine("flour", 3.0, Unit.CUP, Category.BAKING, false, List.of("a", "b")));
    }

    @Test
    void combinesNamesThatDifferOnlyInCaseNumberAndPreparation() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "Red Onions", 2.0, null), item("b", "red onion", 1.0, null),
                item("c", "chopped red onion", 1.0, null)));

        assertThat(lines).containsExactly(
                new CombinedLine("Red Onions", 4.0, null, Category.PRODUCE, false, List.of("a", "b", "c")));
    }

    @Test
    void showsGramsAsKilogramsFromAThousand() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "potatoes", 1000.0, Unit.G), item("b", "potatoes", 500.0, Unit.G)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.5);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.KG);
    }

    @Test
    void showsTeaspoonsAsTablespoons() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "salt", 4.0, Unit.TSP), item("b", "salt", 2.0, Unit.TSP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(2.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.TBSP);
    }

    @Test
    void keepsCupsAsCupsRatherThanQuarts() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "stock", 3.0, Unit.CUP), item("b", "stock", 1.0, Unit.CUP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(4.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void showsQuartsWhenAnItemWasInQuarts() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "milk", 1.0, Unit.QUART), item("b", "milk", 1.0, Unit.CUP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.25);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.QUART);
    }

    @Test
    void sumsConvertibleUnitsAcrossSystemsInMetric() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "ground beef", 1.0, Unit.LB), item("b", "ground beef", 250.0, Unit.G)));

        assertThat(lines.getFirst().quantity()).isEqualTo(704.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.G);
    }

    @Test
    void sumsOuncesIntoPounds() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "cheddar", 12.0, Unit.OZ), item("b", "cheddar", 12.0, Unit.OZ)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.5);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.LB);
    }

    @Test
    void combinesMassWithVolumeWhereTheDensityIsKnown() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "flour", 1.0, Unit.CUP), item("b", "flour", 380.0, Unit.G)));

        assertThat(lines).containsExactly(
                new CombinedLine("flour", 500.0, Unit.G, Category.BAKING, false, List.of("a", "b")));
    }

    @Test
    void combinesALiquidInVolume() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "milk", 500.0, Unit.ML), item("b", "milk", 242.0, Unit.G)));

        assertThat(lines.getFirst().unit()).isEqualTo(Unit.ML);
        assertThat(lines.getFirst().quantity()).isEqualTo(737.0);
    }

    @Test
    void keepsMassAndVolumeApartWithoutADensity() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "spinach", 2.0, Unit.CUP), item("b", "spinach", 200.0, Unit.G),
                item("c", "spinach", 1.0, Unit.CUP)));

        assertThat(lines).containsExactly(
                new CombinedLine("spinach", 3.0, Unit.CUP, Category.PRODUCE, false, List.of("a", "c")),
                new CombinedLine("spinach", 200.0, Unit.G, Category.PRODUCE, false, List.of("b")));
    }

    @Test
    void neverCombinesCheckedWithUnchecked() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "eggs", 6.0, null), checked("b", "eggs", 6.0, null), item("c", "eggs", 2.0, null)));

        assertThat(lines).containsExactly(
                new CombinedLine("eggs", 8.0, null, Category.DAIRY_EGGS, false, List.of("a", "c")),
                new CombinedLine("eggs", 6.0, null, Category.DAIRY_EGGS, true, List.of("b")));
    }

    @Test
    void combinesItemsWithoutQuantityWithEachOtherOnly() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "salt", null, null), item("b", "Salt", null, null), item("c", "salt", 1.0, Unit.TSP)));

        assertThat(lines).containsExactly(
                new CombinedLine("salt", null, null, Category.SPICES_SEASONINGS, false, List.of("a", "b")),
                new CombinedLine("salt", 1.0, Unit.TSP, Category.SPICES_SEASONINGS, false, List.of("c")));
    }

    @Test
    void keepsDifferentCountUnitsApart() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "garlic", 3.0, Unit.CLOVE), item("b", "garlic", 1.0, Unit.HEAD),
                item("c", "garlic", 2.0, Unit.CLOVE)));

        assertThat(lines).extracting(CombinedLine::quantity, CombinedLine::unit, CombinedLine::itemIds)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(5.0, Unit.CLOVE, List.of("a", "c")),
                        org.assertj.core.groups.Tuple.tuple(1.0, Unit.HEAD, List.of("b")));
    }

    @Test
    void countsARangeAtItsUpperEnd() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                new Combiner.Item("a", "garlic", new Quantity(2.0, 3.0), Unit.CLOVE, Category.PRODUCE, false),
                item("b", "garlic", 1.0, Unit.CLOVE)));

        assertThat(lines.getFirst().quantity()).isEqualTo(4.0);
    }

    @Test
    void keepsDifferentIngredientsOnSeparateLinesInFirstSeenOrder() {
        List<CombinedLine> lines = Combiner.combine(List.of(
                item("a", "milk", 1.0, Unit.CUP), item("b", "eggs", 2.0, null), item("c", "milk", 1.0, Unit.CUP)));

        assertThat(lines).extracting(CombinedLine::name).containsExactly("milk", "eggs");
        assertThat(lines.getFirst().itemIds()).containsExactly("a", "c");
    }

    @Test
    void answersNoLinesForNoItems() {
        assertThat(Combiner.combine(List.of())).isEmpty();
    }
}
