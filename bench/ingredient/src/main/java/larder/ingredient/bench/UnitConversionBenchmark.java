package larder.ingredient.bench;

import java.util.concurrent.TimeUnit;

import javax.measure.UnitConverter;
import javax.measure.quantity.Volume;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import larder.ingredient.Unit;
import systems.uom.common.USCustomary;
import tech.units.indriya.quantity.Quantities;
import tech.units.indriya.unit.Units;

/**
 * One conversion (cups to millilitres) three ways, to decide how the server should use JSR 385: through Indriya's
 * Quantity API on every call, through a UnitConverter cached once, or through the factor the Unit enum caches from
 * Indriya at class load.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = "-XX:ActiveProcessorCount=1")
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class UnitConversionBenchmark {

    private javax.measure.Unit<Volume> millilitre;
    private UnitConverter cupToMillilitre;
    private double quantity;

    @Setup
    public void setUp() {
        millilitre = Units.LITRE.divide(1000);
        cupToMillilitre = USCustomary.CUP.getConverterTo(millilitre);
        quantity = 1.5;
    }

    @Benchmark
    public double indriyaQuantityTo() {
        return Quantities.getQuantity(quantity, USCustomary.CUP).to(millilitre).getValue().doubleValue();
    }

    @Benchmark
    public double indriyaCachedConverter() {
        return cupToMillilitre.convert(quantity);
    }

    @Benchmark
    public double unitEnumFactor() {
        return new larder.ingredient.Measurement(quantity, Unit.CUP).to(Unit.ML).quantity();
    }
}
