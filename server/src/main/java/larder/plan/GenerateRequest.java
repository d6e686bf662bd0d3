package larder.plan;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import larder.platform.problem.FieldProblem;
import larder.platform.problem.InvalidRequest;
import larder.user.Preferences;

/**
 * A generation as asked, checked against its plan: the range (the whole plan when left out), the slots to fill
 * (dinner when left out), the kcal per serving each day adds up to (a range, or null), the longest total time, and
 * the seed (a random one when left out, so that only a named seed repeats a plan).
 */
record GenerateRequest(PlanRange range, Set<Slot> slots, Generator.KcalRange kcal, Integer maxTotalMinutes,
                       long seed) {

    /** The most kcal a day's range may name. */
    static final int MAX_KCAL = 20_000;

    static GenerateRequest of(PlanInputs.Generate input, MealPlan plan) {
        List<FieldProblem> problems = new ArrayList<>();
        PlanRange range = PlanRange.of(input.from(), input.to(), plan, problems);
        Set<Slot> slots = EnumSet.noneOf(Slot.class);
        if (input.slots() == null) {
            slots.add(Slot.DINNER);
        } else if (input.slots().isEmpty()) {
            problems.add(FieldProblem.invalid("/slots", "must name at least one slot"));
        } else {
            for (int i = 0; i < input.slots().size(); i++) {
                Slot slot = MealPlans.slot(input.slots().get(i), "/slots/" + i, true, problems);
                if (slot != null) {
                    slots.add(slot);
                }
            }
        }
        Integer min = input.kcalMin();
        Integer max = input.kcalMax();
        if (min != null && (min < 0 || min > MAX_KCAL)) {
            problems.add(FieldProblem.invalid("/kcal_per_day/min", "must be 0 to " + MAX_KCAL));
        }
        if (max != null && (max < 1 || max > MAX_KCAL)) {
            problems.add(FieldProblem.invalid("/kcal_per_day/max", "must be 1 to " + MAX_KCAL));
        }
        if (min != null && max != null && max < min) {
            problems.add(FieldProblem.invalid("/kcal_per_day/max", "must not be less than min"));
        }
        Integer minutes = input.maxTotalMinutes();
        if (minutes != null && (minutes < Preferences.MIN_TOTAL_MINUTES || minutes > Preferences.MAX_TOTAL_MINUTES)) {
            problems.add(FieldProblem.invalid("/max_total_minutes", "must be " + Preferences.MIN_TOTAL_MINUTES
                    + " to " + Preferences.MAX_TOTAL_MINUTES));
        }
        if (!problems.isEmpty()) {
            throw new InvalidRequest(problems);
        }
        Generator.KcalRange kcal = min == null && max == null ? null
                : new Generator.KcalRange(min == null ? 0 : min, max == null ? MAX_KCAL : max);
        return new GenerateRequest(range, Set.copyOf(slots), kcal, minutes,
                input.seed() == null ? MealPlans.anySeed() : input.seed());
    }

    List<LocalDate> dates() {
        return range.dates();
    }

    /** The slots in the order of a day. */
    List<Slot> slotsInOrder() {
        return EnumSet.copyOf(slots).stream().toList();
    }
}
