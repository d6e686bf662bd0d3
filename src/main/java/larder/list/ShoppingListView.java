package larder.list;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.ingredient.CombinedLine;
import larder.item.ItemFields;

/** A list as the API shows it (contract section 7), in answers and in events. */
public record ShoppingListView(String id, String name, boolean primary, long version,
                               @Nullable @Schema(description = "null for an app's own list") String userId,
                               int itemCount,
                               List<ItemView> items, List<RecipeRefView> recipes,
                               List<CombinedItemView> combinedItems, Instant createdAt, Instant updatedAt) {

    /** Its times are RFC 3339 text already: a list's items share a few times, each formatted once per answer. */
    @Schema(name = "ListItemView")
    public record ItemView(String id, String name, @Nullable Double quantity, @Nullable Double quantityMax,
                           @Nullable @Schema(ref = "#/components/schemas/Unit") String unit, @Nullable String comment, @Nullable String brand,
                           @Nullable @Schema(description = "The line as sent in raw_items, or the recipe's "
                                   + "ingredient line; null for a structured item") String text,
                           @Schema(ref = "#/components/schemas/Category") String category, boolean checked,
                           @Nullable @Schema(description = "The recipe that added the item") ItemRecipeView recipe,
                           @Schema(format = "date-time") String createdAt,
                           @Schema(format = "date-time") String updatedAt) {
    }

    public record ItemRecipeView(String id, double scale) {
    }

    public record RecipeRefView(String id, String name, double scale) {
    }

    /** Items with the same name combined; {@code id} is stable for as long as the combined items are. */
    public record CombinedItemView(String id, String name, @Nullable Double quantity, @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                                   @Schema(ref = "#/components/schemas/Category") String category,
                                   boolean checked, List<String> itemIds) {
    }

    /** A list in a listing: no items, their count instead. */
    @Schema(name = "ListSummaryView")
    public record SummaryView(String id, String name, boolean primary, long version,
                              @Nullable @Schema(description = "null for an app's own list") String userId,
                              int itemCount,
                              Instant createdAt, Instant updatedAt) {

        public static SummaryView of(ShoppingList list) {
            return new SummaryView(list.id(), list.name(), list.primary(), list.version(), list.userId(),
                    list.itemCount(), list.createdAt(), list.updatedAt());
        }
    }

    public static ShoppingListView of(ShoppingList list) {
        Map<Instant, String> times = new HashMap<>();
        return new ShoppingListView(list.id(), list.name(), list.primary(), list.version(), list.userId(),
                list.itemCount(),
                list.items().stream().map(i -> item(i, times)).toList(),
                list.recipes().stream().map(r -> new RecipeRefView(r.recipeId(), r.name(), r.scale())).toList(),
                list.combined().stream().map(ShoppingListView::combined).toList(),
                list.createdAt(), list.updatedAt());
    }

    private static ItemView item(ListItem i, Map<Instant, String> times) {
        ItemFields f = i.fields();
        return new ItemView(i.id(), f.name(), f.quantity().amount(), f.quantity().max(),
                f.unit() == null ? null : f.unit().code(), f.comment(), f.brand(), f.text(), f.category().code(),
                i.checked(), f.recipeId() == null ? null : new ItemRecipeView(f.recipeId(), f.recipeScale()),
                times.computeIfAbsent(i.createdAt(), Instant::toString),
                times.computeIfAbsent(i.updatedAt(), Instant::toString));
    }

    private static CombinedItemView combined(CombinedLine line) {
        return new CombinedItemView(combinedId(line.itemIds().getFirst()), line.name(),
                line.quantity(), line.unit() == null ? null : line.unit().code(), line.category().code(),
                line.checked(), line.itemIds());
    }

    /** A combined line is named after its first item: {@code itm_X} gives {@code cmb_X}. */
    private static String combinedId(String firstItemId) {
        return "cmb_" + (firstItemId.startsWith("itm_") ? firstItemId.substring(4) : firstItemId);
    }
}
