package larder.retail;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import larder.ingredient.Measurement;
import larder.ingredient.Unit;

/**
 * How many packs of a product cover a need: 450 g of flour with a 1 kg bag is 1 pack, 2.5 kg is 3 packs. Where the
 * two cannot be compared, 1 pack (docs/api.md §9).
 */
public final class Packs {

    /** Units that name a container or a bundle: "2 cans tomatoes" is two of whatever a can holds. */
    private static final Set<Unit> CONTAINERS = EnumSet.of(Unit.CAN, Unit.JAR, Unit.PACKAGE, Unit.BUNCH, Unit.HEAD,
            Unit.STICK, Unit.PIECE);
    private static final double EPSILON = 1e-9;

    private Packs() {
    }

    /**
     * @param quantity   the need's quantity, or null ("salt to taste")
     * @param unit       the need's unit, or null for a bare count ("3 eggs")
     * @param ingredient the need's name, for mass-volume conversion through a known density
     */
    public static int cover(Double quantity, Unit unit, String ingredient, Double sizeQuantity, Unit sizeUnit) {
        return new Counter(quantity, unit, ingredient).packs(sizeQuantity, sizeUnit);
    }

    /**
     * The pack counts of one need against many products: the need is converted once per unit the products are
     * sized in, not once per product.
     */
    public static final class Counter {

        private final Double quantity;
        private final Unit unit;
        private final String ingredient;
        /** The need in each unit asked for so far; NaN where it cannot be converted. */
        private final Map<Unit, Double> converted = new EnumMap<>(Unit.class);
        /** The need's conversions, which look its density up once: made at the first unit that needs converting. */
        private Function<Unit, Optional<Measurement>> converter;

        public Counter(Double quantity, Unit unit, String ingredient) {
            this.quantity = quantity;
            this.unit = unit == null ? Unit.PIECE : unit;
            this.ingredient = ingredient;
        }

        public int packs(Double sizeQuantity, Unit sizeUnit) {
            if (quantity == null || quantity <= 0) {
                return 1;
            }
            if (sizeQuantity == null || sizeQuantity <= 0 || sizeUnit == null) {
                // Sold singly: a count of things is that many packs; anything else is one.
                return unit == Unit.PIECE ? atLeastOne(quantity) : 1;
            }
            double inSizeUnit = converted.computeIfAbsent(sizeUnit, this::convert);
            if (!Double.isNaN(inSizeUnit)) {
                return atLeastOne(inSizeUnit / sizeQuantity);
            }
            if (CONTAINERS.contains(unit) && sizeUnit.family() != Unit.Family.COUNT) {
                return atLeastOne(quantity);
            }
            return 1;
        }

        private double convert(Unit to) {
            if (converter == null) {
                converter = new Measurement(quantity, unit).converterFor(ingredient);
            }
            return converter.apply(to).map(Measurement::quantity).orElse(Double.NaN);
        }
    }

    /** An amount left over, zero or more, in a unit. */
    public record Leftover(double quantity, Unit unit) {
    }

    /**
     * What the packs hold beyond the need ("a 1 kg bag for 450 g: 550 g left"): in the need's unit when the pack's
     * size converts to it exactly, else in the pack's unit; two decimals. Empty where the two cannot be compared, or
     * the need has no quantity, or the product no size.
     */
    public static Optional<Leftover> leftover(Need need, Product product, int packs) {
        Double size = product.sizeQuantity();
        Unit sizeUnit = product.sizeUnit();
        if (need.quantity() == null || need.quantity() <= 0 || size == null || size <= 0 || sizeUnit == null) {
            return Optional.empty();
        }
        Unit needUnit = need.unit() == null ? Unit.PIECE : need.unit();
        Optional<Measurement> needed = new Measurement(need.quantity(), needUnit).to(sizeUnit, need.name());
        if (needed.isEmpty()) {
            return Optional.empty();
        }
        double left = Math.max(0, packs * size - needed.get().quantity());
        boolean inNeedUnit = needUnit != sizeUnit && sizeUnit.convertibleTo(needUnit);
        Unit shown = inNeedUnit ? needUnit : sizeUnit;
        double amount = inNeedUnit ? left * sizeUnit.baseFactor() / needUnit.baseFactor() : left;
        return Optional.of(new Leftover(Math.round(amount * 100) / 100.0, shown));
    }

    private static int atLeastOne(double packs) {
        return (int) Math.max(1, Math.min(10_000, Math.ceil(packs - EPSILON)));
    }
}
