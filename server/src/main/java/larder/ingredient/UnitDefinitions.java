package larder.ingredient;

import javax.measure.quantity.Mass;
import javax.measure.quantity.Volume;

import systems.uom.common.USCustomary;
import tech.units.indriya.unit.Units;

/**
 * The size of each unit, taken from JSR 385 (Indriya with the US customary system) once, when the class loads.
 *
 * <p>Indriya is the source of the definitions, but conversions do not call it: a cached double factor converts in
 * under a nanosecond, where Indriya's {@code Quantity.to} takes about 3 microseconds and a cached
 * {@code UnitConverter} about 0.4 (bench/ingredient/README.md). Every unit here is linear, so a factor loses nothing.
 */
final class UnitDefinitions {

    private static final double[] FACTORS = load();

    private UnitDefinitions() {
    }

    static double factorToBase(Unit unit) {
        return FACTORS[unit.ordinal()];
    }

    private static double[] load() {
        javax.measure.Unit<Mass> gram = Units.GRAM;
        javax.measure.Unit<Volume> millilitre = Units.LITRE.divide(1000);
        // systems-common defines the teaspoon through a rounded minim (61.61152 µl), which makes 16 tbsp differ from
        // a cup in the tenth digit. The legal definitions (tbsp = 1/2 fl oz, tsp = 1/6 fl oz) keep the ladder exact.
        javax.measure.Unit<Volume> tablespoon = USCustomary.FLUID_OUNCE.divide(2);
        javax.measure.Unit<Volume> teaspoon = USCustomary.FLUID_OUNCE.divide(6);

        double[] factors = new double[Unit.values().length];
        factors[Unit.G.ordinal()] = 1.0;
        factors[Unit.KG.ordinal()] = Units.KILOGRAM.getConverterTo(gram).convert(1.0);
        factors[Unit.OZ.ordinal()] = USCustomary.OUNCE.getConverterTo(gram).convert(1.0);
        factors[Unit.LB.ordinal()] = USCustomary.POUND.getConverterTo(gram).convert(1.0);
        factors[Unit.ML.ordinal()] = 1.0;
        factors[Unit.L.ordinal()] = Units.LITRE.getConverterTo(millilitre).convert(1.0);
        factors[Unit.TSP.ordinal()] = teaspoon.getConverterTo(millilitre).convert(1.0);
        factors[Unit.TBSP.ordinal()] = tablespoon.getConverterTo(millilitre).convert(1.0);
        factors[Unit.CUP.ordinal()] = USCustomary.CUP.getConverterTo(millilitre).convert(1.0);
        factors[Unit.FL_OZ.ordinal()] = USCustomary.FLUID_OUNCE.getConverterTo(millilitre).convert(1.0);
        factors[Unit.PINT.ordinal()] = USCustomary.PINT.getConverterTo(millilitre).convert(1.0);
        factors[Unit.QUART.ordinal()] = USCustomary.PINT.multiply(2).getConverterTo(millilitre).convert(1.0);
        factors[Unit.GALLON.ordinal()] = USCustomary.GALLON_LIQUID.getConverterTo(millilitre).convert(1.0);
        factors[Unit.CM.ordinal()] = 1.0;
        factors[Unit.IN.ordinal()] = USCustomary.INCH.getConverterTo(Units.METRE.divide(100)).convert(1.0);
        for (Unit unit : Unit.values()) {
            if (unit.family() == Unit.Family.COUNT) {
                factors[unit.ordinal()] = 1.0;
            }
        }
        return factors;
    }
}
