package larder.ingredient;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Densities of common ingredients, read once from {@code ingredient/densities.txt}: the only bridge between mass
 * and volume. Without an entry, "1 cup" of something has no weight.
 */
final class Densities {

    /** How much one millilitre weighs, and which family the metric world weighs the ingredient in. */
    record Density(double gramsPerMl, Unit.Family measuredBy) {
    }

    /** Entries whose density is "-" map to this: known, and known to have no single density. */
    private static final Density UNKNOWN = new Density(Double.NaN, Unit.Family.MASS);

    static final Densities INSTANCE = load("/ingredient/densities.txt");

    private final Map<String, Density> byName;

    /** @param byName densities by canonical name; {@link #UNKNOWN} for a name known to have none */
    Densities(Map<String, Density> byName) {
        this.byName = byName;
    }

    /**
     * The density of an ingredient, matched on the end of its canonical name ("light brown sugar"). Looked up on every
     * call: the {@link Combiner}, which asks for the same names on every read of a list, remembers the answers.
     */
    Optional<Density> of(String ingredientName) {
        return ofWords(CanonicalName.words(ingredientName));
    }

    /** The density of an ingredient of these {@linkplain CanonicalName#words canonical words}. */
    Optional<Density> ofWords(List<String> words) {
        int n = words.size();
        for (int start = 0; start < n; start++) {
            Density density = byName.get(String.join(" ", words.subList(start, n)));
            if (density != null) {
                return density == UNKNOWN ? Optional.empty() : Optional.of(density);
            }
        }
        return Optional.empty();
    }

    private static Densities load(String resource) {
        return of(resource, DataLine.load(resource));
    }

    /** The densities in {@code lines} ({@code name | grams per cup | family}); {@code source} names them in errors. */
    static Densities of(String source, List<DataLine> lines) {
        Map<String, Density> byName = new HashMap<>();
        double millilitresPerCup = Unit.CUP.baseFactor();
        for (DataLine line : lines) {
            String[] fields = line.text().split("\\|");
            if (fields.length != 3) {
                throw new IllegalStateException(source + ":" + line.number()
                        + ": expected name | grams per cup | family: " + line.text());
            }
            String key = CanonicalName.of(fields[0]);
            String grams = fields[1].strip();
            Unit.Family family = Unit.Family.valueOf(fields[2].strip().toUpperCase(java.util.Locale.ROOT));
            byName.put(key, grams.equals("-")
                    ? UNKNOWN
                    : new Density(Double.parseDouble(grams) / millilitresPerCup, family));
        }
        return new Densities(Map.copyOf(byName));
    }
}
