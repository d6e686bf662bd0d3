package larder.recipe;

import static larder.recipe.db.Tables.RECIPE_LABEL_SET;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import larder.platform.db.MemoryDatabase;
import org.jooq.DSLContext;
import org.jooq.ExecuteContext;
import org.jooq.ExecuteListener;
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

    /**
     * New pairs are written by app and then set, whatever the order of the recipes, so that two transactions writing
     * the same new sets lock their rows in one order and cannot deadlock.
     */
    @Test
    void pairsAreWrittenInOneOrderWhateverTheRecipesOrder() {
        List<List<Object>> written = new java.util.ArrayList<>();
        DSLContext db = database.db().configuration().deriveAppending(new ExecuteListener() {
            @Override
            public void executeStart(ExecuteContext ctx) {
                if (ctx.query() instanceof org.jooq.Insert<?>) {
                    written.add(ctx.query().getBindValues());
                }
            }
        }).dsl();

        AppLabelSets.alone(db).record(List.of("app_2", "app_1", "app_1", "app_2", "app_1"),
                List.of(0b0101, 0b1001, 0b0011, 0b0101, 0b0001));

        assertThat(written).containsExactly(List.of("app_1", 0b0001), List.of("app_1", 0b0011),
                List.of("app_1", 0b1001), List.of("app_2", 0b0101));
    }

    /**
     * A notice that arrives while this node reads the sets (the new set committed after the read began): that read
     * is answered, but not kept, so the next search reads the new set.
     */
    @Test
    void aReadThatANoticeOvertookIsNotKept() {
        AtomicBoolean armed = new AtomicBoolean();
        AppLabelSets[] held = new AppLabelSets[1];
        DSLContext db = database.db().configuration().deriveAppending(new ExecuteListener() {
            @Override
            public void executeEnd(ExecuteContext ctx) {
                if (ctx.sql().startsWith("select") && armed.compareAndSet(true, false)) {
                    recordedElsewhere("app_1", 0b0011);
                    held[0].receive("app_1");
                }
            }
        }).dsl();
        held[0] = AppLabelSets.alone(db);
        held[0].record(List.of("app_1"), List.of(0b0001));
        armed.set(true);
        assertThat(held[0].holding("app_1", 0)).as("read before the notice").containsExactly(0b0001);
        assertThat(held[0].holding("app_1", 0)).containsExactly(0b0001, 0b0011);
    }
}
