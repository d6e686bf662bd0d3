package larder.ingredient;

/**
 * Turns one free-text ingredient line into its parts: "2 1/2 cups flour, sifted" is 2.5 cup of "flour", comment
 * "sifted", in baking, about 300 g. Stateless and thread-safe; the dictionaries it uses load once.
 */
public final class IngredientAnalyser {

    private IngredientAnalyser() {
    }

    /**
     * Analyses a line. Never throws and never drops a line: a line it cannot read comes back whole as the name, and
     * null or blank comes back with an empty name.
     */
    public static AnalysedIngredient analyse(String line) {
        try {
            return LineParser.parse(line);
        } catch (RuntimeException e) {
            // A parser bug must not lose the user's line; the tests and the accuracy run are where bugs show.
            String text = line == null ? "" : line;
            return new AnalysedIngredient(text, text.strip(), null, null, null, null, Category.forIngredient(text),
                    java.util.List.of(), null);
        }
    }
}
