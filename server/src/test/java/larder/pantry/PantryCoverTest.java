package larder.pantry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import org.junit.jupiter.api.Test;

/** Subtracting what is at home from needs, with the foods and weights already known. */
class PantryCoverTest {

    private static final String FLOUR = "sr28:20081";
    private static final String EGG = "sr28:01123";

    private static PantryCover.Held held(String name, String food, Double quantity, Unit unit, Double grams) {
        return new PantryCover.Held(name, food, quantity, unit, grams, false);
    }

    private static PantryCover.Need need(String name, String food, double quantity, Unit unit, Double grams) {
        return new PantryCover.Need(name, name, food, Quantity.of(quantity), unit, grams);
    }

    @Test
    void twoHundredGramsAtHomeLeaveTwoHundredFiftyOfFourHundredFifty() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("flour", FLOUR, 200.0, Unit.G, 200.0)),
                List.of(need("flour", FLOUR, 450, Unit.G, 450.0)));

        assertThat(out).singleElement().satisfies(o -> {
            assertThat(o.whole()).isFalse();
            assertThat(o.left()).isEqualTo(250.0);
            assertThat(o.covered()).isEqualTo(new Covered("flour", 200.0, Unit.G, false));
        });
    }

    @Test
    void unitsOfOneFamilyMeetWithoutWeights() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("flour", null, 1.0, Unit.KG, null)),
                List.of(need("flour", null, 450, Unit.G, null)));

        assertThat(out.getFirst().whole()).isTrue();
        assertThat(out.getFirst().covered()).isEqualTo(new Covered("flour", 450.0, Unit.G, true));
    }

    @Test
    void cupsAtHomeMeetGramsThroughTheFoodsWeight() {
        // 2 cups of flour weigh 250 g; 100 g are needed, so a cup weighs 125 g and 0.8 cup is used.
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("all purpose flour", FLOUR, 2.0, Unit.CUP,
                250.0)), List.of(need("flour", FLOUR, 300, Unit.G, 300.0)));

        assertThat(out.getFirst().left()).isEqualTo(50.0);
        assertThat(out.getFirst().covered().quantity()).isEqualTo(250.0);
    }

    @Test
    void amountsThatMeetInNoWayCoverNothing() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("basil", null, 1.0, Unit.BUNCH, null)),
                List.of(need("basil", null, 20, Unit.G, null)));

        assertThat(out.getFirst().untouched()).isTrue();
    }

    @Test
    void aStapleCoversAnyAmountAndANeedWithoutOne() {
        PantryCover.Held salt = new PantryCover.Held("salt", "sr28:02047", null, null, null, true);

        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(salt),
                List.of(need("salt", "sr28:02047", 5, Unit.KG, 5000.0),
                        new PantryCover.Need("salt", "salt", null, Quantity.NONE, null, null)));

        assertThat(out).extracting(PantryCover.Outcome::whole).containsExactly(true, true);
        assertThat(out.get(0).covered()).isEqualTo(new Covered("salt", 5.0, Unit.KG, true));
        assertThat(out.get(1).covered()).isEqualTo(new Covered("salt", null, null, true));
    }

    @Test
    void needsTakeFromTheHoldingsInTurnAndNeverCountItTwice() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("eggs", EGG, 6.0, null, 300.0)),
                List.of(need("eggs", EGG, 3, null, 150.0), need("egg", EGG, 4, null, 200.0),
                        need("eggs", EGG, 2, null, 100.0)));

        assertThat(out.get(0).whole()).isTrue();
        assertThat(out.get(1).whole()).isFalse();
        assertThat(out.get(1).left()).isEqualTo(1.0);
        assertThat(out.get(2).untouched()).isTrue();
    }

    @Test
    void holdingsMeetNeedsByFoodOrByCanonicalNameOnly() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("plain flour", FLOUR, 1.0, Unit.KG, 1000.0),
                        held("sugar", null, 1.0, Unit.KG, null)),
                List.of(need("all purpose flour", FLOUR, 100, Unit.G, 100.0), need("brown sugar", null, 100, Unit.G,
                        null), need("sugar", null, 100, Unit.G, null)));

        assertThat(out).extracting(PantryCover.Outcome::whole).containsExactly(true, false, true);
        assertThat(out.get(1).untouched()).isTrue();
    }

    @Test
    void aHoldingWithoutAnAmountCoversOnlyANeedWithoutOne() {
        List<PantryCover.Outcome> out = PantryCover.subtract(List.of(held("rice", null, null, null, null)),
                List.of(need("rice", null, 200, Unit.G, null),
                        new PantryCover.Need("rice", "rice", null, Quantity.NONE, null, null)));

        assertThat(out.get(0).untouched()).isTrue();
        assertThat(out.get(1).whole()).isTrue();
    }
}
