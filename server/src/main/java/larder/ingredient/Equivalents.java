package larder.ingredient;

import java.util.List;

/**
 * The "measurements" of an analysed line: its amount in the other system of measurement. US amounts get grams (or
 * millilitres for what the metric world pours); metric amounts get ounces, pounds or cups and spoons. Volume becomes
 * weight only through a known density, so "1 cup flour" gives 120 g and "1 cup chopped chard" gives 237 ml.
 */
final class Equivalents {

    private Equivalents() {
    }

    static List<Measurement> of(double quantity, Unit unit, String name) {
        if (unit == null || !unit.measuresMassOrVolume() || !(quantity > 0) || Double.isInfinite(quantity)) {
            return List.of();
        }
        Measurement amount = new Measurement(quantity, unit);
        Unit target = switch (unit.system()) {
            case US -> unit.family() == Unit.Family.MASS ? metricMass(amount.inBase()) : usVolumeTarget(amount, name);
            case METRIC -> unit.family() == Unit.Family.MASS ? usMass(amount.inBase()) : usVolume(amount.inBase());
            case NONE -> null;
        };
        if (target == null) {
            return List.of();
        }
        return amount.to(target, name)
                .map(converted -> List.of(rounded(converted)))
                .orElse(List.of());
    }

    private static Unit usVolumeTarget(Measurement amount, String name) {
        return Densities.INSTANCE.of(name)
                .filter(density -> density.measuredBy() == Unit.Family.MASS)
                .map(density -> metricMass(amount.inBase() * density.gramsPerMl()))
                .orElseGet(() -> amount.inBase() >= 1000 ? Unit.L : Unit.ML);
    }

    private static Unit metricMass(double grams) {
        return grams >= 1000 ? Unit.KG : Unit.G;
    }

    private static Unit usMass(double grams) {
        return grams >= Unit.LB.baseFactor() ? Unit.LB : Unit.OZ;
    }

    private static Unit usVolume(double millilitres) {
        if (millilitres < Unit.TBSP.baseFactor()) {
            return Unit.TSP;
        }
        if (millilitres < Unit.CUP.baseFactor() / 4) {
            return Unit.TBSP;
        }
        return millilitres < 4 * Unit.CUP.baseFactor() ? Unit.CUP : Unit.QUART;
    }

    static Measurement rounded(Measurement measurement) {
        double quantity = Scaling.round(measurement.quantity(), measurement.unit());
        return quantity > 0 ? new Measurement(quantity, measurement.unit()) : measurement;
    }
}
