package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class CombinerTest {

    private final Combiner combiner = new Combiner();

    private static Combiner.Item item(String id, String name, Double quantity, Unit unit) {
        return new Combiner.Item(id, name, Quantity.of(quantity), unit, Category.forIngredient(name), false);
    }

    private static Combiner.Item checked(String id, String name, Double quantity, Unit unit) {
        return new Combiner.Item(id, name, Quantity.of(quantity), unit, Category.forIngredient(name), true);
    }

    @Test
    void eachCombinerAnswersFromItsOwnDensitiesNotFromAnotherCombinersMemory() {
        List<Combiner.Item> flour = List.of(item("a", "flour", 1.0, Unit.CUP), item("b", "flour", 100.0, Unit.G));
        Combiner knowing = new Combiner(new Densities(
                Map.of("flour", new Densities.Density(0.5, Unit.Family.MASS))));
        Combiner unknowing = new Combiner(new Densities(Map.of()));

        // A memo shared between the two would give the second the first one's answer, whichever ran first.
        assertThat(unknowing.combine(flour)).hasSize(2);
        List<CombinedLine> known = knowing.combine(flour);
        assertThat(unknowing.combine(flour)).extracting(CombinedLine::unit).containsExactly(Unit.CUP, Unit.G);

        double grams = Unit.CUP.baseFactor() * 0.5 + 100;
        assertThat(known).singleElement().satisfies(line -> {
            assertThat(line.unit()).isEqualTo(Unit.G);
            assertThat(line.quantity()).isEqualTo(Scaling.round(grams, Unit.G));
            assertThat(line.itemIds()).containsExactly("a", "b");
        });
    }

    @Test
    void sumsTheSameUnit() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "flour", 2.0, Unit.CUP), item("b", "flour", 1.0, Unit.CUP)));

        assertThat(lines).containsExactly(
                new CombinedLine("flour", 3.0, Unit.CUP, Category.BAKING, false, List.of("a", "b")));
    }

    @Test
    void combinesNamesThatDifferOnlyInCaseNumberAndPreparation() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "Red Onions", 2.0, null), item("b", "red onion", 1.0, null),
                item("c", "chopped red onion", 1.0, null)));

        assertThat(lines).containsExactly(
                new CombinedLine("Red Onions", 4.0, null, Category.PRODUCE, false, List.of("a", "b", "c")));
    }

    @Test
    void showsGramsAsKilogramsFromAThousand() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "potatoes", 1000.0, Unit.G), item("b", "potatoes", 500.0, Unit.G)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.5);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.KG);
    }

    @Test
    void showsTeaspoonsAsTablespoons() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "salt", 4.0, Unit.TSP), item("b", "salt", 2.0, Unit.TSP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(2.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.TBSP);
    }

    @Test
    void keepsCupsAsCupsRatherThanQuarts() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "stock", 3.0, Unit.CUP), item("b", "stock", 1.0, Unit.CUP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(4.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void showsQuartsWhenAnItemWasInQuarts() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "milk", 1.0, Unit.QUART), item("b", "milk", 1.0, Unit.CUP)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.25);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.QUART);
    }

    @Test
    void sumsConvertibleUnitsAcrossSystemsInMetric() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "ground beef", 1.0, Unit.LB), item("b", "ground beef", 250.0, Unit.G)));

        assertThat(lines.getFirst().quantity()).isEqualTo(704.0);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.G);
    }

    @Test
    void sumsOuncesIntoPounds() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "cheddar", 12.0, Unit.OZ), item("b", "cheddar", 12.0, Unit.OZ)));

        assertThat(lines.getFirst().quantity()).isEqualTo(1.5);
        assertThat(lines.getFirst().unit()).isEqualTo(Unit.LB);
    }

    @Test
    void combinesMassWithVolumeWhereTheDensityIsKnown() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "flour", 1.0, Unit.CUP), item("b", "flour", 380.0, Unit.G)));

        assertThat(lines).containsExactly(
                new CombinedLine("flour", 500.0, Unit.G, Category.BAKING, false, List.of("a", "b")));
    }

    @Test
    void combinesALiquidInVolume() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "milk", 500.0, Unit.ML), item("b", "milk", 242.0, Unit.G)));

        assertThat(lines.getFirst().unit()).isEqualTo(Unit.ML);
        assertThat(lines.getFirst().quantity()).isEqualTo(737.0);
    }

    @Test
    void keepsMassAndVolumeApartWithoutADensity() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "spinach", 2.0, Unit.CUP), item("b", "spinach", 200.0, Unit.G),
                item("c", "spinach", 1.0, Unit.CUP)));

        assertThat(lines).containsExactly(
                new CombinedLine("spinach", 3.0, Unit.CUP, Category.PRODUCE, false, List.of("a", "c")),
                new CombinedLine("spinach", 200.0, Unit.G, Category.PRODUCE, false, List.of("b")));
    }

    @Test
    void neverCombinesCheckedWithUnchecked() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "eggs", 6.0, null), checked("b", "eggs", 6.0, null), item("c", "eggs", 2.0, null)));

        assertThat(lines).containsExactly(
                new CombinedLine("eggs", 8.0, null, Category.DAIRY_EGGS, false, List.of("a", "c")),
                new CombinedLine("eggs", 6.0, null, Category.DAIRY_EGGS, true, List.of("b")));
    }

    @Test
    void combinesItemsWithoutQuantityWithEachOtherOnly() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "salt", null, null), item("b", "Salt", null, null), item("c", "salt", 1.0, Unit.TSP)));

        assertThat(lines).containsExactly(
                new CombinedLine("salt", null, null, Category.SPICES_SEASONINGS, false, List.of("a", "b")),
                new CombinedLine("salt", 1.0, Unit.TSP, Category.SPICES_SEASONINGS, false, List.of("c")));
    }

    @Test
    void keepsDifferentCountUnitsApart() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "garlic", 3.0, Unit.CLOVE), item("b", "garlic", 1.0, Unit.HEAD),
                item("c", "garlic", 2.0, Unit.CLOVE)));

        assertThat(lines).extracting(CombinedLine::quantity, CombinedLine::unit, CombinedLine::itemIds)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(5.0, Unit.CLOVE, List.of("a", "c")),
                        org.assertj.core.groups.Tuple.tuple(1.0, Unit.HEAD, List.of("b")));
    }

    @Test
    void countsARangeAtItsUpperEnd() {
        List<CombinedLine> lines = combiner.combine(List.of(
                new Combiner.Item("a", "garlic", new Quantity(2.0, 3.0), Unit.CLOVE, Category.PRODUCE, false),
                item("b", "garlic", 1.0, Unit.CLOVE)));

        assertThat(lines.getFirst().quantity()).isEqualTo(4.0);
    }

    @Test
    void keepsDifferentIngredientsOnSeparateLinesInFirstSeenOrder() {
        List<CombinedLine> lines = combiner.combine(List.of(
                item("a", "milk", 1.0, Unit.CUP), item("b", "eggs", 2.0, null), item("c", "milk", 1.0, Unit.CUP)));

        assertThat(lines).extracting(CombinedLine::name).containsExactly("milk", "eggs");
        assertThat(lines.getFirst().itemIds()).containsExactly("a", "c");
    }

    @Test
    void answersNoLinesForNoItems() {
        assertThat(combiner.combine(List.of())).isEmpty();
    }

    private CombinedLine only(Combiner.Item... items) {
        List<CombinedLine> lines = combiner.combine(List.of(items));
        assertThat(lines).hasSize(1);
        return lines.getFirst();
    }

    @Test
    void combiningATotalOfExactly1000GramsShowsOneKilogram() {
        CombinedLine line = only(item("a", "potatoes", 600.0, Unit.G), item("b", "potatoes", 400.0, Unit.G));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.KG);
    }

    @Test
    void combiningATotalJustUnder1000GramsStaysInGrams() {
        CombinedLine line = only(item("a", "potatoes", 599.0, Unit.G), item("b", "potatoes", 400.0, Unit.G));

        assertThat(line.quantity()).isEqualTo(999.0);
        assertThat(line.unit()).isEqualTo(Unit.G);
    }

    @Test
    void combiningATotalOfExactly1000MillilitresShowsOneLitre() {
        CombinedLine line = only(item("a", "stock", 600.0, Unit.ML), item("b", "stock", 400.0, Unit.ML));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.L);
    }

    @Test
    void combiningATotalJustUnder1000MillilitresStaysInMillilitres() {
        CombinedLine line = only(item("a", "stock", 599.0, Unit.ML), item("b", "stock", 400.0, Unit.ML));

        assertThat(line.quantity()).isEqualTo(999.0);
        assertThat(line.unit()).isEqualTo(Unit.ML);
    }

    @Test
    void combiningExactly16OuncesShowsOnePound() {
        CombinedLine line = only(item("a", "cheddar", 8.0, Unit.OZ), item("b", "cheddar", 8.0, Unit.OZ));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.LB);
    }

    @Test
    void combiningUnder16OuncesStaysInOunces() {
        CombinedLine line = only(item("a", "cheddar", 8.0, Unit.OZ), item("b", "cheddar", 7.0, Unit.OZ));

        assertThat(line.quantity()).isEqualTo(15.0);
        assertThat(line.unit()).isEqualTo(Unit.OZ);
    }

    @Test
    void combiningGallonsShowsGallonsFromOneGallon() {
        CombinedLine line = only(item("a", "stock", 1.0, Unit.GALLON), item("b", "stock", 2.0, Unit.QUART));

        assertThat(line.quantity()).isEqualTo(1.5);
        assertThat(line.unit()).isEqualTo(Unit.GALLON);
    }

    @Test
    void combiningHalfGallonsIntoExactlyOneGallonShowsOneGallon() {
        CombinedLine line = only(item("a", "stock", 0.5, Unit.GALLON), item("b", "stock", 0.5, Unit.GALLON));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.GALLON);
    }

    @Test
    void combiningGallonsUnderOneGallonShowsQuarts() {
        CombinedLine line = only(item("a", "stock", 0.5, Unit.GALLON), item("b", "stock", 1.0, Unit.QUART));

        assertThat(line.quantity()).isEqualTo(3.0);
        assertThat(line.unit()).isEqualTo(Unit.QUART);
    }

    @Test
    void combiningGallonsUnderOneQuartShowsCups() {
        CombinedLine line = only(item("a", "stock", 0.0625, Unit.GALLON), item("b", "stock", 1.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(2.0);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningHalfAGallonWithCupsIntoExactlyOneGallonShowsOneGallon() {
        CombinedLine line = only(item("a", "stock", 0.5, Unit.GALLON), item("b", "stock", 8.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.GALLON);
    }

    @Test
    void combiningQuartsAndCupsIntoAGallonShowsQuartsWhenNoItemWasInGallons() {
        CombinedLine line = only(item("a", "stock", 2.0, Unit.QUART), item("b", "stock", 8.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(4.0);
        assertThat(line.unit()).isEqualTo(Unit.QUART);
    }

    @Test
    void combiningPintsAndCupsBeyondAQuartShowsCupsWhenNoItemWasInQuartsOrGallons() {
        CombinedLine line = only(item("a", "stock", 2.0, Unit.PINT), item("b", "stock", 3.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(7.0);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningQuartsIntoExactlyOneQuartShowsOneQuart() {
        CombinedLine line = only(item("a", "stock", 0.5, Unit.QUART), item("b", "stock", 2.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.QUART);
    }

    @Test
    void combiningQuartsUnderOneQuartShowsCups() {
        CombinedLine line = only(item("a", "stock", 0.5, Unit.QUART), item("b", "stock", 1.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(3.0);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningMixedUsVolumesClimbsTheLadderToCups() {
        CombinedLine line = only(item("a", "honey", 1.0, Unit.CUP), item("b", "honey", 4.0, Unit.TBSP));

        assertThat(line.quantity()).isEqualTo(1.25);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningSpoonsIntoExactlyAQuarterCupShowsCups() {
        CombinedLine line = only(item("a", "honey", 2.0, Unit.TBSP), item("b", "honey", 6.0, Unit.TSP));

        assertThat(line.quantity()).isEqualTo(0.25);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningSpoonsUnderAQuarterCupShowsTablespoons() {
        CombinedLine line = only(item("a", "honey", 2.0, Unit.TBSP), item("b", "honey", 3.0, Unit.TSP));

        assertThat(line.quantity()).isEqualTo(3.0);
        assertThat(line.unit()).isEqualTo(Unit.TBSP);
    }

    @Test
    void combiningTeaspoonsIntoExactlyOneTablespoonShowsOneTablespoon() {
        CombinedLine line = only(item("a", "salt", 1.0, Unit.TSP), item("b", "salt", 2.0, Unit.TSP));

        assertThat(line.quantity()).isEqualTo(1.0);
        assertThat(line.unit()).isEqualTo(Unit.TBSP);
    }

    @Test
    void combiningTeaspoonsUnderOneTablespoonStaysInTeaspoons() {
        CombinedLine line = only(item("a", "salt", 1.0, Unit.TSP), item("b", "salt", 1.0, Unit.TSP));

        assertThat(line.quantity()).isEqualTo(2.0);
        assertThat(line.unit()).isEqualTo(Unit.TSP);
    }

    @Test
    void combiningItemsAllInPintsKeepsPints() {
        CombinedLine line = only(item("a", "stock", 1.0, Unit.PINT), item("b", "stock", 2.0, Unit.PINT));

        assertThat(line.quantity()).isEqualTo(3.0);
        assertThat(line.unit()).isEqualTo(Unit.PINT);
    }

    @Test
    void combiningPintsWithCupsShowsCups() {
        CombinedLine line = only(item("a", "stock", 1.0, Unit.PINT), item("b", "stock", 1.0, Unit.CUP));

        assertThat(line.quantity()).isEqualTo(3.0);
        assertThat(line.unit()).isEqualTo(Unit.CUP);
    }

    @Test
    void combiningUsWithMetricVolumesShowsMetric() {
        CombinedLine line = only(item("a", "stock", 1.0, Unit.CUP), item("b", "stock", 100.0, Unit.ML));

        assertThat(line.quantity()).isEqualTo(337.0);
        assertThat(line.unit()).isEqualTo(Unit.ML);
    }

    @Test
    void combiningMassWithVolumeOfALiquidCountsInItsVolumeFamily() {
        // milk is poured: its grams become millilitres, whichever item came first
        CombinedLine line = only(item("a", "milk", 242.0, Unit.G), item("b", "milk", 500.0, Unit.ML));

        assertThat(line.unit()).isEqualTo(Unit.ML);
        assertThat(line.quantity()).isEqualTo(737.0);
    }

    @Test
    void aLineTakesTheFirstKnownCategoryOfItsItems() {
        CombinedLine line = only(
                new Combiner.Item("a", "flour", Quantity.of(1.0), Unit.CUP, Category.OTHER, false),
                new Combiner.Item("b", "flour", Quantity.of(1.0), Unit.CUP, Category.BAKING, false),
                new Combiner.Item("c", "flour", Quantity.of(1.0), Unit.CUP, Category.PANTRY, false));

        assertThat(line.category()).isEqualTo(Category.BAKING);
    }

    @Test
    void itemsWithoutQuantityShareTheirUnitOnlyWhenAllHaveIt() {
        assertThat(only(item("a", "parsley", null, Unit.BUNCH), item("b", "parsley", null, Unit.BUNCH)).unit())
                .isEqualTo(Unit.BUNCH);
        assertThat(only(item("a", "parsley", null, Unit.BUNCH), item("b", "parsley", null, null)).unit())
                .isNull();
    }

    @Test
    void aLineNeverShowsATotalOfNothing() {
        // Rounding a total far below anything a kitchen measures gives 0: the line keeps the exact total instead.
        assertThat(only(item("a", "saffron", 1e-320, null), item("b", "saffron", 1e-320, null)).quantity())
                .isEqualTo(1e-320 + 1e-320);
        assertThat(only(item("a", "saffron", 1e-320, Unit.G), item("b", "saffron", 1e-320, Unit.G)).quantity())
                .isEqualTo(1e-320 + 1e-320);
        assertThat(only(item("a", "saffron", 0.001, Unit.G), item("b", "saffron", 0.001, Unit.G)).quantity())
                .isEqualTo(0.002);
    }

    @Test
    void itemsShareAKeyExactlyWhenTheyWouldCombine() {
        String onions = combiner.key(item("a", "Red Onions", 2.0, null));
        assertThat(combiner.key(item("b", "red onion", 5.0, null))).isEqualTo(onions);
        assertThat(combiner.key(checked("b", "red onion", 5.0, null))).isNotEqualTo(onions);
        assertThat(combiner.key(item("b", "red onion", null, null))).isNotEqualTo(onions);
        assertThat(combiner.key(item("b", "red onion", 1.0, Unit.PIECE))).isNotEqualTo(onions);
        assertThat(combiner.key(item("a", "garlic", 2.0, Unit.CLOVE)))
                .isNotEqualTo(combiner.key(item("b", "garlic", 2.0, Unit.HEAD)));
        assertThat(combiner.key(item("a", "flour", 2.0, Unit.CUP)))
                .isEqualTo(combiner.key(item("b", "flour", 200.0, Unit.G)));
        assertThat(combiner.key(item("a", "spinach", 2.0, Unit.CUP)))
                .isEqualTo(combiner.key(item("b", "spinach", 200.0, Unit.ML)))
                .isNotEqualTo(combiner.key(item("c", "spinach", 200.0, Unit.G)));
        assertThat(combiner.key(item("a", "salt", null, null)))
                .isNotEqualTo(combiner.key(item("b", "salt", 1.0, null)));
    }

    @Test
    void aLinesKeyIsFixedTextSoTheCombinedIdsMadeFromItOutliveAnUpgrade() {
        assertThat(combiner.key(item("a", "Red Onions", 2.0, null))).isEqualTo("0:red onion|count");
        assertThat(combiner.key(checked("a", "Red Onions", 2.0, null))).isEqualTo("1:red onion|count");
        assertThat(combiner.key(item("a", "salt", null, null))).isEqualTo("0:salt|none");
        assertThat(combiner.key(item("a", "garlic", 2.0, Unit.CLOVE))).isEqualTo("0:garlic|count:clove");
        assertThat(combiner.key(item("a", "flour", 2.0, Unit.CUP))).isEqualTo("0:flour|measure");
        assertThat(combiner.key(item("a", "chopped chard", 2.0, Unit.CUP))).isEqualTo("0:chard|VOLUME");
        assertThat(combiner.key(item("a", "chopped chard", 2.0, Unit.G))).isEqualTo("0:chard|MASS");
    }
}
