package larder.list;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import larder.food.Foods;
import larder.food.TestFoods;
import larder.ingredient.Category;
import larder.ingredient.Quantity;
import larder.ingredient.Unit;
import larder.item.ItemFields;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ItemPackTest {

    private static final Instant ADDED = Instant.parse("2026-11-23T09:00:00.000001Z");

    @Property
    void anyItemsReadBackExactly(@ForAll @Size(max = 20) List<@From("item") ListItem> items) {
        assertThat(ItemPack.decode(ItemPack.encode(items), null, null, ADDED)).isEqualTo(items);
    }

    @Test
    void itemsOfOneRecipeAtOneScaleAddedAtOneTimeShareAPack() {
        ListItem plain = item("itm_1", null, null, ADDED);
        ListItem soup = item("itm_2", "rcp_soup", 2.0, ADDED);
        ListItem otherPlain = item("itm_3", null, null, ADDED);
        ListItem soupAgain = item("itm_4", "rcp_soup", 2.0, ADDED);
        ListItem soupSingle = item("itm_5", "rcp_soup", 1.0, ADDED);
        ListItem soupLater = item("itm_6", "rcp_soup", 2.0, ADDED.plusSeconds(1));
        assertThat(ItemPack.group(List.of(plain, soup, otherPlain, soupAgain, soupSingle, soupLater)))
                .containsExactly(List.of(plain, otherPlain), List.of(soup, soupAgain), List.of(soupSingle),
                        List.of(soupLater));
    }

    @Test
    void aChangedItemReplacesItsOldSelfAndADeletedOneLeavesTheRest() {
        ListItem a = item("itm_a", null, null, ADDED);
        ListItem b = item("itm_b", null, null, ADDED);
        ListItem checked = new ListItem("itm_b", new ItemFields("b", Quantity.NONE, null, null, null, null,
                Category.OTHER, null, null), true, ADDED, ADDED.plusSeconds(5));
        assertThat(ItemPack.replace(List.of(a, b), checked)).containsExactly(a, checked);
        assertThat(ItemPack.without(List.of(a, b), "itm_a")).containsExactly(b);
    }

    @Test
    void anItemUnchangedSinceItWasAddedStoresNoTimeOfItsOwn() {
        ListItem unchanged = item("itm_1", null, null, ADDED);
        String stored = ItemPack.encode(List.of(unchanged));
        assertThat(stored).endsWith(",false,null,null,null]]");
        assertThat(ItemPack.decode(stored, null, null, ADDED)).containsExactly(unchanged);
    }

    @Test
    void aPackKeepsItsItemsFoodLinksUnderTheTablesVersion() {
        ListItem butter = new ListItem("itm_1", new ItemFields("butter", new Quantity(2.0, null), Unit.TBSP, null,
                null, "2 tbsp butter", Category.OTHER, null, null), false, ADDED, ADDED)
                .linked(TestFoods.FOODS);
        String stored = ItemPack.encode(List.of(butter));
        assertThat(stored).startsWith("[2," + Foods.TABLE_VERSION + ",[").endsWith(",\"sr28:01145\",28.4]]");
        assertThat(ItemPack.decode(stored, null, null, ADDED, TestFoods.FOODS)).containsExactly(butter);
    }

    @Test
    void aPackOfTheFirstSchemaReadsWithItsLinksDerived() {
        // As V11 wrote it: no schema number, no links.
        String v1 = "[[\"itm_1\",\"butter\",2.0,null,\"tbsp\",null,null,\"2 tbsp butter\",\"other\",false,null]]";
        ListItem read = ItemPack.decode(v1, null, null, ADDED, TestFoods.FOODS).getFirst();
        assertThat(read.fields().name()).isEqualTo("butter");
        assertThat(read.food().foodId()).isEqualTo("sr28:01145");
        assertThat(read.food().grams()).isEqualTo(28.4);
    }

    @Test
    void aLinkStoredUnderAnotherTableVersionIsDerivedAgain() {
        String stale = "[2," + (Foods.TABLE_VERSION - 1) + ",[\"itm_1\",\"butter\",2.0,null,\"tbsp\",null,null,"
                + "\"2 tbsp butter\",\"other\",false,null,\"sr28:01002\",99.0]]";
        ListItem read = ItemPack.decode(stale, null, null, ADDED, TestFoods.FOODS).getFirst();
        assertThat(read.food().foodId()).isEqualTo("sr28:01145");
        assertThat(read.food().grams()).isEqualTo(28.4);
    }

    @Test
    void timesKeepTheirMicrosecondsBeforeAndAfterTheEpoch() {
        for (String time : List.of("1969-12-31T23:59:59.999999Z", "1970-01-01T00:00:00Z",
                "2026-11-23T09:00:00.123456Z")) {
            Instant instant = Instant.parse(time);
            assertThat(ItemPack.instant(ItemPack.micros(instant))).isEqualTo(instant);
        }
    }

    @Test
    void aDamagedPackIsAnErrorNotAWrongItem() {
        assertThatThrownBy(() -> ItemPack.decode("[[\"itm_1\", 3]]", null, null, ADDED))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> ItemPack.decode("{}", null, null, ADDED)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> ItemPack.decode("[3,1]", null, null, ADDED)).isInstanceOf(IllegalStateException.class);
    }

    @Provide
    Arbitrary<ListItem> item() {
        Arbitrary<String> text = Arbitraries.strings().ofMaxLength(40);
        Arbitrary<String> optionalText = text.injectNull(0.3);
        Arbitrary<Double> quantity = Arbitraries.doubles().between(0.001, 1e9).ofScale(9).injectNull(0.3);
        Arbitrary<Unit> unit = Arbitraries.of(Unit.class).injectNull(0.3);
        Arbitrary<Category> category = Arbitraries.of(Category.class);
        Arbitrary<Instant> updated = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.longs().between(0, 4_000_000_000_000_000L).map(ItemPack::instant)),
                Tuple.of(1, Arbitraries.just(ADDED)));
        return Combinators.combine(Arbitraries.strings().alpha().numeric().ofLength(26).map(s -> "itm_" + s),
                        text, quantity, quantity, unit, optionalText, optionalText, optionalText)
                .flatAs((id, name, q, qMax, u, comment, brand, line) -> Combinators.combine(category,
                                Arbitraries.of(true, false), updated)
                        .as((c, checked, at) -> new ListItem(id, new ItemFields(name, Quantity.fitting(q, qMax), u,
                                comment, brand, line, c, null, null), checked, ADDED, at)));
    }

    private static ListItem item(String id, String recipeId, Double scale, Instant added) {
        return new ListItem(id, new ItemFields(id, Quantity.of(1.0), null, null, null, null, Category.OTHER, recipeId,
                scale), false, added, added);
    }
}
