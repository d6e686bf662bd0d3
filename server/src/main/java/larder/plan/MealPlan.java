package larder.plan;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import larder.auth.UserCredential;
import larder.plan.PlanEvents.MealPlanCreated;
import larder.plan.PlanEvents.MealPlanDeleted;
import larder.plan.PlanEvents.MealPlanUpdated;
import larder.platform.web.IfMatch;
import larder.platform.Ids;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;

/**
 * A user's meal plan, whole: its days and its meals. It decides every change of itself: who may see it (its owner
 * only: to anyone else it is not there), that a meal's date falls within its days, its bound of {@value #MAX_MEALS}
 * meals, and whether a change's If-Match holds. Each decision answers a {@link Planned}: the plan as it will be, the
 * rows that change, and the events, which one commit writes. Every change moves the version by one.
 */
public record MealPlan(String id, String clientId, String userId, String name, LocalDate startDate, int days,
                       long version, List<Meal> meals, Instant createdAt, Instant updatedAt) {

    /** The most meals a plan holds (docs/api.md §17). */
    public static final int MAX_MEALS = 200;
    /** The fewest and most days a plan spans. */
    public static final int MIN_DAYS = 1;
    public static final int MAX_DAYS = 28;
    /** The longest name a plan may have, after surrounding white space is removed. */
    public static final int MAX_NAME = 200;

    /** Meals in the order a plan shows them: by date, then slot, then when they were added. */
    static final Comparator<Meal> ORDER = Comparator.comparing(Meal::date).thenComparing(Meal::slot)
            .thenComparing(Meal::id);

    public MealPlan {
        meals = meals.stream().sorted(ORDER).toList();
    }

    /**
     * What a decision did: the plan as it will be, whether it is new, the meals it adds, those it changes (as they
     * will be), the ids of those it removes, and its events.
     */
    record Planned(MealPlan plan, boolean created, List<Meal> added, List<Meal> changed, List<String> removed,
                   List<Object> events) {
    }

    /** A new, empty plan of the user's; {@code name} and {@code dates} are checked already. */
    static Planned create(UserCredential owner, String name, PlanDates dates, Instant now) {
        MealPlan plan = new MealPlan(Ids.next("mpl"), owner.clientId(), owner.userId(), name, dates.start(),
                dates.days(), 1, List.of(), now, now);
        return new Planned(plan, true, List.of(), List.of(), List.of(), List.of(new MealPlanCreated(plan)));
    }

    /** Its owner sees the plan; to anyone else it is not there (404), so that its existence does not leak. */
    void checkOwnedBy(UserCredential user) {
        if (!user.userId().equals(userId) || !user.clientId().equals(clientId)) {
            throw new NotFound("Meal plan " + id);
        }
    }

    Planned rename(String newName, IfMatch ifMatch, Instant now) {
        ifMatch.check(version);
        return changed(new MealPlan(id, clientId, userId, newName == null ? name : newName, startDate, days,
                version + 1, meals, createdAt, now), List.of(), List.of(), List.of());
    }

    /** Adds a meal on one of the plan's dates; past {@value #MAX_MEALS} meals the plan refuses it. */
    Planned add(LocalDate date, Slot slot, String recipeId, String recipeName, int servings, Instant now) {
        checkWithin(date, "/date");
        if (meals.size() + 1 > MAX_MEALS) {
            throw new MealPlanFull(meals.size() + 1);
        }
        Meal meal = new Meal(Ids.next("mel"), date, slot, recipeId, recipeName, servings, false, now);
        List<Meal> all = new ArrayList<>(meals);
        all.add(meal);
        return changed(with(all, now), List.of(meal), List.of(), List.of());
    }

    /** Moves a meal to another date or slot, or changes its servings; what is left out stays. */
    Planned changeMeal(String mealId, LocalDate newDate, Slot newSlot, Integer newServings, IfMatch ifMatch,
                       Instant now) {
        Meal meal = meal(mealId);
        if (newDate != null) {
            checkWithin(newDate, "/date");
        }
        ifMatch.check(version);
        Meal changed = meal.movedTo(newDate == null ? meal.date() : newDate, newSlot == null ? meal.slot() : newSlot,
                newServings == null ? meal.servings() : newServings);
        List<Meal> all = meals.stream().map(m -> m.id().equals(mealId) ? changed : m).toList();
        return changed(with(all, now), List.of(), List.of(changed), List.of());
    }

    Planned removeMeal(String mealId, IfMatch ifMatch, Instant now) {
        meal(mealId);
        ifMatch.check(version);
        return changed(with(meals.stream().filter(m -> !m.id().equals(mealId)).toList(), now), List.of(), List.of(),
                List.of(mealId));
    }

    /**
     * Takes the meals generation placed, in order, as many as the plan still holds; answers the decision and the
     * placements it had no room for. Nothing placed is no change.
     */
    Generated place(List<Generator.Placement> placements, Instant now) {
        int room = MAX_MEALS - meals.size();
        List<Meal> added = new ArrayList<>();
        List<Generator.Placement> left = new ArrayList<>();
        for (Generator.Placement p : placements) {
            if (added.size() < room) {
                added.add(new Meal(Ids.next("mel"), p.date(), p.slot(), p.recipeId(), p.recipeName(), p.servings(),
                        true, now));
            } else {
                left.add(p);
            }
        }
        if (added.isEmpty()) {
            return new Generated(new Planned(this, false, List.of(), List.of(), List.of(), List.of()), left);
        }
        List<Meal> all = new ArrayList<>(meals);
        all.addAll(added);
        return new Generated(changed(with(all, now), added, List.of(), List.of()), left);
    }

    /** A generation's decision, and the placements the plan had no room for. */
    record Generated(Planned planned, List<Generator.Placement> noRoom) {
    }

    /** The plan is deleted: its last decision. */
    List<Object> delete(IfMatch ifMatch) {
        ifMatch.check(version);
        return List.of(new MealPlanDeleted(id, clientId, userId));
    }

    /** The plan's dates, in order. */
    List<LocalDate> dates() {
        return startDate.datesUntil(startDate.plusDays(days)).toList();
    }

    LocalDate endDate() {
        return startDate.plusDays(days - 1L);
    }

    boolean covers(LocalDate date) {
        return !date.isBefore(startDate) && !date.isAfter(endDate());
    }

    /** 422 {@code request.invalid} at {@code pointer} for a date outside the plan. */
    void checkWithin(LocalDate date, String pointer) {
        if (!covers(date)) {
            throw new InvalidRequest(pointer, "must be a date of the plan, " + startDate + " to " + endDate());
        }
    }

    Optional<Meal> findMeal(String mealId) {
        return meals.stream().filter(m -> m.id().equals(mealId)).findFirst();
    }

    private Meal meal(String mealId) {
        return findMeal(mealId).orElseThrow(() -> new NotFound("Meal " + mealId + " of meal plan " + id));
    }

    private MealPlan with(List<Meal> newMeals, Instant now) {
        return new MealPlan(id, clientId, userId, name, startDate, days, version + 1, newMeals, createdAt, now);
    }

    private static Planned changed(MealPlan plan, List<Meal> added, List<Meal> changed, List<String> removed) {
        return new Planned(plan, false, added, changed, removed, List.of(new MealPlanUpdated(plan)));
    }
}
