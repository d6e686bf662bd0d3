package larder.plan;

import static larder.plan.db.Tables.MEAL_PLAN;
import static larder.plan.db.Tables.MEAL_PLAN_MEAL;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import larder.plan.db.tables.records.MealPlanRecord;
import larder.platform.db.BulkInsert;
import larder.platform.db.HotStatement;
import larder.platform.PageRequest;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

@Repository
class PlanStore {

    private static final List<Field<?>> MEAL_COLUMNS = List.of(MEAL_PLAN_MEAL.PLAN_ID, MEAL_PLAN_MEAL.ID,
            MEAL_PLAN_MEAL.MEAL_DATE, MEAL_PLAN_MEAL.SLOT, MEAL_PLAN_MEAL.RECIPE_ID, MEAL_PLAN_MEAL.RECIPE_NAME,
            MEAL_PLAN_MEAL.SERVINGS, MEAL_PLAN_MEAL.GENERATED, MEAL_PLAN_MEAL.CREATED_AT);

    private static final List<Field<?>> PLAN_COLUMNS = List.of(MEAL_PLAN.ID, MEAL_PLAN.CLIENT_ID, MEAL_PLAN.USER_ID,
            MEAL_PLAN.NAME, MEAL_PLAN.START_DATE, MEAL_PLAN.DAYS, MEAL_PLAN.VERSION, MEAL_PLAN.CREATED_AT,
            MEAL_PLAN.UPDATED_AT);

    private final DSLContext db;
    private final BulkInsert bulk;
    /** Every request on a plan reads it, and its meals: rendered once (HotStatement). */
    private final HotStatement plan;
    private final HotStatement lockedPlan;
    private final HotStatement meals;
    private final HotStatement update;

    PlanStore(DSLContext db, BulkInsert bulk, HotStatement.Renderer hot) {
        this.db = db;
        this.bulk = bulk;
        Condition byId = MEAL_PLAN.ID.eq(DSL.param("id", MEAL_PLAN.ID));
        this.plan = hot.render(db.select(PLAN_COLUMNS).from(MEAL_PLAN).where(byId));
        this.lockedPlan = hot.render(db.select(PLAN_COLUMNS).from(MEAL_PLAN).where(byId).forUpdate());
        this.meals = hot.render(db.select(MEAL_COLUMNS).from(MEAL_PLAN_MEAL)
                .where(MEAL_PLAN_MEAL.PLAN_ID.eq(DSL.param("id", MEAL_PLAN_MEAL.PLAN_ID))));
        this.update = hot.render(db.update(MEAL_PLAN).set(MEAL_PLAN.NAME, DSL.param("name", MEAL_PLAN.NAME))
                .set(MEAL_PLAN.VERSION, DSL.param("version", MEAL_PLAN.VERSION))
                .set(MEAL_PLAN.MEAL_COUNT, DSL.param("count", MEAL_PLAN.MEAL_COUNT))
                .set(MEAL_PLAN.UPDATED_AT, DSL.param("updated", MEAL_PLAN.UPDATED_AT)).where(byId));
    }

    /** A plan and its owner, for erasure. */
    record Owned(String id, String clientId, String userId) {
    }

    Optional<MealPlan> find(String id) {
        return read(plan, id);
    }

    /**
     * The plan, with its row locked until the transaction ends: every change of a plan takes this lock first, so
     * changes of one plan queue and each decides on the plan as the one before left it.
     */
    Optional<MealPlan> locked(String id) {
        return read(lockedPlan, id);
    }

    /** The plan's row by {@code statement} ({@link #PLAN_COLUMNS}), then, if there is one, its meals. */
    private Optional<MealPlan> read(HotStatement statement, String id) {
        List<MealPlan> rows = statement.with("id", id).query((rs, row) -> new MealPlan(rs.getString(1),
                rs.getString(2), rs.getString(3), rs.getString(4), rs.getObject(5, LocalDate.class), rs.getInt(6),
                rs.getLong(7), List.of(), instant(rs, 8), instant(rs, 9)));
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        MealPlan row = rows.getFirst();
        List<Meal> found = meals.with("id", id).query((rs, n) -> new Meal(rs.getString(2),
                rs.getObject(3, LocalDate.class), Slot.fromCode(rs.getString(4)).orElseThrow(), rs.getString(5),
                rs.getString(6), rs.getInt(7), rs.getBoolean(8), instant(rs, 9)));
        return Optional.of(new MealPlan(row.id(), row.clientId(), row.userId(), row.name(), row.startDate(),
                row.days(), row.version(), found, row.createdAt(), row.updatedAt()));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }

    /**
     * Writes what a decision did: the plan's row, the meals it added or changed, and those it removed. A changed meal
     * is written again (deleted, then inserted with the added ones); an added one is only inserted, so that a
     * generation's 84 new meals cost one insert.
     */
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
            update.with("name", plan.name()).with("version", plan.version()).with("count", plan.meals().size())
                    .with("updated", plan.updatedAt()).with("id", plan.id()).update();
        }
        List<String> gone = new ArrayList<>(planned.removed());
        planned.changed().forEach(m -> gone.add(m.id()));
        if (!gone.isEmpty()) {
            db.deleteFrom(MEAL_PLAN_MEAL).where(MEAL_PLAN_MEAL.PLAN_ID.eq(plan.id()), MEAL_PLAN_MEAL.ID.in(gone))
                    .execute();
        }
        List<Meal> written = new ArrayList<>(planned.added());
        written.addAll(planned.changed());
        bulk.insert(MEAL_PLAN_MEAL, MEAL_COLUMNS, written, m -> new Object[] {plan.id(), m.id(),
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

    private static MealPlan plan(MealPlanRecord r, List<Meal> meals) {
        return new MealPlan(r.getId(), r.getClientId(), r.getUserId(), r.getName(), r.getStartDate(), r.getDays(),
                r.getVersion(), meals, r.getCreatedAt(), r.getUpdatedAt());
    }
}
