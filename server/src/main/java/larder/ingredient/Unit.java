package larder.ingredient;

import java.util.Optional;

/**
 * A canonical unit of docs/api.md §5. Bare counts ("3 eggs") have no unit at all, so there is
 * deliberately no {@code EACH} constant: callers use {@code null} or an empty {@link Optional}.
 */
public enum Unit {
    G("g", Family.MASS, MeasurementSystem.METRIC),
    KG("kg", Family.MASS, MeasurementSystem.METRIC),
    OZ("oz", Family.MASS, MeasurementSystem.US),
    LB("lb", Family.MASS, MeasurementSystem.US),

    ML("ml", Family.VOLUME, MeasurementSystem.METRIC),
    L("l", Family.VOLUME, MeasurementSystem.METRIC),
    TSP("tsp", Family.VOLUME, MeasurementSystem.US),
    TBSP("tbsp", Family.VOLUME, MeasurementSystem.US),
    CUP("cup", Family.VOLUME, MeasurementSystem.US),
    FL_OZ("fl_oz", Family.VOLUME, MeasurementSystem.US),
    PINT("pint", Family.VOLUME, MeasurementSystem.US),
    QUART("quart", Family.VOLUME, MeasurementSystem.US),
    GALLON("gallon", Family.VOLUME, MeasurementSystem.US),

    PIECE("piece", Family.COUNT, MeasurementSystem.NONE),
    CLOVE("clove", Family.COUNT, MeasurementSystem.NONE),
    SLICE("slice", Family.COUNT, MeasurementSystem.NONE),
    CAN("can", Family.COUNT, MeasurementSystem.NONE),
    JAR("jar", Family.COUNT, MeasurementSystem.NONE),
    PACKAGE("package", Family.COUNT, MeasurementSystem.NONE),
    BUNCH("bunch", Family.COUNT, MeasurementSystem.NONE),
    SPRIG("sprig", Family.COUNT, MeasurementSystem.NONE),
    STICK("stick", Family.COUNT, MeasurementSystem.NONE),
    HEAD("head", Family.COUNT, MeasurementSystem.NONE),
    PINCH("pinch", Family.COUNT, MeasurementSystem.NONE),
    DASH("dash", Family.COUNT, MeasurementSystem.NONE),
    HANDFUL("handful", Family.COUNT, MeasurementSystem.NONE),
    DROP("drop", Family.COUNT, MeasurementSystem.NONE),
    SHEET("sheet", Family.COUNT, MeasurementSystem.NONE),
    KNOB("knob", Family.COUNT, MeasurementSystem.NONE),

    /** Lengths, for things bought by size ("2.5cm/1in piece ginger"). */
    CM("cm", Family.LENGTH, MeasurementSystem.METRIC),
    IN("in", Family.LENGTH, MeasurementSystem.US);

    /**
     * Units convert exactly within a family; mass and volume meet only through an ingredient's density. A length
     * converts only to a length.
     */
    public enum Family { MASS, VOLUME, COUNT, LENGTH }

    /** The system of measurement, used to offer equivalents "in the other system". */
    public enum MeasurementSystem { METRIC, US, NONE }

    private final String code;
    private final Family family;
    private final MeasurementSystem system;

    Unit(String code, Family family, MeasurementSystem system) {
        this.code = code;
        this.family = family;
        this.system = system;
    }

    /** docs/api.md's code, as it appears in JSON ("fl_oz"). */
    public String code() {
        return code;
    }

    public Family family() {
        return family;
    }

    public MeasurementSystem system() {
        return system;
    }

    /** Whether this unit weighs or pours: mass and volume, the families that meet through a density. */
    public boolean measuresMassOrVolume() {
        return family == Family.MASS || family == Family.VOLUME;
    }

    /** Whether amounts in this unit convert to {@code other} without knowing the ingredient. */
    public boolean convertibleTo(Unit other) {
        return family != Family.COUNT && family == other.family;
    }

    /**
     * How many base units (grams for mass, millilitres for volume, centimetres for length) one of this unit is.
     * Count units have no base and answer 1, which nothing may rely on: check {@link #family()} first.
     */
    public double baseFactor() {
        return UnitDefinitions.factorToBase(this);
    }

    /** The unit whose code is exactly {@code code} ("tbsp", "fl_oz"), or empty. */
    public static Optional<Unit> fromCode(String code) {
        if (code == null) {
            return Optional.empty();
        }
        for (Unit unit : values()) {
            if (unit.code.equals(code)) {
                return Optional.of(unit);
            }
        }
        return Optional.empty();
    }

    /**
     * The unit meant by a common spelling or abbreviation ("Tbsp", "tablespoons", "T.", "gr", "lbs", "fl. oz"), or
     * empty. Case matters only for "T" (tablespoon) against "t" (teaspoon).
     */
    public static Optional<Unit> parse(String spelling) {
        return UnitLexicon.unitForSpelling(spelling);
    }
}
