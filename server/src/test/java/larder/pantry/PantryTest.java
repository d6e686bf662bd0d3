package larder.pantry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import larder.platform.Sent;
import org.junit.jupiter.api.Test;

/** The pantry's own rules: combining what is added with what is at home, the limit, and changing an item. */
class PantryTest {

    private static final Instant THEN = Instant.parse("2026-11-01T10:00:00Z");
    private static final Instant NOW = Instant.parse("2026-11-28T10:00:00Z");
    private final Combiner combiner = new Combiner();

    private static ItemFields need(String name, Double quantity, Unit unit) {
        return new ItemFields(name, Quantity.of(quantity), unit, null, null, null, Category.forIngredient(name), null,
                null);
    }

    private static PantryItem held(String id, String name, Double quantity, Unit unit) {
        return new PantryItem(id, name, quantity, unit, Location.CUPBOARD, LocalDate.of(2027, 1, 5), false, THEN,
                THEN);
    }

    @Test
    void linesOfOneNameCombineAcrossUnitsIntoOneNewItem() {
        Pantry empty = new Pantry("usr_1", List.of());

        Pantry.Stocked stocked = empty.add(List.of(need("flour", 500.0, Unit.G), need("Flour", 1.0, Unit.KG)),
                combiner, NOW);

        assertThat(stocked.inserted()).singleElement().satisfies(item -> {
            assertThat(item.name()).isEqualTo("flour");
            assertThat(item.quantity()).isEqualTo(1.5);
            assertThat(item.unit()).isEqualTo(Unit.KG);
            assertThat(item.staple()).isFalse();
            assertThat(item.createdAt()).isEqualTo(NOW);
        });
        assertThat(stocked.updated()).isEmpty();
        assertThat(stocked.removed()).isEmpty();
    }

    @Test
    void aLineThatMeetsAnItemAtHomeAddsToItAndKeepsItsLocationAndExpiry() {
        Pantry pantry = new Pantry("usr_1", List.of(held("pan_1", "flour", 200.0, Unit.G)));

        Pantry.Stocked stocked = pantry.add(List.of(need("flour", 1.0, Unit.KG)), combiner, NOW);

        assertThat(stocked.inserted()).isEmpty();
        assertThat(stocked.updated()).singleElement().satisfies(item -> {
            assertThat(item.id()).isEqualTo("pan_1");
            assertThat(item.quantity()).isEqualTo(1.2);
            assertThat(item.unit()).isEqualTo(Unit.KG);
            assertThat(item.location()).isEqualTo(Location.CUPBOARD);
            assertThat(item.expiresOn()).isEqualTo(LocalDate.of(2027, 1, 5));
            assertThat(item.createdAt()).isEqualTo(THEN);
            assertThat(item.updatedAt()).isEqualTo(NOW);
        });
    }

    @Test
    void countsThatCannotMeetGramsStaySeparate() {
        Pantry pantry = new Pantry("usr_1", List.of(held("pan_1", "eggs", 6.0, null)));

        Pantry.Stocked stocked = pantry.add(List.of(need("eggs", 6.0, null), need("basil", 1.0, Unit.BUNCH)),
                combiner, NOW);

        assertThat(stocked.updated()).singleElement().satisfies(item -> assertThat(item.quantity()).isEqualTo(12));
        assertThat(stocked.inserted()).extracting(PantryItem::name).containsExactly("basil");
    }

    @Test
    void twoItemsAtHomeThatNowShareALineBecomeOne() {
        Pantry pantry = new Pantry("usr_1", List.of(held("pan_1", "rice", 500.0, Unit.G),
                held("pan_2", "rice", 1.0, Unit.KG)));

        Pantry.Stocked stocked = pantry.add(List.of(need("rice", 100.0, Unit.G)), combiner, NOW);

        assertThat(stocked.updated()).singleElement().satisfies(item -> {
            assertThat(item.id()).isEqualTo("pan_1");
            assertThat(item.quantity()).isEqualTo(1.6);
            assertThat(item.unit()).isEqualTo(Unit.KG);
        });
        assertThat(stocked.removed()).containsExactly("pan_2");
    }

    @Test
    void refusesTheFiveHundredFirstItemWholly() {
        List<PantryItem> full = new ArrayList<>();
        for (int i = 0; i < Pantry.MAX_ITEMS; i++) {
            full.add(held("pan_" + i, "spice " + i, 10.0, Unit.G));
        }
        Pantry pantry = new Pantry("usr_1", full);

        assertThat(pantry.add(List.of(need("spice 7", 5.0, Unit.G)), combiner, NOW).updated()).hasSize(1);
        assertThatThrownBy(() -> pantry.add(List.of(need("spice 7", 5.0, Unit.G), need("saffron", 1.0, Unit.G)),
                combiner, NOW))
                .isInstanceOf(PantryFull.class)
                .satisfies(e -> assertThat(((PantryFull) e).getMessage()).contains("501"));
    }

    @Test
    void aChangeKeepsWhatItLeavesOutAndClearsWhatItSendsAsNull() {
        PantryItem item = held("pan_1", "milk", 1.0, Unit.L);

        PantryItem changed = item.changed(new PantryItemChange(Sent.of(500.0), Sent.of(Unit.ML), Sent.of(null),
                Sent.leftOut(), Sent.of(true)), NOW);

        assertThat(changed.quantity()).isEqualTo(500.0);
        assertThat(changed.unit()).isEqualTo(Unit.ML);
        assertThat(changed.location()).isNull();
        assertThat(changed.expiresOn()).isEqualTo(LocalDate.of(2027, 1, 5));
        assertThat(changed.staple()).isTrue();
        assertThat(changed.name()).isEqualTo("milk");
        assertThat(changed.updatedAt()).isEqualTo(NOW);
        assertThat(changed.createdAt()).isEqualTo(THEN);
    }
}
