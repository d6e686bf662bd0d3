package larder.list;

import static larder.list.db.Tables.LIST_CHANGE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import larder.list.web.ListChangeView;
import larder.list.web.ShoppingListView.CombinedItemView;
import larder.list.web.ShoppingListView.ItemRecipeView;
import larder.list.web.ShoppingListView.ItemView;
import larder.list.web.ShoppingListView.RecipeRefView;
import larder.platform.db.MemoryDatabase;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Kept changes stay readable across releases: rows the previous release wrote (test resources
 * {@code larder/list/previous-release}, the API's shape of the time) read back as the same changes, shown by the API
 * as they were, and this release writes its own stored shape with a schema version.
 */
class StoredListChangeTest {

    private static final String LIST = "lst_1";
    private static final Instant T1 = Instant.parse("2026-11-25T09:01:00.000001Z");

    private final MemoryDatabase database = MemoryDatabase.empty();
    private final ListStore store = new ListStore(database.db(), database.hot(), database.bulk(), database.json(),
            larder.food.TestFoods.FOODS);

    private static String previousRelease(String name) throws IOException {
        try (InputStream in = StoredListChangeTest.class.getResourceAsStream("previous-release/" + name + ".json")) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private void keep(long version, String row) {
        database.db().insertInto(LIST_CHANGE).set(LIST_CHANGE.LIST_ID, LIST).set(LIST_CHANGE.VERSION, version)
                .set(LIST_CHANGE.CHANGE, row).execute();
    }

    private static ItemView milk(boolean checked, Instant updated) {
        return checked
                ? new ItemView("itm_01", "milk", 2.0, null, "l", null, null, null, "dairy", true, null, null, null,
                        T1.toString(), updated.toString())
                : new ItemView("itm_01", "milk", 2.0, 3.0, "l", "whole", "Dairyland", "2-3 l whole milk", "dairy",
                        false, new ItemRecipeView("rcp_1", 1.5), null, null, T1.toString(), updated.toString());
    }

    @Test
    void rowsWrittenByThePreviousReleaseReadAsTheSameChanges() throws IOException {
        String[] rows = {"2-item-added", "3-item-updated", "4-recipe-added", "5-item-removed", "6-recipe-removed",
                "7-list-updated", "8-list-deleted"};
        for (int i = 0; i < rows.length; i++) {
            keep(i + 2, previousRelease(rows[i]));
        }
        Instant t2 = Instant.parse("2026-11-25T09:02:00Z");
        Instant t3 = Instant.parse("2026-11-25T09:03:00Z");
        Instant t4 = Instant.parse("2026-11-25T09:04:00Z");
        Instant t5 = Instant.parse("2026-11-25T09:05:00Z");
        Instant t6 = Instant.parse("2026-11-25T09:06:00Z");
        Instant t7 = Instant.parse("2026-11-25T09:07:00Z");
        ItemView broth = new ItemView("itm_02", "broth", 2.0, null, "cup", null, null, "1 cup broth", "canned", false,
                new ItemRecipeView("rcp_soup", 2.0), null, null, t3.toString(), t3.toString());
        RecipeRefView soup = new RecipeRefView("rcp_soup", "Soup", 2.0);

        assertThat(store.changesAfter(LIST, 1).stream().map(ListChangeView::of).toList()).containsExactly(
                new ListChangeView(2, ListChange.ITEM_ADDED, T1, "usr_alice", null, List.of(milk(false, T1)), null, null,
                        null, null, List.of(new CombinedItemView("cmb_milk", "milk", 2.0, "l", "dairy", false,
                                List.of("itm_01"))), List.of()),
                new ListChangeView(3, ListChange.ITEM_UPDATED, t2, "usr_bob", milk(true, t2), null, null, null, null,
                        null, List.of(new CombinedItemView("cmb_milk_checked", "milk", 2.0, "l", "dairy", true,
                                List.of("itm_01"))), List.of("cmb_milk")),
                new ListChangeView(4, ListChange.RECIPE_ADDED, t3, "usr_alice", null, List.of(broth), null, null,
                        List.of(soup), null, List.of(new CombinedItemView("cmb_broth", "broth", 2.0, "cup", "canned",
                                false, List.of("itm_02"))), List.of()),
                new ListChangeView(5, ListChange.ITEM_REMOVED, t4, null, null, null, "itm_01", null, null, null,
                        List.of(), List.of("cmb_milk_checked")),
                new ListChangeView(6, ListChange.RECIPE_REMOVED, t5, "usr_alice", null, null, null, soup, null, null,
                        List.of(), List.of("cmb_broth")),
                new ListChangeView(7, ListChange.LIST_UPDATED, t6, "usr_carol", null, null, null, null, null,
                        new ListChangeView.ListState(LIST, "Weekly", 7, 0, t6), List.of(), List.of()),
                new ListChangeView(8, ListChange.LIST_DELETED, t7, "usr_alice", null, null, null, null, null,
                        new ListChangeView.ListState(LIST, "Weekly", 8, 0, t7), List.of(), List.of()));
    }

    @Test
    void aChangeIsStoredInItsOwnShapeWithItsSchemaAndReadsBackEqual() {
        ListChange.Item milk = new ListChange.Item("itm_01", "milk", 2.0, 3.0, "l", "whole", "Dairyland",
                "2-3 l whole milk", "dairy", false, new ListChange.ItemRecipe("rcp_1", 1.5), null, null, T1.toString(),
                T1.toString());
        ListChange.Item butter = new ListChange.Item("itm_02", "butter", 2.0, null, "tbsp", null, null,
                "2 tbsp butter", "dairy", false, null, new ListChange.Food("sr28:01001", "Butter, salted"), 28.4,
                T1.toString(), T1.toString());
        ListChange change = new ListChange(2, ListChange.ITEM_ADDED, T1, null, null, List.of(milk, butter), null,
                null, null, null, List.of(new ListChange.Combined("cmb_milk", "milk", 2.0, "l", "dairy", false,
                        List.of("itm_01"))), List.of());
        store.insertChange(LIST, change);

        String row = database.db().select(LIST_CHANGE.CHANGE).from(LIST_CHANGE).fetchSingle().value1();
        JsonNode stored = database.json().readTree(row);
        assertThat(stored.get("schema").asInt()).isEqualTo(ListChange.SCHEMA);
        // Stored names are the stored record's own, whatever the mapper's naming strategy (this one has none).
        assertThat(stored.get("combined_items_removed").isArray()).isTrue();
        assertThat(stored.get("items").get(0).get("quantity_max").asDouble()).isEqualTo(3.0);
        assertThat(stored.get("items").get(1).get("food").get("id").asString()).isEqualTo("sr28:01001");
        assertThat(stored.get("items").get(1).get("grams").asDouble()).isEqualTo(28.4);
        assertThat(stored.has("combinedItems")).isFalse();
        assertThat(store.changesAfter(LIST, 1)).containsExactly(change);
        assertThat(ListChangeView.of(change).items()).containsExactly(milk(false, T1), new ItemView("itm_02",
                "butter", 2.0, null, "tbsp", null, null, "2 tbsp butter", "dairy", false, null,
                new larder.food.web.FoodRefView("sr28:01001", "Butter, salted"), 28.4, T1.toString(), T1.toString()));
    }

    @Test
    void aRowOfALaterSchemaIsRefusedRatherThanMisread() {
        keep(2, "{\"schema\":2,\"version\":2,\"type\":\"item.added\",\"at\":\"2026-11-25T09:01:00Z\"}");
        assertThatThrownBy(() -> store.changesAfter(LIST, 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("schema 2");
    }
}
