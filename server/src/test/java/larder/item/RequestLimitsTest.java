package larder.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import larder.platform.problem.ProblemCode;
import org.junit.jupiter.api.Test;

/** At most 50 items, items and raw items together, and 25 recipes in any one request. */
class RequestLimitsTest {

    @Test
    void fiftyItemsTogetherAnd25RecipesAreAllowed() {
        assertThatNoException().isThrownBy(() -> RequestLimits.check(50, 0, 25));
        assertThatNoException().isThrownBy(() -> RequestLimits.check(20, 30, 0));
        assertThatNoException().isThrownBy(() -> RequestLimits.check(0, 50, 0));
    }

    @Test
    void the51stItemIsRefusedCountingBothKinds() {
        assertThatThrownBy(() -> RequestLimits.check(30, 21, 0))
                .isInstanceOfSatisfying(RequestLimits.TooManyItems.class, e -> {
                    assertThat(e.code()).isEqualTo(ProblemCode.TOO_MANY_ITEMS);
                    assertThat(e.status().value()).isEqualTo(422);
                    assertThat(e.getMessage()).contains("51 were sent");
                    assertThat(e.errors()).singleElement().satisfies(error -> {
                        assertThat(error.pointer()).isEqualTo("/raw_items");
                        assertThat(error.code()).isEqualTo("request.too_many_items");
                    });
                });
    }

    @Test
    void theMemberBlamedIsTheOneThatIsOverTheLimitAlone() {
        assertThatThrownBy(() -> RequestLimits.check(51, 0, 0)).isInstanceOfSatisfying(
                RequestLimits.TooManyItems.class, e -> assertThat(e.errors().getFirst().pointer()).isEqualTo("/items"));
        assertThatThrownBy(() -> RequestLimits.check(51, 3, 0)).isInstanceOfSatisfying(
                RequestLimits.TooManyItems.class, e -> assertThat(e.errors().getFirst().pointer()).isEqualTo("/items"));
        assertThatThrownBy(() -> RequestLimits.check(50, 1, 0)).isInstanceOfSatisfying(
                RequestLimits.TooManyItems.class,
                e -> assertThat(e.errors().getFirst().pointer()).isEqualTo("/raw_items"));
        assertThatThrownBy(() -> RequestLimits.check(0, 51, 0)).isInstanceOfSatisfying(
                RequestLimits.TooManyItems.class,
                e -> assertThat(e.errors().getFirst().pointer()).isEqualTo("/raw_items"));
    }

    @Test
    void the26thRecipeIsRefused() {
        assertThatThrownBy(() -> RequestLimits.check(0, 0, 26))
                .isInstanceOfSatisfying(RequestLimits.TooManyRecipes.class, e -> {
                    assertThat(e.code()).isEqualTo(ProblemCode.TOO_MANY_RECIPES);
                    assertThat(e.getMessage()).contains("26 were sent");
                    assertThat(e.errors().getFirst().pointer()).isEqualTo("/recipes");
                });
    }
}
