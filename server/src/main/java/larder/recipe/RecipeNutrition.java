package larder.recipe;

import java.util.List;
import larder.food.Foods;
import larder.food.Nutrition;
import org.springframework.stereotype.Component;

/** A recipe's nutrition (contract section 14), for the recipe at a scale, divided into its servings. */
@Component
public class RecipeNutrition {

    private final Foods foods;

    RecipeNutrition(Foods foods) {
        this.foods = foods;
    }

    /**
     * The nutrition of {@code factor} times the recipe, from each ingredient's stored food link (the store derives
     * those it does not hold, or holds under another table version). Grams are scaled exactly, not rounded as the
     * scaled recipe shows its amounts; the servings are the scaled recipe's, or 1 for a recipe that does not say.
     */
    public Nutrition of(Recipe recipe, double factor) {
        return of(recipe.content(), factor);
    }

    /** As {@link #of(Recipe, double)}, for content about to be stored (its per-serving energy and protein). */
    Nutrition of(RecipeContent recipeContent, double factor) {
        RecipeContent content = recipeContent.linked(foods);
        List<Nutrition.Line> lines = content.ingredients().stream()
                .map(ingredient -> new Nutrition.Line(ingredient.text(), ingredient.food().scaled(factor))).toList();
        Integer servings = content.scaled(factor).servings();
        return Foods.nutritionOf(lines, servings == null ? 1 : servings);
    }
}
