package larder.recipe;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.diet.DietLine;
import larder.diet.Label;
import larder.diet.Labels;
import larder.ingredient.CanonicalName;

/**
 * A recipe's diet and allergen labels (docs/labels.md), from its ingredients. A pure function of the content: the
 * API computes them whenever it shows a recipe, so a recipe stored before labels existed shows them too; the ones
 * that are true are also written into the search index ({@code l:vegan}) whenever the recipe is written
 * ({@link RecipeIndex}).
 */
final class RecipeLabels {

    private RecipeLabels() {
    }

    static Labels of(RecipeContent content) {
        return Labels.ofRecipe(lines(content.ingredients()));
    }

    static List<DietLine> lines(List<RecipeContent.Ingredient> ingredients) {
        return ingredients.stream().map(i -> new DietLine(i.text() != null && !i.text().isBlank() ? i.text()
                : i.name(), CanonicalName.of(i.name()))).toList();
    }

    /**
     * The bit of a label in a stored label set ({@code recipe_term.labels}, {@code recipe_label_set}): its place in
     * docs/api.md §15's order, vegan 1, vegetarian 2, … sesame_free 2048. Stored in every index row: {@link Label}'s
     * order must never change (RecipeLabelsTest holds it).
     */
    static int bit(Label label) {
        return 1 << label.ordinal();
    }

    /** The bit set of these labels. */
    static int bits(java.util.Collection<Label> labels) {
        int bits = 0;
        for (Label label : labels) {
            bits |= bit(label);
        }
        return bits;
    }

    /** The labels of a bit set, in §15's order: the inverse of {@link #bits}. */
    static Set<Label> labels(int bits) {
        Set<Label> labels = EnumSet.noneOf(Label.class);
        for (Label label : Label.values()) {
            if ((bits & bit(label)) != 0) {
                labels.add(label);
            }
        }
        return labels;
    }

    /** The index term of a label that is true: {@code l:vegan}. */
    static String term(Label label) {
        return "l:" + label.code();
    }
}
