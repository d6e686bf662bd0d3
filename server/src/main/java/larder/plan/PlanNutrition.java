package larder.plan;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.food.Nutrients;
import larder.food.Nutrition;
import larder.recipe.Recipe;
import larder.recipe.RecipeNutrition;
import org.springframework.stereotype.Component;

/**
 * A plan's nutrition by day (docs/api.md §14, §17), through the recipe module's nutrition of each recipe: a meal adds
 * its recipe's total scaled to the meal's servings (a recipe that does not say how many it serves is one serving).
 * A recipe's nutrition is remembered by recipe and last change, as a recipe's ingredients change only with it.
 */
@Component
class PlanNutrition {

    private final RecipeNutrition nutrition;
    private final Cache<String, Batch> batches = Caffeine.newBuilder().maximumSize(50_000).build();

    PlanNutrition(RecipeNutrition nutrition) {
        this.nutrition = nutrition;
    }

    /** A recipe made once: its total, the servings it makes, and how many of its lines were counted. */
    record Batch(Nutrients total, double servings, int lines, int counted) {

        Nutrients perServing() {
            return total.times(1 / servings);
        }
    }

    Batch of(Recipe recipe) {
        return batches.get(recipe.id() + "@" + recipe.updatedAt(), key -> {
            Nutrition n = nutrition.of(recipe, 1);
            int counted = (int) n.lines().stream().filter(line -> line.link().counted()).count();
            return new Batch(n.total(), n.servings(), n.lines().size(), counted);
        });
    }

    /** The energy of one serving, or null when no line of the recipe gave one. */
    Double kcalPerServing(Recipe recipe) {
        Batch batch = of(recipe);
        return batch.counted() == 0 ? null : batch.perServing().energyKcal();
    }

    /** Every date of the plan, in order; meals whose recipe is gone add nothing. */
    List<DayNutrition> byDay(MealPlan plan, Map<String, Recipe> recipes) {
        Map<LocalDate, Nutrients> totals = new HashMap<>();
        Map<LocalDate, int[]> lines = new HashMap<>();
        for (Meal meal : plan.meals()) {
            Recipe recipe = recipes.get(meal.recipeId());
            if (recipe == null) {
                continue;
            }
            Batch batch = of(recipe);
            totals.merge(meal.date(), batch.total().times(meal.servings() / batch.servings()), Nutrients::plus);
            int[] count = lines.computeIfAbsent(meal.date(), d -> new int[2]);
            count[0] += batch.lines();
            count[1] += batch.counted();
        }
        List<DayNutrition> days = new ArrayList<>(plan.days());
        for (LocalDate date : plan.dates()) {
            int[] count = lines.get(date);
            double coverage = count == null || count[0] == 0 ? 1 : Math.round(100.0 * count[1] / count[0]) / 100.0;
            days.add(new DayNutrition(date, totals.getOrDefault(date, Nutrients.ZERO), coverage));
        }
        return days;
    }
}
