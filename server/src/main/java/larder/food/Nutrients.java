package larder.food;

import jakarta.annotation.Nullable;

/**
 * The 14 nutrients of contract section 14, each null where the value is not known. Per 100 g in the table, and an
 * amount of some weight once {@link #times scaled}. Sums stay unrounded; {@link #rounded()} is for showing.
 */
public record Nutrients(
        @Nullable Double energyKcal,
        @Nullable Double proteinG,
        @Nullable Double fatG,
        @Nullable Double saturatedFatG,
        @Nullable Double transFatG,
        @Nullable Double cholesterolMg,
        @Nullable Double carbohydrateG,
        @Nullable Double fiberG,
        @Nullable Double sugarsG,
        @Nullable Double sodiumMg,
        @Nullable Double potassiumMg,
        @Nullable Double calciumMg,
        @Nullable Double ironMg,
        @Nullable Double vitaminDUg) {

    static final int COUNT = 14;

    /** Nothing at all: the sum of no lines, where every nutrient is a known zero. */
    public static final Nutrients ZERO = of(new double[COUNT]);

    /** From values in the order of the record's components; NaN is an unknown value. */
    static Nutrients of(double[] v) {
        return new Nutrients(box(v[0]), box(v[1]), box(v[2]), box(v[3]), box(v[4]), box(v[5]), box(v[6]),
                box(v[7]), box(v[8]), box(v[9]), box(v[10]), box(v[11]), box(v[12]), box(v[13]));
    }

    /** The values, in the order of the record's components; NaN where unknown. */
    double[] values() {
        return new double[] {unbox(energyKcal), unbox(proteinG), unbox(fatG), unbox(saturatedFatG),
            unbox(transFatG), unbox(cholesterolMg), unbox(carbohydrateG), unbox(fiberG), unbox(sugarsG),
            unbox(sodiumMg), unbox(potassiumMg), unbox(calciumMg), unbox(ironMg), unbox(vitaminDUg)};
    }

    /** Every value times a factor: per 100 g times grams / 100 is the amount in those grams. */
    public Nutrients times(double factor) {
        double[] v = values();
        for (int i = 0; i < v.length; i++) {
            v[i] *= factor;
        }
        return of(v);
    }

    /**
     * The sum of two amounts. An unknown value in one side is taken as zero when the other side knows it (SR28
     * leaves out, say, the trans fat of a vegetable that has none); it stays unknown only when neither knows it.
     */
    public Nutrients plus(Nutrients other) {
        double[] a = values();
        double[] b = other.values();
        for (int i = 0; i < a.length; i++) {
            a[i] = Double.isNaN(a[i]) ? b[i] : Double.isNaN(b[i]) ? a[i] : a[i] + b[i];
        }
        return of(a);
    }

    /**
     * Rounded as a label shows them (contract section 14): kcal and every milligram to a whole number, grams and
     * micrograms to one decimal.
     */
    public Nutrients rounded() {
        return new Nutrients(whole(energyKcal), tenth(proteinG), tenth(fatG), tenth(saturatedFatG),
                tenth(transFatG), whole(cholesterolMg), tenth(carbohydrateG), tenth(fiberG), tenth(sugarsG),
                whole(sodiumMg), whole(potassiumMg), whole(calciumMg), whole(ironMg), tenth(vitaminDUg));
    }

    private static Double whole(Double value) {
        return value == null ? null : (double) Math.round(value);
    }

    private static Double tenth(Double value) {
        return value == null ? null : Math.round(value * 10) / 10.0;
    }

    private static Double box(double value) {
        return Double.isNaN(value) ? null : value;
    }

    private static double unbox(Double value) {
        return value == null ? Double.NaN : value;
    }
}
