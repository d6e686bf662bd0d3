package larder.plan;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Fills a plan's empty slots from candidate recipes, in the candidates' (seeded) order (docs/meal-plans.md). It
 * decides alone, on values: the same wants, candidates and meals give the same placements. Each empty slot, date by
 * date and slot by slot, takes the next candidate, going round from the one after the last taken, that
 * <ul>
 *   <li>fits the slot: a recipe tagged with slot names (breakfast, lunch, dinner, snack) fits those slots only, an
 *       untagged one any slot;</li>
 *   <li>is not planned on any date less than 7 days from this one, by hand or by this generation;</li>
 *   <li>with a kcal range, keeps the day's kcal per serving (the meals already planned that day included) at most
 *       its max, and, with the day's last empty slot, at least its min; its own kcal must be known.</li>
 * </ul>
 * A slot no candidate fills is reported, with the first of those rules that left nothing.
 */
final class Generator {

    /** No candidate fits the slot (preferences, time limits and tags left none). */
    static final String NO_RECIPE = "no_matching_recipe";
    /** Every candidate that fits the slot is planned within 7 days of the date. */
    static final String WOULD_REPEAT = "would_repeat";
    /** No candidate left keeps the day within the kcal range. */
    static final String KCAL = "kcal_out_of_range";
    /** The plan holds its 200 meals. */
    static final String PLAN_FULL = "meal_plan_full";

    /** A recipe is not planned twice within this many days of itself. */
    static final int REPEAT_DAYS = 7;

    private Generator() {
    }

    /** An empty slot to fill. */
    record Want(LocalDate date, Slot slot) {
    }

    /**
     * A recipe generation may place: {@code servings} is what a meal of it is planned for, {@code kcal} its energy
     * per serving (null when unknown), {@code slots} the slots its tags name (empty: any).
     */
    record Candidate(String recipeId, String name, int servings, Double kcal, Set<Slot> slots) {

        boolean fits(Slot slot) {
            return slots.isEmpty() || slots.contains(slot);
        }
    }

    /** A meal the plan holds already: its date, recipe and kcal per serving (null when unknown, counted as 0). */
    record Planned(LocalDate date, String recipeId, Double kcal) {
    }

    /** The kcal per serving a day's meals add up to, at least {@code min} and at most {@code max}. */
    record KcalRange(double min, double max) {
        KcalRange {
            if (!(min >= 0 && max >= min)) {
                throw new IllegalArgumentException("a kcal range of " + min + " to " + max);
            }
        }
    }

    record Placement(LocalDate date, Slot slot, String recipeId, String recipeName, int servings) {
    }

    record Result(List<Placement> placed, List<Unmet> unmet) {
    }

    /** {@code wants} in order of date, then slot; {@code kcal} null for no range. */
    static Result fill(List<Want> wants, List<Candidate> candidates, List<Planned> planned, KcalRange kcal) {
        Map<String, List<LocalDate>> datesOf = new HashMap<>();
        Map<LocalDate, Double> dayKcal = new HashMap<>();
        Map<LocalDate, Integer> wantsLeft = new HashMap<>();
        for (Planned p : planned) {
            datesOf.computeIfAbsent(p.recipeId(), k -> new ArrayList<>()).add(p.date());
            dayKcal.merge(p.date(), p.kcal() == null ? 0 : p.kcal(), Double::sum);
        }
        for (Want w : wants) {
            wantsLeft.merge(w.date(), 1, Integer::sum);
        }
        double lightest = candidates.stream().filter(c -> c.kcal() != null).mapToDouble(Candidate::kcal).min()
                .orElse(0);
        double heaviest = candidates.stream().filter(c -> c.kcal() != null).mapToDouble(Candidate::kcal).max()
                .orElse(0);
        List<Placement> placed = new ArrayList<>();
        List<Unmet> unmet = new ArrayList<>();
        int next = 0;
        for (Want want : wants) {
            int after = wantsLeft.merge(want.date(), -1, Integer::sum);
            double day = dayKcal.getOrDefault(want.date(), 0.0);
            boolean anyFits = false;
            boolean anyFresh = false;
            int chosen = -1;
            for (int i = 0; i < candidates.size(); i++) {
                int at = (next + i) % candidates.size();
                Candidate c = candidates.get(at);
                if (!c.fits(want.slot())) {
                    continue;
                }
                anyFits = true;
                if (recent(datesOf.get(c.recipeId()), want.date())) {
                    continue;
                }
                anyFresh = true;
                if (kcal != null && !keepsInRange(kcal, day, c.kcal(), after, lightest, heaviest)) {
                    continue;
                }
                chosen = at;
                break;
            }
            if (chosen < 0) {
                unmet.add(new Unmet(want.date(), want.slot(), !anyFits ? NO_RECIPE : !anyFresh ? WOULD_REPEAT : KCAL));
                continue;
            }
            Candidate c = candidates.get(chosen);
            next = chosen + 1;
            placed.add(new Placement(want.date(), want.slot(), c.recipeId(), c.name(), c.servings()));
            datesOf.computeIfAbsent(c.recipeId(), k -> new ArrayList<>()).add(want.date());
            dayKcal.merge(want.date(), c.kcal() == null ? 0 : c.kcal(), Double::sum);
        }
        return new Result(placed, unmet);
    }

    private static boolean recent(List<LocalDate> dates, LocalDate date) {
        if (dates == null) {
            return false;
        }
        for (LocalDate d : dates) {
            if (Math.abs(ChronoUnit.DAYS.between(d, date)) < REPEAT_DAYS) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code kcal} leaves the day able to end in range: at most max with the lightest candidates in the
     * slots after it, and at least min with the heaviest (exactly min, for the day's last slot).
     */
    private static boolean keepsInRange(KcalRange range, double day, Double kcal, int after, double lightest,
                                        double heaviest) {
        if (kcal == null) {
            return false;
        }
        double total = day + kcal;
        return total + after * lightest <= range.max() && total + after * heaviest >= range.min();
    }
}
