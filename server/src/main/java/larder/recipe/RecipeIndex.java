package larder.recipe;

import java.util.EnumSet;
import java.util.Set;
import larder.diet.Label;
import larder.food.FoodLink;
import larder.food.Nutrients;
import larder.food.Nutrition;
import org.springframework.stereotype.Component;

/**
 * What is derived from a recipe's content and stored for search (docs/labels.md): its index terms (words, tags,
 * ingredient words, true labels) and its energy and protein per serving. Computed whenever a recipe is written, and
 * by {@link RecipeLabelBackfill} for rows written before ({@code recipe.labels_version} below {@link #VERSION}).
 */
@Component
class RecipeIndex {

    /**
     * Which derivation wrote a row's labels and nutrition ({@code recipe.labels_version}): 1 the labels, 2 also
     * energy and protein per serving, 3 also the whole-name terms ({@code n:}) that dislikes and excluded ingredients
     * are matched by, 4 also the bit set of true labels on every index row ({@code recipe_term.labels}). Raise it when
     * the lexicon or the food table changes what they say.
     */
    static final int VERSION = 4;

    private final RecipeNutrition nutrition;

    RecipeIndex(RecipeNutrition nutrition) {
        this.nutrition = nutrition;
    }

    /**
     * @param labels             the bit set of the labels that are true ({@link RecipeLabels#bit}), written on every
     *                           index row
     * @param kcalPerServing     energy per serving, or null when some line could not be counted
     * @param proteinGPerServing protein per serving, or null likewise
     */
    record Entry(Set<String> terms, int labels, Double kcalPerServing, Double proteinGPerServing) {
    }

    Entry of(RecipeContent content) {
        Nutrition counted = nutrition.of(content, 1);
        // A line without an amount ("salt to taste") adds nothing, as the nutrition record counts it; a line with no
        // food or no weight leaves the sum unknown, and a bound on it is never met on a guess.
        boolean complete = !counted.lines().isEmpty() && counted.lines().stream().allMatch(line -> line.link().counted()
                || line.link().reason() == FoodLink.Reason.NO_AMOUNT);
        Nutrients serving = counted.perServing();
        Set<String> terms = SearchTerms.of(content);
        int labels = RecipeLabels.bits(EnumSet.allOf(Label.class).stream()
                .filter(label -> terms.contains(RecipeLabels.term(label))).toList());
        return new Entry(terms, labels, complete ? finite(serving.energyKcal()) : null,
                complete ? finite(serving.proteinG()) : null);
    }

    private static Double finite(Double value) {
        return value != null && Double.isFinite(value) ? value : null;
    }
}
