package larder.list.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import larder.food.web.FoodRefView;
import larder.food.web.NutritionView;
import larder.ingredient.CombinedLine;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.item.ScaledRecipe;
import larder.list.CombinedLines;
import larder.list.ListChange;
import larder.list.ListItem;
import larder.list.ShoppingList;
import larder.pantry.web.PantryCoveredView;

/** A list as the API shows it (docs/api.md §7), in answers, and its summary in events. */
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

        /** An item as a change of the list kept it. */
        static ItemView of(ListChange.Item i) {
            return new ItemView(i.id(), i.name(), i.quantity(), i.quantityMax(), i.unit(), i.comment(), i.brand(),
                    i.text(), i.category(), i.checked(),
                    i.recipe() == null ? null : new ItemRecipeView(i.recipe().id(), i.recipe().scale()),
                    i.food() == null ? null : new FoodRefView(i.food().id(), i.food().name()), i.grams(),
                    i.createdAt(), i.updatedAt());
        }
    }

    public record ItemRecipeView(String id, double scale) {
    }

    public record RecipeRefView(String id, String name, double scale) {

        static RecipeRefView of(ListChange.RecipeRef r) {
            return new RecipeRefView(r.id(), r.name(), r.scale());
        }
    }

    /**
     * Items with the same name combined. {@code id} is made from what decides which items combine (their canonical
     * name, checked state and kind of quantity), never from positions or content: it stays while the line's items,
     * quantity or name change, so a change can name the lines it touched and removed (docs/api.md §7.1).
     */
    public record CombinedItemView(String id, String name, @Nullable Double quantity, @Nullable @Schema(ref = "#/components/schemas/Unit") String unit,
                                   @Schema(ref = "#/components/schemas/Category") String category,
                                   boolean checked, List<String> itemIds) {

        /** A line a change of the list touched, as the change kept it. */
        static CombinedItemView of(ListChange.Combined c) {
            return new CombinedItemView(c.id(), c.name(), c.quantity(), c.unit(), c.category(), c.checked(),
                    c.itemIds());
        }
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
        List<CombinedLines.Line> combined = CombinedLines.of(items, combiner);
        List<CombinedItemView> lines = new ArrayList<>(combined.size());
        for (CombinedLines.Line l : combined) {
            CombinedLine line = l.line();
            lines.add(new CombinedItemView(l.id(), line.name(), line.quantity(),
                    line.unit() == null ? null : line.unit().code(), line.category().code(), line.checked(),
                    line.itemIds()));
        }
        return lines;
    }
}
