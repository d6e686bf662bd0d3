package larder.ingredient;

/** Thrown when code asks to convert between units that have no exact conversion (a bug in the caller). */
public final class IncompatibleUnits extends RuntimeException {

    public IncompatibleUnits(Unit from, Unit to) {
        super("cannot convert " + from.code() + " to " + to.code() + " without a density");
    }
}
