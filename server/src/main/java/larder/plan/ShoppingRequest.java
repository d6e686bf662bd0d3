package larder.plan;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/** Shopping for a range of a plan, as asked: the range, and a list or a retailer (exactly one of them). */
record ShoppingRequest(PlanRange range, String listId, String retailerId, boolean subtractPantry) {

    static ShoppingRequest of(PlanInputs.Shopping input, MealPlan plan) {
        List<FieldProblem> problems = new ArrayList<>();
        PlanRange range = PlanRange.of(input.from(), input.to(), plan, problems);
        boolean list = input.listId() != null;
        boolean retailer = input.retailerId() != null;
        if (list == retailer) {
            problems.add(FieldProblem.invalid(list ? "/retailer_id" : "/list_id",
                    "give list_id (a list to bring in line with the plan) or retailer_id (a new cart), not both"));
        }
        if (input.pantry() != null && !input.pantry().equals("subtract")) {
            problems.add(FieldProblem.invalid("/pantry", "must be \"subtract\", or left out"));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new ShoppingRequest(range, input.listId(), input.retailerId(), input.pantry() != null);
    }

    boolean covers(LocalDate date) {
        return range.covers(date);
    }

    /**
     * What marks the items this shopping puts on a list: the plan and the range. Shopping for the same range again
     * finds them and brings them in line; another range is other items.
     */
    String source(MealPlan plan) {
        return "meal_plan:" + plan.id() + ":" + range.from() + ":" + range.to();
    }
}
