package larder.recipe;

import java.util.List;
import larder.food.Foods;
import larder.food.Nutrition;
import larder.ingredient.AnalysedIngredient;
import org.springframework.stereotype.Component;

/** A recipe's nutrition (contract section 14), for the recipe at a scale, divided into its servings. */
@Component
public class RecipeNutrition {

    private final Foods foods;

    RecipeNutrition(Foods foods) {
        this.foods = foods;
    }

    /**
     * The nutrition of {@code factor} times the recipe. Amounts are scaled exactly, not rounded as the scaled recipe
     * shows them; the servings are the scaled recipe's, or 1 for a recipe that does not say.
     */
    public Nutrition of(Recipe recipe, double factor) {
        return of(recipe.content(), factor);
    }

    Nutrition of(RecipeContent content, double factor) {
        List<AnalysedIngredient> lines = content.ingredients().stream().map(ingredient -> Foods.line(
                ingredient.text(), ingredient.name(), times(ingredient.quantity(), factor),
                times(ingredient.quantityMax(), factor), ingredient.unit(), ingredient.comment())).toList();
        Integer servings = content.scaled(factor).servings();
        return foods.nutrition(lines, servings == null ? 1 : servings);
    }

    private static Double times(Double quantity, double factor) {
        return quantity == null ? null : quantity * factor;
    }
}
