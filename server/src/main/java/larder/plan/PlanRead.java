package larder.plan;

import java.util.List;
import java.util.Map;
import larder.recipe.RecipeSummary;

/**
 * A plan as answered: the plan, the summaries of its meals' recipes that still exist (by id), and its nutrition by
 * day; after a generation, also the slots it left empty.
 */
public record PlanRead(MealPlan plan, Map<String, RecipeSummary> recipes, List<DayNutrition> days,
                       List<Unmet> unmet) {

    public PlanRead {
        recipes = Map.copyOf(recipes);
        days = List.copyOf(days);
        unmet = List.copyOf(unmet);
    }
}
