package larder.plan;

import java.util.List;

/** What clients send to meal plans, as the web layer reads it: typed, but not yet checked (the plan checks it). */
public final class PlanInputs {

    private PlanInputs() {
    }

    /** {@code POST /meal-plans}: {@code start_date} an ISO date, {@code days} 1 to 28. */
    public record NewPlan(String name, String startDate, Integer days) {
    }

    /** {@code POST /meal-plans/{id}/meals}; {@code servings} defaults as docs/meal-plans.md says. */
    public record NewMeal(String date, String slot, String recipeId, Integer servings) {
    }

    /** {@code PATCH /meal-plans/{id}/meals/{meal_id}}: members left out (null) stay as they are. */
    public record MealChange(String date, String slot, Integer servings) {
    }

    /** {@code POST /meal-plans/{id}/generate}: every member optional. */
    public record Generate(String from, String to, List<String> slots, Integer kcalMin, Integer kcalMax,
                           Integer maxTotalMinutes, Long seed) {
    }

    /** {@code POST /meal-plans/{id}/shopping}: one of {@code listId} and {@code retailerId}. */
    public record Shopping(String from, String to, String listId, String retailerId, String pantry) {
    }
}
