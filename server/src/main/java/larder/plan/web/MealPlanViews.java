package larder.plan.web;

import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.List;
import larder.food.web.NutrientsView;
import larder.plan.DayNutrition;
import larder.plan.Meal;
import larder.plan.MealPlan;
import larder.plan.PlanRead;
import larder.plan.Unmet;
import larder.recipe.RecipeSummary;
import larder.recipe.web.RecipeView.RecipeSummaryView;

/** Meal plans as the API shows them (docs/api.md §17). */
final class MealPlanViews {

    private MealPlanViews() {
    }

    @Schema(name = "MealPlan", description = "A user's meal plan: its days, its meals in order of date and slot, and "
            + "the nutrients of each day's meals.")
    record MealPlanView(String id, String name, @Schema(format = "date") String startDate,
                        @Schema(minimum = "1", maximum = "28") int days, List<MealView> meals,
                        List<DayNutritionView> nutritionByDay, long version, Instant createdAt, Instant updatedAt) {

        static MealPlanView of(PlanRead read) {
            MealPlan plan = read.plan();
            return new MealPlanView(plan.id(), plan.name(), plan.startDate().toString(), plan.days(),
                    plan.meals().stream().map(m -> MealView.of(m, read.recipes().get(m.recipeId()))).toList(),
                    read.days().stream().map(DayNutritionView::of).toList(), plan.version(), plan.createdAt(),
                    plan.updatedAt());
        }
    }

    @Schema(name = "GeneratedMealPlan", description = "The plan after a generation, and the slots it left empty.")
    record GeneratedView(String id, String name, @Schema(format = "date") String startDate,
                         @Schema(minimum = "1", maximum = "28") int days, List<MealView> meals,
                         List<DayNutritionView> nutritionByDay, long version, Instant createdAt, Instant updatedAt,
                         @Schema(description = "The empty slots of the range that generation could not fill, in "
                                 + "order of date and slot") List<UnmetView> unmet) {

        static GeneratedView of(PlanRead read) {
            MealPlanView plan = MealPlanView.of(read);
            return new GeneratedView(plan.id(), plan.name(), plan.startDate(), plan.days(), plan.meals(),
                    plan.nutritionByDay(), plan.version(), plan.createdAt(), plan.updatedAt(),
                    read.unmet().stream().map(UnmetView::of).toList());
        }
    }

    @Schema(name = "Meal")
    record MealView(String id, @Schema(format = "date") String date,
                    @Schema(allowableValues = {"breakfast", "lunch", "dinner", "snack"}) String slot,
                    @Schema(description = "The recipe as listings show it; a recipe deleted since the meal was "
                            + "planned keeps its id and name, with no images, time or tags") RecipeSummaryView recipe,
                    @Schema(minimum = "1", maximum = "" + Meal.MAX_SERVINGS) int servings,
                    @Schema(description = "Whether generation placed the meal (false: added by hand, which "
                            + "generation never replaces)") boolean generated) {

        static MealView of(Meal meal, RecipeSummary recipe) {
            RecipeSummaryView summary = recipe != null ? RecipeSummaryView.of(recipe)
                    : new RecipeSummaryView(meal.recipeId(), meal.recipeName(), List.of(), null, List.of(), "app", List.of(),
                            null, null);
            return new MealView(meal.id(), meal.date().toString(), meal.slot().code(), summary, meal.servings(),
                    meal.generated());
        }
    }

    @Schema(name = "MealPlanDayNutrition", description = "The nutrients of one day's meals, each meal its recipe "
            + "scaled to the meal's servings (what is cooked, not one person's share), and the share of their "
            + "ingredient lines counted (0 to 1, two decimals; 1 for a day without meals).")
    record DayNutritionView(@Schema(format = "date") String date, NutrientsView total, double coverage) {

        static DayNutritionView of(DayNutrition day) {
            return new DayNutritionView(day.date().toString(), NutrientsView.of(day.total()), day.coverage());
        }
    }

    @Schema(name = "MealPlanUnmet")
    record UnmetView(@Schema(format = "date") String date,
                     @Schema(allowableValues = {"breakfast", "lunch", "dinner", "snack"}) String slot,
                     @Schema(allowableValues = {"no_matching_recipe", "would_repeat", "kcal_out_of_range",
                             "meal_plan_full"}, description = "no_matching_recipe: no recipe the preferences and "
                             + "limits allow fits the slot; would_repeat: every one that fits is planned within 7 "
                             + "days; kcal_out_of_range: none left keeps the day within kcal_per_day; "
                             + "meal_plan_full: the plan holds 200 meals") String reason) {

        static UnmetView of(Unmet unmet) {
            return new UnmetView(unmet.date().toString(), unmet.slot().code(), unmet.reason());
        }
    }

    @Schema(name = "MealPlanSummary", description = "A plan in a listing: without its meals, meal_count instead.")
    record SummaryView(String id, String name, @Schema(format = "date") String startDate, int days, int mealCount,
                       long version, Instant createdAt, Instant updatedAt) {

        static SummaryView of(MealPlan plan, int mealCount) {
            return new SummaryView(plan.id(), plan.name(), plan.startDate().toString(), plan.days(), mealCount,
                    plan.version(), plan.createdAt(), plan.updatedAt());
        }
    }
}
