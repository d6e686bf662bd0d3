package larder.plan;

/** A plan in a listing: its own fields, without its meals (empty here), and how many meals it holds. */
public record ListedPlan(MealPlan plan, int mealCount) {
}
