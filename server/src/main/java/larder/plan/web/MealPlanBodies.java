package larder.plan.web;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.plan.Meal;
import larder.plan.MealPlan;
import larder.plan.PlanInputs;

/** The bodies clients send to meal plans, as the document describes them; the plan checks their values. */
final class MealPlanBodies {

    private MealPlanBodies() {
    }

    @Schema(name = "MealPlanInput")
    record NewPlanBody(
            @Nullable @Schema(description = "\"Meal plan\" when absent", minLength = 1, maxLength = MealPlan.MAX_NAME)
            String name,
            @Schema(format = "date", requiredMode = Schema.RequiredMode.REQUIRED) String startDate,
            @Schema(minimum = "" + MealPlan.MIN_DAYS, maximum = "" + MealPlan.MAX_DAYS,
                    requiredMode = Schema.RequiredMode.REQUIRED) Integer days) {

        PlanInputs.NewPlan input() {
            return new PlanInputs.NewPlan(name, startDate, days);
        }
    }

    @Schema(name = "MealPlanPatch")
    record RenameBody(@Nullable @Schema(minLength = 1, maxLength = MealPlan.MAX_NAME) String name) {
    }

    @Schema(name = "MealInput")
    record MealBody(
            @Schema(format = "date", requiredMode = Schema.RequiredMode.REQUIRED,
                    description = "A date of the plan (422 request.invalid otherwise)") String date,
            @Schema(allowableValues = {"breakfast", "lunch", "dinner", "snack"},
                    requiredMode = Schema.RequiredMode.REQUIRED) String slot,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "A recipe the user may see")
            String recipeId,
            @Nullable @Schema(minimum = "1", maximum = "" + Meal.MAX_SERVINGS, description = "The user's "
                    + "household_size when absent, or else the recipe's servings, or else 1") Integer servings) {

        PlanInputs.NewMeal input() {
            return new PlanInputs.NewMeal(date, slot, recipeId, servings);
        }
    }

    @Schema(name = "MealPatch", description = "Members left out (or null) stay as they are.")
    record MealPatchBody(
            @Nullable @Schema(format = "date", description = "A date of the plan") String date,
            @Nullable @Schema(allowableValues = {"breakfast", "lunch", "dinner", "snack"}) String slot,
            @Nullable @Schema(minimum = "1", maximum = "" + Meal.MAX_SERVINGS) Integer servings) {

        PlanInputs.MealChange input() {
            return new PlanInputs.MealChange(date, slot, servings);
        }
    }

    @Schema(name = "KcalRange", description = "Energy per serving that each day's meals add up to.")
    record KcalRangeBody(@Nullable @Schema(minimum = "0", maximum = "20000") Integer min,
                         @Nullable @Schema(minimum = "1", maximum = "20000") Integer max) {
    }

    @Schema(name = "MealPlanGenerateInput", description = "Every member may be left out.")
    record GenerateBody(
            @Nullable @Schema(format = "date", description = "The plan's first date when absent") String from,
            @Nullable @Schema(format = "date", description = "The plan's last date when absent") String to,
            @Nullable @ArraySchema(minItems = 1, schema = @Schema(allowableValues = {"breakfast", "lunch", "dinner",
                    "snack"}), arraySchema = @Schema(description = "[\"dinner\"] when absent")) List<String> slots,
            @Nullable KcalRangeBody kcalPerDay,
            @Nullable @Schema(minimum = "1", maximum = "10080", description = "Tighter than the user's "
                    + "max_total_minutes only") Integer maxTotalMinutes,
            @Nullable @Schema(description = "The same seed, plan and recipes give the same meals; a random seed "
                    + "when absent") Long seed) {

        PlanInputs.Generate input() {
            return new PlanInputs.Generate(from, to, slots, kcalPerDay == null ? null : kcalPerDay.min(),
                    kcalPerDay == null ? null : kcalPerDay.max(), maxTotalMinutes, seed);
        }
    }

    @Schema(name = "MealPlanShoppingInput", description = "list_id or retailer_id, exactly one.")
    record ShoppingBody(
            @Nullable @Schema(format = "date", description = "The plan's first date when absent") String from,
            @Nullable @Schema(format = "date", description = "The plan's last date when absent") String to,
            @Nullable @Schema(description = "A list the user may change: its items from this range of the plan "
                    + "are brought in line with the plan") String listId,
            @Nullable @Schema(description = "A retailer of the app: a new cart of the range's ingredients")
            String retailerId,
            @Nullable @Schema(allowableValues = {"subtract"}, description = "subtract: buy only what the "
                    + "user's pantry does not hold (docs/pantry.md); the pantry is read, never changed") String pantry) {

        PlanInputs.Shopping input() {
            return new PlanInputs.Shopping(from, to, listId, retailerId, pantry);
        }
    }
}
