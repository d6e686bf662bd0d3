package larder.plan;

import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.ProblemException;

/** More than {@link MealPlan#MAX_MEALS} meals would be in the plan: 422 {@code meal_plan.full}, nothing written. */
public final class MealPlanFull extends ProblemException {

    MealPlanFull(int wouldHold) {
        super(PlanProblems.FULL, PlanProblems.FULL.status(),
                "A meal plan holds at most " + MealPlan.MAX_MEALS + " meals; this would make " + wouldHold + ".",
                List.of(new FieldProblem("/meals", PlanProblems.FULL.code(),
                        "the plan would hold more than " + MealPlan.MAX_MEALS + " meals")));
    }
}
