package larder.list;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import larder.food.FoodLink;
import larder.item.ItemFields;
import larder.item.ScaledRecipe;

/**
 * One change of a list (docs/api.md §7.1): the version it moved the list to, what happened, when, by whom, what it is
 * about, and the combined lines it touched ({@code combinedItems}, whole) or removed ({@code combinedItemsRemoved}).
 * One request is one change. Which member says what it is about depends on the type; the others are null.
 *
 * <p>It is kept as its row in {@code list_change} holds it: a shape of its own, apart from the API's (the list's web
 * package renders it, for {@code GET /lists/{id}/changes} and for live streams), so that renaming or reshaping a field
 * of the API cannot make kept changes unreadable. Every member's stored name is written here and never derived from a
 * Java name or the API's naming strategy. {@code schema} says which shape a row has: {@value #SCHEMA} is this one;
 * rows written before the stored shape had its own record (the release before, which stored the API's change as
 * served) have none and read as 1, the same members. A new shape gets a new number, and this record learns to read
 * every number still kept: a row of a number it does not know is refused, not misread.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ListChange(
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
    public static final int SCHEMA = 1;

    public static final String ITEM_ADDED = "item.added";
    public static final String ITEM_UPDATED = "item.updated";
    public static final String ITEM_REMOVED = "item.removed";
    public static final String RECIPE_ADDED = "recipe.added";
    public static final String RECIPE_REMOVED = "recipe.removed";
    public static final String LIST_UPDATED = "list.updated";
    public static final String LIST_DELETED = "list.deleted";

    public ListChange {
        combinedItems = combinedItems == null ? List.of() : List.copyOf(combinedItems);
        combinedItemsRemoved = combinedItemsRemoved == null ? List.of() : List.copyOf(combinedItemsRemoved);
    }

    /** A change this release makes: of its own shape. */
    ListChange(long version, String type, Instant at, String by, Item item, List<Item> items, String itemId,
               RecipeRef recipe, List<RecipeRef> recipes, State list, List<Combined> combinedItems,
               List<String> combinedItemsRemoved) {
        this(SCHEMA, version, type, at, by, item, items, itemId, recipe, recipes, list, combinedItems,
                combinedItemsRemoved);
    }

    /** This change read from its row, once its shape is known to be one this release reads. */
    ListChange readable() {
        int shape = schema == null ? 1 : schema;
        if (shape != SCHEMA) {
            throw new IllegalStateException("A list change stored in schema " + shape + ", which this release "
                    + "cannot read (it reads " + SCHEMA + ")");
        }
        return this;
    }

    /**
     * An item as the change shows it, as it was then: its times are RFC 3339 text already (a change's items share a
     * few times, each formatted once per change), and its grams are to one decimal.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Item(@JsonProperty("id") String id, @JsonProperty("name") String name,
                       @JsonProperty("quantity") Double quantity, @JsonProperty("quantity_max") Double quantityMax,
                       @JsonProperty("unit") String unit, @JsonProperty("comment") String comment,
                       @JsonProperty("brand") String brand, @JsonProperty("text") String text,
                       @JsonProperty("category") String category, @JsonProperty("checked") boolean checked,
                       @JsonProperty("recipe") ItemRecipe recipe, @JsonProperty("food") Food food,
                       @JsonProperty("grams") Double grams, @JsonProperty("created_at") String createdAt,
                       @JsonProperty("updated_at") String updatedAt) {

        static Item of(ListItem i, Map<Instant, String> times) {
            ItemFields f = i.fields();
            return new Item(i.id(), f.name(), f.quantity().amount(), f.quantity().max(),
                    f.unit() == null ? null : f.unit().code(), f.comment(), f.brand(), f.text(), f.category().code(),
                    i.checked(), f.recipeId() == null ? null : new ItemRecipe(f.recipeId(), f.recipeScale()),
                    i.food() == null || i.food().food() == null ? null
                            : new Food(i.food().food().id(), i.food().food().name()),
                    i.food() == null ? null : FoodLink.shownGrams(i.food().grams()),
                    times.computeIfAbsent(i.createdAt(), Instant::toString),
                    times.computeIfAbsent(i.updatedAt(), Instant::toString));
        }
    }

    /**
     * The food an item named when the change was kept ({@code food} and {@code grams} came in schema 1's release
     * with food links; a row kept before them has neither, and reads them as null).
     */
    public record Food(@JsonProperty("id") String id, @JsonProperty("name") String name) {
    }

    public record ItemRecipe(@JsonProperty("id") String id, @JsonProperty("scale") double scale) {
    }

    public record RecipeRef(@JsonProperty("id") String id, @JsonProperty("name") String name,
                            @JsonProperty("scale") double scale) {

        static RecipeRef of(ScaledRecipe r) {
            return new RecipeRef(r.recipeId(), r.name(), r.scale());
        }
    }

    /** A combined line the change touched, whole, as {@link CombinedLines} made it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Combined(@JsonProperty("id") String id, @JsonProperty("name") String name,
                           @JsonProperty("quantity") Double quantity, @JsonProperty("unit") String unit,
                           @JsonProperty("category") String category, @JsonProperty("checked") boolean checked,
                           @JsonProperty("item_ids") List<String> itemIds) {

        public Combined {
            itemIds = itemIds == null ? List.of() : itemIds;
        }

        static Combined of(CombinedLines.Line l) {
            return new Combined(l.id(), l.line().name(), l.line().quantity(),
                    l.line().unit() == null ? null : l.line().unit().code(), l.line().category().code(),
                    l.line().checked(), l.line().itemIds());
        }
    }

    /** A list's own fields, without its items: what list.updated and list.deleted are about. */
    public record State(@JsonProperty("id") String id, @JsonProperty("name") String name,
                        @JsonProperty("version") long version, @JsonProperty("item_count") int itemCount,
                        @JsonProperty("updated_at") Instant updatedAt) {
    }
}
