package larder.list;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.util.List;
import larder.food.FoodRefView;
import larder.list.ShoppingListView.CombinedItemView;
import larder.list.ShoppingListView.ItemRecipeView;
import larder.list.ShoppingListView.ItemView;
import larder.list.ShoppingListView.RecipeRefView;

/**
 * A change of a list as its row in {@code list_change} keeps it: a shape of its own, apart from the API's
 * {@link ListChange}, so that renaming or reshaping a field of the API cannot make kept changes unreadable. Every
 * member's stored name is written here and never derived from a Java name or the API's naming strategy. {@code schema}
 * says which shape a row has: {@value #SCHEMA} is this one; rows written before the stored shape had its own record
 * (the release before, which stored the API's {@code ListChange} as served) have none and read as 1, the same
 * members. A new shape gets a new number, and {@link #toChange} learns to read every number still kept.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record StoredListChange(
        @JsonProperty("schema") Integer schema,
        @JsonProperty("version") long version,
        @JsonProperty("type") String type,
        @JsonProperty("at") Instant at,
        @JsonProperty("by") String by,
        @JsonProperty("item") Item item,
        @JsonProperty("items") List<Item> items,
        @JsonProperty("item_id") String itemId,
        @JsonProperty("recipe") RecipeRef recipe,
        @JsonProperty("recipes") List<RecipeRef> recipes,
        @JsonProperty("list") State list,
        @JsonProperty("combined_items") List<Combined> combinedItems,
        @JsonProperty("combined_items_removed") List<String> combinedItemsRemoved) {

    /** The shape this record writes. */
    static final int SCHEMA = 1;

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Item(@JsonProperty("id") String id, @JsonProperty("name") String name,
                @JsonProperty("quantity") Double quantity, @JsonProperty("quantity_max") Double quantityMax,
                @JsonProperty("unit") String unit, @JsonProperty("comment") String comment,
                @JsonProperty("brand") String brand, @JsonProperty("text") String text,
                @JsonProperty("category") String category, @JsonProperty("checked") boolean checked,
                @JsonProperty("recipe") ItemRecipe recipe, @JsonProperty("food") Food food,
                @JsonProperty("grams") Double grams, @JsonProperty("created_at") String createdAt,
                @JsonProperty("updated_at") String updatedAt) {

        static Item of(ItemView v) {
            return v == null ? null : new Item(v.id(), v.name(), v.quantity(), v.quantityMax(), v.unit(), v.comment(),
                    v.brand(), v.text(), v.category(), v.checked(),
                    v.recipe() == null ? null : new ItemRecipe(v.recipe().id(), v.recipe().scale()),
                    v.food() == null ? null : new Food(v.food().id(), v.food().name()), v.grams(), v.createdAt(),
                    v.updatedAt());
        }

        ItemView view() {
            return new ItemView(id, name, quantity, quantityMax, unit, comment, brand, text, category, checked,
                    recipe == null ? null : new ItemRecipeView(recipe.id(), recipe.scale()),
                    food == null ? null : new FoodRefView(food.id(), food.name()), grams, createdAt, updatedAt);
        }
    }

    /**
     * The food an item named when the change was kept ({@code food} and {@code grams} came in schema 1's release
     * with food links; a row kept before them has neither, and reads them as null).
     */
    record Food(@JsonProperty("id") String id, @JsonProperty("name") String name) {
    }

    record ItemRecipe(@JsonProperty("id") String id, @JsonProperty("scale") double scale) {
    }

    record RecipeRef(@JsonProperty("id") String id, @JsonProperty("name") String name,
                     @JsonProperty("scale") double scale) {

        static RecipeRef of(RecipeRefView v) {
            return v == null ? null : new RecipeRef(v.id(), v.name(), v.scale());
        }

        RecipeRefView view() {
            return new RecipeRefView(id, name, scale);
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Combined(@JsonProperty("id") String id, @JsonProperty("name") String name,
                    @JsonProperty("quantity") Double quantity, @JsonProperty("unit") String unit,
                    @JsonProperty("category") String category, @JsonProperty("checked") boolean checked,
                    @JsonProperty("item_ids") List<String> itemIds) {

        static Combined of(CombinedItemView v) {
            return new Combined(v.id(), v.name(), v.quantity(), v.unit(), v.category(), v.checked(), v.itemIds());
        }

        CombinedItemView view() {
            return new CombinedItemView(id, name, quantity, unit, category, checked,
                    itemIds == null ? List.of() : itemIds);
        }
    }

    record State(@JsonProperty("id") String id, @JsonProperty("name") String name,
                 @JsonProperty("version") long version, @JsonProperty("item_count") int itemCount,
                 @JsonProperty("updated_at") Instant updatedAt) {

        static State of(ListChange.ListState s) {
            return s == null ? null : new State(s.id(), s.name(), s.version(), s.itemCount(), s.updatedAt());
        }

        ListChange.ListState view() {
            return new ListChange.ListState(id, name, version, itemCount, updatedAt);
        }
    }

    /** The change as this release stores it. */
    static StoredListChange of(ListChange c) {
        return new StoredListChange(SCHEMA, c.version(), c.type(), c.at(), c.by(), Item.of(c.item()),
                c.items() == null ? null : c.items().stream().map(Item::of).toList(), c.itemId(),
                RecipeRef.of(c.recipe()),
                c.recipes() == null ? null : c.recipes().stream().map(RecipeRef::of).toList(),
                State.of(c.list()), c.combinedItems().stream().map(Combined::of).toList(),
                c.combinedItemsRemoved());
    }

    /** The change as the API serves it, from a row of any schema still kept. */
    ListChange toChange() {
        int shape = schema == null ? 1 : schema;
        if (shape != SCHEMA) {
            throw new IllegalStateException("A list change stored in schema " + shape + ", which this release "
                    + "cannot read (it reads " + SCHEMA + ")");
        }
        return new ListChange(version, type, at, by, item == null ? null : item.view(),
                items == null ? null : items.stream().map(Item::view).toList(), itemId,
                recipe == null ? null : recipe.view(),
                recipes == null ? null : recipes.stream().map(RecipeRef::view).toList(),
                list == null ? null : list.view(),
                combinedItems == null ? List.of() : combinedItems.stream().map(Combined::view).toList(),
                combinedItemsRemoved == null ? List.of() : combinedItemsRemoved);
    }
}
