package larder.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class GeneratorTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 12, 7);

    private static List<Generator.Want> dinners(int days) {
        return IntStream.range(0, days).mapToObj(d -> new Generator.Want(MONDAY.plusDays(d), Slot.DINNER)).toList();
    }

    private static Generator.Candidate recipe(String id, Double kcal, Slot... slots) {
        return new Generator.Candidate(id, id, 2, kcal, Set.of(slots));
    }

    private static List<Generator.Candidate> recipes(int count) {
        return IntStream.range(0, count).mapToObj(i -> recipe("r" + i, 500.0)).toList();
    }

    @Test
    void fillsSlotsInTheCandidatesOrderAndGoesRoundWithoutRepeatingWithinSevenDays() {
        Generator.Result result = Generator.fill(dinners(14), recipes(8), List.of(), null);
        assertThat(result.unmet()).isEmpty();
        assertThat(result.placed().stream().map(Generator.Placement::recipeId))
                .containsExactly("r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r0", "r1", "r2", "r3", "r4", "r5");
    }

    @Test
    void sameInputsGiveTheSamePlacements() {
        List<Generator.Want> wants = dinners(28);
        assertThat(Generator.fill(wants, recipes(10), List.of(), null))
                .isEqualTo(Generator.fill(wants, recipes(10), List.of(), null));
    }

    @Test
    void aRecipePlannedByHandIsNotPlannedAgainWithinSevenDaysEitherSide() {
        List<Generator.Planned> planned = List.of(new Generator.Planned(MONDAY.plusDays(6), "r0", null));
        Generator.Result result = Generator.fill(dinners(3), recipes(1), planned, null);
        assertThat(result.placed()).isEmpty();
        assertThat(result.unmet()).extracting(Unmet::reason).containsOnly(Generator.WOULD_REPEAT);

        Generator.Result later = Generator.fill(List.of(new Generator.Want(MONDAY.plusDays(13), Slot.DINNER)),
                recipes(1), planned, null);
        assertThat(later.placed()).extracting(Generator.Placement::recipeId).containsExactly("r0");
    }

    @Test
    void neverPlacesARecipeTwiceWithinAnySevenDayWindowOverManySlots() {
        List<Generator.Want> wants = new ArrayList<>();
        for (int d = 0; d < 28; d++) {
            for (Slot slot : List.of(Slot.BREAKFAST, Slot.LUNCH, Slot.DINNER)) {
                wants.add(new Generator.Want(MONDAY.plusDays(d), slot));
            }
        }
        Generator.Result result = Generator.fill(wants, recipes(23), List.of(), null);
        for (Generator.Placement a : result.placed()) {
            for (Generator.Placement b : result.placed()) {
                if (a != b && a.recipeId().equals(b.recipeId())) {
                    assertThat(Math.abs(ChronoUnit.DAYS.between(a.date(), b.date()))).isGreaterThanOrEqualTo(7);
                }
            }
        }
        assertThat(result.placed().size() + result.unmet().size()).isEqualTo(84);
    }

    @Test
    void aRecipeTaggedWithSlotsFillsOnlyThoseAndNothingFittingIsNoMatchingRecipe() {
        List<Generator.Candidate> candidates = List.of(recipe("porridge", 300.0, Slot.BREAKFAST));
        Generator.Result result = Generator.fill(List.of(new Generator.Want(MONDAY, Slot.DINNER),
                new Generator.Want(MONDAY, Slot.BREAKFAST)), candidates, List.of(), null);
        assertThat(result.placed()).extracting(Generator.Placement::slot).containsExactly(Slot.BREAKFAST);
        assertThat(result.unmet()).containsExactly(new Unmet(MONDAY, Slot.DINNER, Generator.NO_RECIPE));
    }

    @Test
    void keepsEachDayWithinTheKcalRangeAndReportsWhatCannot() {
        List<Generator.Candidate> candidates = List.of(recipe("heavy", 1500.0), recipe("light", 300.0),
                recipe("middle", 700.0), recipe("unknown", null));
        List<Generator.Want> day = List.of(new Generator.Want(MONDAY, Slot.LUNCH),
                new Generator.Want(MONDAY, Slot.DINNER));
        Generator.Result result = Generator.fill(day, candidates, List.of(), new Generator.KcalRange(900, 1200));
        assertThat(result.unmet()).isEmpty();
        double total = result.placed().stream().mapToDouble(p -> switch (p.recipeId()) {
            case "light" -> 300;
            case "middle" -> 700;
            default -> 10_000;
        }).sum();
        assertThat(total).isBetween(900.0, 1200.0);

        Generator.Result impossible = Generator.fill(List.of(new Generator.Want(MONDAY, Slot.DINNER)),
                candidates, List.of(), new Generator.KcalRange(100, 200));
        assertThat(impossible.unmet()).extracting(Unmet::reason).containsExactly(Generator.KCAL);
    }

    @Test
    void aMealPlannedByHandCountsTowardItsDaysKcal() {
        List<Generator.Planned> planned = List.of(new Generator.Planned(MONDAY, "lunch", 800.0));
        Generator.Result result = Generator.fill(List.of(new Generator.Want(MONDAY, Slot.DINNER)),
                List.of(recipe("big", 700.0), recipe("small", 300.0)), planned, new Generator.KcalRange(1000, 1200));
        assertThat(result.placed()).extracting(Generator.Placement::recipeId).containsExactly("small");
    }
}
