package larder.plan;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;

/** A plan's first date and its number of days, 1 to 28: a value that cannot exist otherwise. */
record PlanDates(LocalDate start, int days) {

    PlanDates {
        if (start == null || days < MealPlan.MIN_DAYS || days > MealPlan.MAX_DAYS) {
            throw new IllegalArgumentException("a plan of " + days + " days from " + start);
        }
    }

    /** From a request: 422 {@code request.invalid} naming each member that is missing or out of range. */
    static PlanDates of(String startDate, Integer days) {
        List<FieldProblem> problems = new ArrayList<>();
        LocalDate start = date(startDate, "/start_date", true, problems);
        if (days == null || days < MealPlan.MIN_DAYS || days > MealPlan.MAX_DAYS) {
            problems.add(FieldProblem.invalid("/days", "must be " + MealPlan.MIN_DAYS + " to " + MealPlan.MAX_DAYS));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return new PlanDates(start, days);
    }

    /** An ISO 8601 calendar date ({@code 2026-12-01}), or a problem at {@code pointer}; null when absent and allowed. */
    static LocalDate date(String value, String pointer, boolean required, List<FieldProblem> problems) {
        if (value == null) {
            if (required) {
                problems.add(FieldProblem.invalid(pointer, "is required"));
            }
            return null;
        }
        try {
            LocalDate date = LocalDate.parse(value);
            if (date.getYear() < 1900 || date.getYear() > 9999) {
                problems.add(FieldProblem.invalid(pointer, "must be a date between the years 1900 and 9999"));
                return null;
            }
            return date;
        } catch (DateTimeParseException e) {
            problems.add(FieldProblem.invalid(pointer, "must be a date, such as 2026-12-01"));
            return null;
        }
    }

    /** As {@link #date(String, String, boolean, List)}, throwing at once. */
    static LocalDate date(String value, String pointer) {
        List<FieldProblem> problems = new ArrayList<>();
        LocalDate date = date(value, pointer, false, problems);
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        return date;
    }
}
