package larder.ingredient;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An amount in a definite unit: "120 g", "1.5 cup". The quantity is positive and finite, so an invalid one cannot
 * exist. Bare counts ("3 eggs") have no unit and are not measurements.
 */
public record Measurement(double quantity, Unit unit) {

    public Measurement {
        Objects.requireNonNull(unit, "unit");
        if (!(quantity > 0) || Double.isInfinite(quantity)) {
            throw new IllegalArgumentException("a measurement needs a positive, finite quantity, not " + quantity);
        }
    }

    /** Whether this converts to {@code target} exactly, without knowing the ingredient (same family, not count). */
    public boolean convertibleTo(Unit target) {
        return unit.convertibleTo(target) || unit == target;
    }

    /**
     * The same amount in {@code target}: exact within a family (1 lb is 453.59237 g).
     *
     * @throws IncompatibleUnits when the units are of different families, or count units that differ
     */
    public Measurement to(Unit target) {
        if (unit == target) {
            return this;
        }
        if (!unit.convertibleTo(target)) {
            throw new IncompatibleUnits(unit, target);
        }
        return new Measurement(stillPositive(quantity * unit.baseFactor() / target.baseFactor()), target);
    }

    /**
     * A positive amount converted stays an amount: the few that underflow (a recipe scaled by 1e-300, in kilograms)
     * become the least positive double, not nothing, which no measurement may be.
     */
    private static double stillPositive(double converted) {
        return converted == 0 ? Double.MIN_VALUE : converted;
    }

    /**
     * The same amount in {@code target}, crossing between mass and volume through the density of
     * {@code ingredientName} where one is known ("1 cup flour" is 120 g). Empty when no conversion is known.
     */
    public Optional<Measurement> to(Unit target, String ingredientName) {
        return to(target, () -> Densities.INSTANCE.of(ingredientName));
    }

    /**
     * Converts this amount of {@code ingredientName} to other units as {@link #to(Unit, String)} does, but looks the
     * ingredient's density up once at most, when a conversion first crosses between mass and volume: for matching
     * one need against products sized in many units.
     */
    public Function<Unit, Optional<Measurement>> converterFor(String ingredientName) {
        Supplier<Optional<Densities.Density>> density = new Supplier<>() {
            private Optional<Densities.Density> known;

            @Override
            public Optional<Densities.Density> get() {
                if (known == null) {
                    known = Densities.INSTANCE.of(ingredientName);
                }
                return known;
            }
        };
        return target -> to(target, density);
    }

    /** The same amount in {@code target}, through {@code density} where mass and volume meet; asked only then. */
    Optional<Measurement> to(Unit target, Supplier<Optional<Densities.Density>> density) {
        if (convertibleTo(target)) {
            return Optional.of(to(target));
        }
        if (!unit.measuresMassOrVolume() || !target.measuresMassOrVolume()) {
            return Optional.empty();
        }
        return density.get().map(known -> {
            double base = quantity * unit.baseFactor();
            double converted = unit.family() == Unit.Family.VOLUME
                    ? base * known.gramsPerMl()
                    : base / known.gramsPerMl();
            return new Measurement(stillPositive(converted / target.baseFactor()), target);
        });
    }

    /** The quantity in the family's base unit: grams for mass, millilitres for volume. */
    double inBase() {
        return quantity * unit.baseFactor();
    }
}
