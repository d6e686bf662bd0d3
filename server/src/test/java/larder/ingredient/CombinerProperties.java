package larder.ingredient;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

class CombinerProperties {

    private final Combiner combiner = new Combiner();

    private static final List<String> NAMES = List.of(
            "flour", "Flour", "all-purpose flour", "milk", "Whole Milk", "sugar", "spinach", "red onions",
            "red onion", "garlic", "salt", "butter", "chopped spinach");

    private static final List<Unit> UNITS = List.of(
            Unit.G, Unit.KG, Unit.OZ, Unit.LB, Unit.ML, Unit.L, Unit.TSP, Unit.TBSP, Unit.CUP, Unit.FL_OZ,
            Unit.PINT, Unit.QUART, Unit.GALLON, Unit.CLOVE, Unit.CAN, Unit.PINCH);

    @Provide
    Arbitrary<List<Combiner.Item>> items() {
        Arbitrary<String> names = Arbitraries.of(NAMES);
        Arbitrary<Unit> units = Arbitraries.of(UNITS).injectNull(0.2);
        Arbitrary<Double> quantities = Arbitraries.doubles().between(0.1, 2000).ofScale(3).injectNull(0.1);
        Arbitrary<Boolean> checked = Arbitraries.of(true, false);
        Arbitrary<Combiner.Item> item = Combinators.combine(names, quantities, units, checked)
                .as((name, quantity, unit, isChecked) -> new Combiner.Item("id", name, Quantity.of(quantity),
                        quantity == null ? null : unit, Category.forIngredient(name), isChecked));
        return item.list().ofMaxSize(30).map(CombinerProperties::numbered);
    }

    private static List<Combiner.Item> numbered(List<Combiner.Item> items) {
        List<Combiner.Item> result = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            Combiner.Item item = items.get(i);
            result.add(new Combiner.Item("item-" + i, item.name(), item.quantity(), item.unit(),
                    item.category(), item.checked()));
        }
        return result;
    }

    @Property
    void everyInputIdAppearsExactlyOnce(@ForAll("items") List<Combiner.Item> items) {
        List<String> ids = new ArrayList<>();
        for (CombinedLine line : combiner.combine(items)) {
            ids.addAll(line.itemIds());
        }

        assertThat(ids).containsExactlyInAnyOrderElementsOf(items.stream().map(Combiner.Item::id).toList());
    }

    @Property
    void totalsArePreservedInTheBaseUnit(@ForAll("items") List<Combiner.Item> items) {
        Map<String, Combiner.Item> byId = new HashMap<>();
        items.forEach(item -> byId.put(item.id(), item));

        for (CombinedLine line : combiner.combine(items)) {
            if (line.quantity() == null) {
                continue;
            }
            double expected = 0;
            for (String id : line.itemIds()) {
                Combiner.Item item = byId.get(id);
                expected += line.unit() == null || line.unit().family() == Unit.Family.COUNT
                        ? item.quantity().amount()
                        : new Measurement(item.quantity().amount(), item.unit()).to(base(line.unit()), item.name())
                                .orElseThrow().quantity();
            }
            double got = line.unit() == null || line.unit().family() == Unit.Family.COUNT
                    ? line.quantity()
                    : new Measurement(line.quantity(), line.unit()).to(base(line.unit())).quantity();
            // Display rounding keeps two significant digits at worst, so within 5% (and half a gram).
            assertThat(Math.abs(got - expected)).as("%s: %s vs %s", line, got, expected)
                    .isLessThanOrEqualTo(0.05 * expected + 0.5);
        }
    }

    @Property
    void linesShareOneCheckedStateAndOneCanonicalName(@ForAll("items") List<Combiner.Item> items) {
        Map<String, Combiner.Item> byId = new HashMap<>();
        items.forEach(item -> byId.put(item.id(), item));

        for (CombinedLine line : combiner.combine(items)) {
            for (String id : line.itemIds()) {
                assertThat(byId.get(id).checked()).isEqualTo(line.checked());
                assertThat(CanonicalName.of(byId.get(id).name())).isEqualTo(CanonicalName.of(line.name()));
            }
        }
    }

    @Property
    void isDeterministic(@ForAll("items") List<Combiner.Item> items) {
        assertThat(combiner.combine(items)).isEqualTo(combiner.combine(List.copyOf(items)));
    }

    @Property
    void analysingNeverThrowsAndKeepsTheText(@ForAll @Size(max = 60) String line) {
        AnalysedIngredient got = IngredientAnalyser.analyse(line);

        assertThat(got.text()).isEqualTo(line);
        assertThat(got.name()).isNotNull().isEqualTo(got.name().strip());
        assertThat(got.category()).isNotNull();
        if (got.quantity() == null) {
            assertThat(got.quantityMax()).isNull();
            assertThat(got.measurements()).isEmpty();
        } else {
            assertThat(got.quantity()).isPositive().isFinite();
        }
        if (got.quantityMax() != null) {
            assertThat(got.quantityMax()).isFinite().isGreaterThan(got.quantity());
        }
        if (got.unit() == null || got.unit().family() == Unit.Family.COUNT) {
            assertThat(got.measurements()).isEmpty();
        }
        for (Measurement measurement : got.measurements()) {
            assertThat(measurement.unit().system()).isNotEqualTo(got.unit().system());
            assertThat(measurement.unit().family()).isNotEqualTo(Unit.Family.COUNT);
        }
    }

    private static Unit base(Unit unit) {
        return unit.family() == Unit.Family.MASS ? Unit.G : Unit.ML;
    }
}
