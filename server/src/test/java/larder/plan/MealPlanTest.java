package larder.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import larder.auth.UserCredential;
import larder.plan.PlanEvents.MealPlanCreated;
import larder.plan.PlanEvents.MealPlanDeleted;
import larder.plan.PlanEvents.MealPlanUpdated;
import larder.platform.web.IfMatch;
import larder.platform.problem.InvalidRequest;
import larder.platform.problem.NotFound;
import larder.platform.web.Versions;
import org.junit.jupiter.api.Test;

class MealPlanTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");
    private static final LocalDate MONDAY = LocalDate.of(2026, 12, 7);
    private static final UserCredential ALICE = new UserCredential("usr_alice", "app", "fam", NOW.plusSeconds(600));

    private static MealPlan week() {
        return MealPlan.create(ALICE, "Week", new PlanDates(MONDAY, 7), NOW).plan();
    }

    @Test
    void aNewPlanIsEmptyAtVersionOneAndRecordsItsCreation() {
        MealPlan.Planned created = MealPlan.create(ALICE, "Week", new PlanDates(MONDAY, 7), NOW);
        assertThat(created.created()).isTrue();
        assertThat(created.plan().version()).isEqualTo(1);
        assertThat(created.plan().endDate()).isEqualTo(MONDAY.plusDays(6));
        assertThat(created.events()).singleElement().isInstanceOf(MealPlanCreated.class);
    }

    @Test
    void planDatesRefuseZeroAndTwentyNineDaysWithThePointer() {
        for (int days : new int[] {0, 29}) {
            assertThatThrownBy(() -> PlanDates.of("2026-12-07", days)).isInstanceOf(InvalidRequest.class)
                    .satisfies(e -> assertThat(((InvalidRequest) e).errors().getFirst().pointer()).isEqualTo("/days"));
        }
        assertThat(PlanDates.of("2026-12-07", 28).days()).isEqualTo(28);
        assertThat(PlanDates.of("2026-12-07", 1).days()).isEqualTo(1);
    }

    @Test
    void addingAMealMovesTheVersionAndRecordsAnUpdate() {
        MealPlan.Planned added = week().add(MONDAY.plusDays(2), Slot.DINNER, "rcp_1", "Soup", 2, NOW);
        assertThat(added.plan().version()).isEqualTo(2);
        assertThat(added.plan().meals()).singleElement().satisfies(m -> {
            assertThat(m.generated()).isFalse();
            assertThat(m.servings()).isEqualTo(2);
        });
        assertThat(added.added()).hasSize(1);
        assertThat(added.changed()).isEmpty();
        assertThat(added.events()).singleElement().isInstanceOf(MealPlanUpdated.class);
    }

    @Test
    void aDateOutsideThePlanIsRefused() {
        assertThatThrownBy(() -> week().add(MONDAY.plusDays(7), Slot.DINNER, "rcp_1", "Soup", 2, NOW))
                .isInstanceOf(InvalidRequest.class);
        assertThatThrownBy(() -> week().add(MONDAY.minusDays(1), Slot.DINNER, "rcp_1", "Soup", 2, NOW))
                .isInstanceOf(InvalidRequest.class);
    }

    @Test
    void rejectsTheTwoHundredAndFirstMeal() {
        MealPlan plan = week();
        for (int i = 0; i < MealPlan.MAX_MEALS; i++) {
            plan = plan.add(MONDAY, Slot.SNACK, "rcp_" + i, "Snack", 1, NOW).plan();
        }
        MealPlan full = plan;
        assertThatThrownBy(() -> full.add(MONDAY, Slot.DINNER, "rcp_x", "Dinner", 1, NOW))
                .isInstanceOf(MealPlanFull.class);
        MealPlan.Generated generated = full.place(List.of(new Generator.Placement(MONDAY, Slot.DINNER, "rcp_x",
                "Dinner", 2)), NOW);
        assertThat(generated.noRoom()).hasSize(1);
        assertThat(generated.planned().events()).isEmpty();
        assertThat(generated.planned().plan().version()).isEqualTo(full.version());
    }

    @Test
    void changingAndRemovingAMealHonourIfMatchAndTheDates() {
        MealPlan plan = week().add(MONDAY, Slot.DINNER, "rcp_1", "Soup", 2, NOW).plan();
        String meal = plan.meals().getFirst().id();
        assertThatThrownBy(() -> plan.changeMeal(meal, null, Slot.LUNCH, null, IfMatch.parse("\"1\""), NOW))
                .isInstanceOf(Versions.PreconditionFailed.class);
        assertThatThrownBy(() -> plan.changeMeal(meal, MONDAY.plusDays(9), null, null, IfMatch.ANY, NOW))
                .isInstanceOf(InvalidRequest.class);
        MealPlan.Planned change = plan.changeMeal(meal, MONDAY.plusDays(1), Slot.LUNCH, 4, IfMatch.ANY, NOW);
        // A changed meal is written again, not added: the store replaces its row (PlanStore#commit).
        assertThat(change.added()).isEmpty();
        assertThat(change.changed()).extracting(Meal::id).containsExactly(meal);
        MealPlan moved = change.plan();
        assertThat(moved.meals().getFirst()).satisfies(m -> {
            assertThat(m.date()).isEqualTo(MONDAY.plusDays(1));
            assertThat(m.slot()).isEqualTo(Slot.LUNCH);
            assertThat(m.servings()).isEqualTo(4);
        });
        MealPlan.Planned removed = moved.removeMeal(meal, IfMatch.ANY, NOW);
        assertThat(removed.plan().meals()).isEmpty();
        assertThat(removed.removed()).containsExactly(meal);
        assertThatThrownBy(() -> removed.plan().removeMeal(meal, IfMatch.ANY, NOW)).isInstanceOf(NotFound.class);
    }

    @Test
    void anotherUserDoesNotSeeThePlan() {
        UserCredential bob = new UserCredential("usr_bob", "app", "fam2", NOW.plusSeconds(600));
        assertThatThrownBy(() -> week().checkOwnedBy(bob)).isInstanceOf(NotFound.class);
        week().checkOwnedBy(ALICE);
    }

    @Test
    void deletingRecordsTheDeletion() {
        assertThat(week().delete(IfMatch.ANY)).singleElement().isInstanceOf(MealPlanDeleted.class);
    }
}
