package larder.ingredient;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Scales amounts (recipe {@code ?scale=}) and rounds them for display: no 0.3333333 cups, no 2.9999 eggs.
 *
 * <p>Rounding depends on the unit, because people read amounts differently:
 * <ul>
 *   <li>grams and millilitres: whole numbers from 10 up, else two significant digits (7.5 g);</li>
 *   <li>kilograms and litres: three significant digits (1.25 kg);</li>
 *   <li>kitchen units (cups, spoons, ounces, pounds, counts, no unit): within 0.01 (and 3%) of a whole number or a kitchen
 *       fraction (eighths and thirds) snaps to it, thirds shown with two decimals (0.33, 1.67) and eighths with
 *       up to three (0.125); otherwise two significant digits below 10, and halves from 10 up.</li>
 * </ul>
 */
public final class Scaling {

    private static final double SNAP = 0.01;
    private static final double[] KITCHEN_FRACTIONS = {
        0, 1.0 / 8, 1.0 / 4, 1.0 / 3, 3.0 / 8, 1.0 / 2, 5.0 / 8, 2.0 / 3, 3.0 / 4, 7.0 / 8, 1
    };

    private Scaling() {
    }

    /**
     * {@code quantity} times {@code factor}, rounded for display in {@code unit} (which may be null for a bare
     * count).
     *
     * @throws IllegalArgumentException if the factor is not positive and finite: the caller validates user input
     */
    public static double scale(double quantity, Unit unit, double factor) {
        requirePositive(factor, "factor");
        double product = quantity * factor;
        if (product == 0 && quantity > 0) {
            // A positive amount at a positive scale stays an amount, however small the scale: underflow must not
            // turn it into nothing, which no quantity may be.
            product = Double.MIN_VALUE;
        }
        return round(product, unit);
    }

    /** An analysed ingredient with its quantity, range and measurements scaled by {@code factor}. */
    public static AnalysedIngredient scale(AnalysedIngredient ingredient, double factor) {
        requirePositive(factor, "factor");
        Double quantity = ingredient.quantity() == null ? null : scale(ingredient.quantity(), ingredient.unit(), factor);
        Double max = ingredient.quantityMax() == null ? null : scale(ingredient.quantityMax(), ingredient.unit(), factor);
        if (quantity != null && max != null && max <= quantity) {
            // Rounding can close a narrow range ("1-1.01"); a range that is no longer one is a single amount.
            max = null;
        }
        List<Measurement> measurements = new ArrayList<>(ingredient.measurements().size());
        for (Measurement measurement : ingredient.measurements()) {
            measurements.add(new Measurement(scale(measurement.quantity(), measurement.unit(), factor),
                    measurement.unit()));
        }
        return new AnalysedIngredient(ingredient.text(), ingredient.name(), quantity, max, ingredient.unit(),
                ingredient.comment(), ingredient.category(), measurements, ingredient.size());
    }

    /** {@code quantity} rounded for display in {@code unit} (null for a bare count), as described above. */
    public static double round(double quantity, Unit unit) {
        if (!(quantity > 0) || Double.isInfinite(quantity)) {
            return quantity;
        }
        if (unit == Unit.G || unit == Unit.ML) {
            return quantity >= 10 ? Math.round(quantity) : significant(quantity, 2);
        }
        if (unit == Unit.KG || unit == Unit.L) {
            return significant(quantity, 3);
        }
        double whole = Math.floor(quantity);
        double fraction = quantity - whole;
        for (double kitchen : KITCHEN_FRACTIONS) {
            if (Math.abs(fraction - kitchen) <= Math.min(SNAP, quantity * 0.03)) {
                double snapped = whole + kitchen;
                if (snapped == 0) {
                    break;
                }
                // Two decimals show thirds as 0.33 and 0.67; three keep eighths exact (0.125, 0.375).
                double decimals = kitchen == 1.0 / 3 || kitchen == 2.0 / 3 ? 100 : 1000;
                return Math.round(snapped * decimals) / decimals;
            }
        }
        if (quantity >= 10) {
            return Math.round(quantity * 2) / 2.0;
        }
        return significant(quantity, 2);
    }

    private static double significant(double value, int digits) {
        int exponent = digits - 1 - (int) Math.floor(Math.log10(value));
        // Dividing by an exact power of ten rounds correctly, so 0.3 comes back as 0.3, not 0.30000000000000004.
        if (exponent >= 0) {
            double scale = Math.pow(10, exponent);
            if (Double.isInfinite(scale) || Double.isInfinite(value * scale)) {
                return significantExactly(value, digits);
            }
            return Math.round(value * scale) / scale;
        }
        double step = Math.pow(10, -exponent);
        return Math.round(value / step) * step;
    }

    /**
     * The few values whose power of ten overflows a double (below about 1e-292, where {@code Math.pow(10, exponent)}
     * is infinite and the quick way gives 0): rounded exactly, so that a positive value stays positive.
     */
    private static double significantExactly(double value, int digits) {
        return new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_UP)).doubleValue();
    }

    private static void requirePositive(double value, String what) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(what + " must be positive and finite, not " + value);
        }
    }
}
