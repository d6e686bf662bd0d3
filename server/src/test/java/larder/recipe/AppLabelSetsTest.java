package larder.recipe;

import static larder.recipe.db.Tables.RECIPE_LABEL_SET;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.Test;

/**
 * An app's label sets, held in memory (docs/labels.md): those holding the bits asked for, in order; a set recorded on
 * this node is seen at once, one recorded by another node once its notice arrives (or the listener is back).
 */
class AppLabelSetsTest {

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final AppLabelSets sets = AppLabelSets.alone(database.db());

    /** A set written by another node, which this one hears of only through a notice. */
    private void recordedElsewhere(String clientId, int set) {
        database.db().insertInto(RECIPE_LABEL_SET, RECIPE_LABEL_SET.CLIENT_ID, RECIPE_LABEL_SET.LABELS)
                .values(clientId, set).execute();
    }

    @Test
    void theSetsHoldingTheBitsAskedForComeInOrderEachAppItsOwn() {
        sets.record(List.of("app_1", "app_1", "app_1", "app_2", "app_1"), List.of(0b1011, 0b0001, 0b0111, 0b1111,
                0b1011));
        assertThat(sets.holding("app_1", 0b0001)).containsExactly(0b0001, 0b0111, 0b1011);
        assertThat(sets.holding("app_1", 0b0011)).containsExactly(0b0111, 0b1011);
        assertThat(sets.holding("app_1", 0b1000)).containsExactly(0b1011);
        assertThat(sets.holding("app_2", 0b0001)).containsExactly(0b1111);
        assertThat(sets.holding("app_3", 0)).isEmpty();
    }

    @Test
    void aSetRecordedHereIsSeenAtOnceAndOneRecordedElsewhereOnceItsNoticeArrives() {
        sets.record(List.of("app_1"), List.of(0b0001));
        assertThat(sets.holding("app_1", 0)).containsExactly(0b0001);
        sets.record(List.of("app_1"), List.of(0b0011));
        assertThat(sets.holding("app_1", 0)).containsExactly(0b0001, 0b0011);

        recordedElsewhere("app_1", 0b0111);
        recordedElsewhere("app_2", 0b0001);
        assertThat(sets.holding("app_1", 0)).as("held, not read again").containsExactly(0b0001, 0b0011);
        sets.receive("app_2");
        assertThat(sets.holding("app_1", 0)).as("another app's notice").containsExactly(0b0001, 0b0011);
        sets.receive("app_1");
        assertThat(sets.holding("app_1", 0)).containsExactly(0b0001, 0b0011, 0b0111);

        recordedElsewhere("app_1", 0b1111);
        sets.resumed();
        assertThat(sets.holding("app_1", 0)).containsExactly(0b0001, 0b0011, 0b0111, 0b1111);
    }
}
