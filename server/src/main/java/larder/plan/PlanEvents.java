package larder.plan;

import java.time.Instant;
import java.time.LocalDate;
import larder.platform.event.ApiEvent;

/**
 * {@code meal_plan.created}, {@code meal_plan.updated}, {@code meal_plan.deleted}: published in the transaction of the
 * change. They carry the plan's summary (its own fields and meal_count), not its meals: a receiver reads the plan when
 * it wants them.
 */
public final class PlanEvents {

    private PlanEvents() {
    }

    /** The object of a meal plan's events, as a webhook receiver gets it. */
    public record PlanSummary(String id, String name, LocalDate startDate, int days,
                              int mealCount, long version, Instant createdAt, Instant updatedAt) {

        static PlanSummary of(MealPlan plan) {
            return new PlanSummary(plan.id(), plan.name(), plan.startDate(), plan.days(), plan.meals().size(),
                    plan.version(), plan.createdAt(), plan.updatedAt());
        }
    }

    public record MealPlanCreated(MealPlan plan) implements ApiEvent {
        public String type() { return "meal_plan.created"; }

        public String clientId() { return plan.clientId(); }

        public Object object() { return PlanSummary.of(plan); }
    }

    public record MealPlanUpdated(MealPlan plan) implements ApiEvent {
        public String type() { return "meal_plan.updated"; }

        public String clientId() { return plan.clientId(); }

        public Object object() { return PlanSummary.of(plan); }
    }

    public record MealPlanDeleted(String planId, String clientId, String userId) implements ApiEvent {
        public String type() { return "meal_plan.deleted"; }

        public Object object() { return ApiEvent.gone(planId); }
    }
}
