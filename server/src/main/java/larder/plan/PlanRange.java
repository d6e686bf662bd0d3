package larder.plan;

import java.time.LocalDate;
import java.util.List;
import larder.platform.problem.FieldProblem;

/** The dates {@code from} to {@code to} of a plan, both included: the whole plan when they are left out. */
record PlanRange(LocalDate from, LocalDate to) {

    static PlanRange of(String from, String to, MealPlan plan, List<FieldProblem> problems) {
        LocalDate start = PlanDates.date(from, "/from", false, problems);
        LocalDate end = PlanDates.date(to, "/to", false, problems);
        start = start == null ? plan.startDate() : start;
        end = end == null ? plan.endDate() : end;
        if (from != null && !plan.covers(start)) {
            problems.add(FieldProblem.invalid("/from", "must be a date of the plan, " + plan.startDate() + " to "
                    + plan.endDate()));
        }
        if (to != null && !plan.covers(end)) {
            problems.add(FieldProblem.invalid("/to", "must be a date of the plan, " + plan.startDate() + " to "
                    + plan.endDate()));
        }
        if (end.isBefore(start)) {
            problems.add(FieldProblem.invalid("/to", "must not be before from"));
        }
        return new PlanRange(start, end);
    }

    boolean covers(LocalDate date) {
        return !date.isBefore(from) && !date.isAfter(to);
    }

    List<LocalDate> dates() {
        return from.datesUntil(to.plusDays(1)).toList();
    }
}
