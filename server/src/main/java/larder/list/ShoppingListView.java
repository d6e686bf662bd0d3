package larder.list;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import larder.food.FoodRefView;
import larder.food.NutritionView;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.item.ScaledRecipe;
import larder.pantry.PantryCoveredView;

/** A list as the API shows it (docs/api.md §7), in answers and in events. */
public record ShoppingListView(String id, String name, boolean primary, long version,
                               @Nullable @Schema(description = "null for an app's own list") String userId,
                               int itemCount,
                               List<ItemView> items, List<RecipeRefView> recipes,
                               List<CombinedItemView> combinedItems, Instant createdAt, Instant updatedAt,
                               @Nullable @JsonInclude(JsonInclude.Include.NON_NULL)
                               @Schema(description = "Only in the answer of a request with \"pantry\": "
                                       + "\"subtract\": what the pantry covered of its needs (docs/pantry.md).")
                               List<PantryCoveredView> pantryCovered) {

    /** The list with what the pantry covered of the request that changed it. */
    public ShoppingListView withPantryCovered(List<PantryCoveredView> covered) {
        return new ShoppingListView(id, name, primary, version, userId, itemCount, items, recipes, combinedItems,
                createdAt, updatedAt, covered);
    }


    /** Its times are RFC 3339 text already: a list's items share a few times, each formatted once per answer. */
    @Schema(name = "ListItemView")
    public record ItemView(String id, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                           @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, @Nullable String comment, @Nullable String brand,
                           @Nullable @Schema(description = "The line as sent in raw_items, or the recipe's "
                                   + "ingredient line; null for a structured item") String text,
                           @Schema(ref = "#/components/schemas/Category") String category, boolean checked,
                           @Nullable @Schema(description = "The recipe that added the item") ItemRecipeView recipe,
                           @Nullable @Schema(description = "The SR28 food the item names, or null when none fits.")
                           FoodRefView food,
                           @Nullable @Schema(description = "The weight of the item's amount, to one decimal, or null "
                                   + "when it has none or it cannot be known.") Double grams,
                           @Schema(format = "date-time") String createdAt,
                           @Schema(format = "date-time") String updatedAt) {
    }

    public record ItemRecipeView(String id, double scale) {
    }

    public record RecipeRefView(String id, String name, double scale) {
    }

    /**
     * Items with the same name combined. {@code id} is made from what decides which items combine (their canonical
     * name, checked state and kind of quantity), never from positions or content: it stays while the line's items,
     * quantity or name change, so a change can name the lines it touched and removed (docs/api.md §7.1).
     */
    public record CombinedItemView(String id, String name, @Nullable Double quantity, @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                                   @Schema(ref = "#/components/schemas/Category") String category,
                                   boolean checked, List<String> itemIds) {
    }

    /** A list in a listing: no items, their count instead. */
    @Schema(name = "ListSummaryView")
    public record SummaryView(String id, String name,
                              @Schema(description = "The owner's choice: false for a member") boolean primary,
                              long version,
                              @Nullable @Schema(description = "The owner; null for an app's own list") String userId,
                              @Nullable @Schema(description = "What the caller is to the list; null in webhook "
                                      + "events and for a management token reading a user's list",
                                      allowableValues = {"owner", "member"}) String role,
                              int itemCount,
                              Instant createdAt, Instant updatedAt) {

        public static SummaryView of(ShoppingList list) {
            return new SummaryView(list.id(), list.name(), list.primary(), list.version(), list.userId(),
                    list.role() == null ? null : list.role().code(), list.itemCount(), list.createdAt(),
                    list.updatedAt());
        }
    }

    /** The list as served, its items combined by {@code combiner}. */
    public static ShoppingListView of(ShoppingList list, Combiner combiner) {
        Map<Instant, String> times = new HashMap<>();
        return new ShoppingListView(list.id(), list.name(), list.primary(), list.version(), list.userId(),
                list.itemCount(),
                list.items().stream().map(i -> item(i, times)).toList(),
                list.recipes().stream().map(ShoppingListView::recipe).toList(),
                combined(list.items(), combiner),
                list.createdAt(), list.updatedAt(), null);
    }

    static ItemView item(ListItem i, Map<Instant, String> times) {
        ItemFields f = i.fields();
        return new ItemView(i.id(), f.name(), f.quantity().amount(), f.quantity().max(),
                f.unit() == null ? null : f.unit().code(), f.comment(), f.brand(), f.text(), f.category().code(),
                i.checked(), f.recipeId() == null ? null : new ItemRecipeView(f.recipeId(), f.recipeScale()),
                i.food() == null ? null : FoodRefView.of(i.food().food()),
                i.food() == null ? null : NutritionView.grams(i.food().grams()),
                times.computeIfAbsent(i.createdAt(), Instant::toString),
                times.computeIfAbsent(i.updatedAt(), Instant::toString));
    }

    static RecipeRefView recipe(ScaledRecipe r) {
        return new RecipeRefView(r.recipeId(), r.name(), r.scale());
    }

    /** Items with the same name combined (docs/api.md §5); checked and unchecked apart. */
    static List<CombinedItemView> combined(List<ListItem> items, Combiner combiner) {
        List<Combiner.Item> combining = new ArrayList<>(items.size());
        for (ListItem item : items) {
            combining.add(item.forCombining());
        }
        List<Combiner.KeyedLine> keyed = combiner.combineKeyed(combining);
        List<CombinedItemView> lines = new ArrayList<>(keyed.size());
        for (Combiner.KeyedLine k : keyed) {
            CombinedLine line = k.line();
            lines.add(new CombinedItemView(combinedId(k.key()), line.name(), line.quantity(),
                    line.unit() == null ? null : line.unit().code(), line.category().code(), line.checked(),
                    line.itemIds()));
        }
        return lines;
    }

    /**
     * A line is named by its key: a 64-bit FNV-1a hash of it, short, cheap (a list's answer names hundreds of lines)
     * and telling nothing of the names; within one list's lines two keys sharing a hash are vanishingly unlikely.
     */
    private static String combinedId(String key) {
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < key.length(); i++) {
            hash ^= key.charAt(i);
            hash *= 0x100000001b3L;
        }
        return "cmb_" + HexFormat.of().toHexDigits(hash);
    }
}
