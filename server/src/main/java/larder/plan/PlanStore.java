package larder.plan;

import static larder.plan.db.Tables.MEAL_PLAN;
import static larder.plan.db.Tables.MEAL_PLAN_MEAL;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.plan.db.tables.records.MealPlanMealRecord;
import larder.plan.db.tables.records.MealPlanRecord;
import larder.platform.db.BulkInsert;
import larder.platform.PageRequest;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.springframework.stereotype.Repository;

@Repository
class PlanStore {

    private static final List<Field<?>> MEAL_COLUMNS = List.of(MEAL_PLAN_MEAL.PLAN_ID, MEAL_PLAN_MEAL.ID,
            MEAL_PLAN_MEAL.MEAL_DATE, MEAL_PLAN_MEAL.SLOT, MEAL_PLAN_MEAL.RECIPE_ID, MEAL_PLAN_MEAL.RECIPE_NAME,
            MEAL_PLAN_MEAL.SERVINGS, MEAL_PLAN_MEAL.GENERATED, MEAL_PLAN_MEAL.CREATED_AT);

    private final DSLContext db;
    private final BulkInsert bulk;

    PlanStore(DSLContext db, BulkInsert bulk) {
        this.db = db;
        this.bulk = bulk;
    }

    /** A plan and its owner, for erasure. */
    record Owned(String id, String clientId, String userId) {
    }

    Optional<MealPlan> find(String id) {
        return db.selectFrom(MEAL_PLAN).where(MEAL_PLAN.ID.eq(id)).fetchOptional().map(r -> plan(r, meals(id)));
    }

    /**
     * The plan, with its row locked until the transaction ends: every change of a plan takes this lock first, so
     * changes of one plan queue and each decides on the plan as the one before left it.
     */
    Optional<MealPlan> locked(String id) {
        return db.selectFrom(MEAL_PLAN).where(MEAL_PLAN.ID.eq(id)).forUpdate().fetchOptional()
                .map(r -> plan(r, meals(id)));
    }

    /** Writes what a decision did: the plan's row, the meals it added or changed, and those it removed. */
    void commit(MealPlan.Planned planned) {
        MealPlan plan = planned.plan();
        if (planned.created()) {
            db.insertInto(MEAL_PLAN).set(MEAL_PLAN.ID, plan.id()).set(MEAL_PLAN.CLIENT_ID, plan.clientId())
                    .set(MEAL_PLAN.USER_ID, plan.userId()).set(MEAL_PLAN.NAME, plan.name())
                    .set(MEAL_PLAN.START_DATE, plan.startDate()).set(MEAL_PLAN.DAYS, plan.days())
                    .set(MEAL_PLAN.VERSION, plan.version()).set(MEAL_PLAN.MEAL_COUNT, plan.meals().size())
                    .set(MEAL_PLAN.CREATED_AT, plan.createdAt()).set(MEAL_PLAN.UPDATED_AT, plan.updatedAt())
                    .execute();
        } else if (!planned.events().isEmpty()) {
            db.update(MEAL_PLAN).set(MEAL_PLAN.NAME, plan.name()).set(MEAL_PLAN.VERSION, plan.version())
                    .set(MEAL_PLAN.MEAL_COUNT, plan.meals().size()).set(MEAL_PLAN.UPDATED_AT, plan.updatedAt())
                    .where(MEAL_PLAN.ID.eq(plan.id())).execute();
        }
        List<String> replaced = planned.upserted().stream().map(Meal::id).toList();
        Condition gone = MEAL_PLAN_MEAL.ID.in(replaced).or(MEAL_PLAN_MEAL.ID.in(planned.removed()));
        if (!replaced.isEmpty() || !planned.removed().isEmpty()) {
            db.deleteFrom(MEAL_PLAN_MEAL).where(MEAL_PLAN_MEAL.PLAN_ID.eq(plan.id()), gone).execute();
        }
        bulk.insert(MEAL_PLAN_MEAL, MEAL_COLUMNS, planned.upserted(), m -> new Object[] {plan.id(), m.id(),
                m.date(), m.slot().code(), m.recipeId(), m.recipeName(), m.servings(), m.generated(), m.createdAt()});
    }

    /** The user's plans, in order of creation, after the cursor. */
    List<ListedPlan> page(String clientId, String userId, PageRequest page) {
        Condition where = MEAL_PLAN.USER_ID.eq(userId).and(MEAL_PLAN.CLIENT_ID.eq(clientId));
        if (page.after().isPresent()) {
            where = where.and(MEAL_PLAN.ID.gt(page.after().get().key(0)));
        }
        return db.selectFrom(MEAL_PLAN).where(where).orderBy(MEAL_PLAN.ID).limit(page.fetchSize())
                .fetch(r -> new ListedPlan(plan(r, List.of()), r.getMealCount()));
    }

    void delete(String id) {
        db.deleteFrom(MEAL_PLAN_MEAL).where(MEAL_PLAN_MEAL.PLAN_ID.eq(id)).execute();
        db.deleteFrom(MEAL_PLAN).where(MEAL_PLAN.ID.eq(id)).execute();
    }

    /** The plans of these users, in id order. */
    List<Owned> plansOf(Collection<String> userIds) {
        if (userIds.isEmpty()) {
            return List.of();
        }
        return db.select(MEAL_PLAN.ID, MEAL_PLAN.CLIENT_ID, MEAL_PLAN.USER_ID).from(MEAL_PLAN)
                .where(MEAL_PLAN.USER_ID.in(userIds)).orderBy(MEAL_PLAN.ID)
                .fetch(r -> new Owned(r.value1(), r.value2(), r.value3()));
    }

    private List<Meal> meals(String planId) {
        return db.selectFrom(MEAL_PLAN_MEAL).where(MEAL_PLAN_MEAL.PLAN_ID.eq(planId)).fetch(PlanStore::meal);
    }

    private static Meal meal(MealPlanMealRecord r) {
        return new Meal(r.getId(), r.getMealDate(), Slot.fromCode(r.getSlot()).orElseThrow(), r.getRecipeId(),
                r.getRecipeName(), r.getServings(), r.getGenerated(), r.getCreatedAt());
    }

    private static MealPlan plan(MealPlanRecord r, List<Meal> meals) {
        return new MealPlan(r.getId(), r.getClientId(), r.getUserId(), r.getName(), r.getStartDate(), r.getDays(),
                r.getVersion(), meals, r.getCreatedAt(), r.getUpdatedAt());
    }
}
