package larder.list.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.time.Instant;
import java.util.List;
import larder.list.ListChange;
import larder.list.web.ShoppingListView.CombinedItemView;
import larder.list.web.ShoppingListView.ItemView;
import larder.list.web.ShoppingListView.RecipeRefView;


/**
 * One change of a list, as {@code GET /lists/{id}/changes} serves it and a live stream sends it (docs/api.md §7.1): the
 * version it moved the list to, what happened, when, by whom, what it is about, and the combined lines it touched
 * ({@code combined_items}, whole) or removed ({@code combined_items_removed}). One request is one change. Which
 * member says what it is about depends on the type; the others are left out. It shows a change as the change log
 * keeps it ({@link ListChange}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "ListChange", description = "One change of a list. One request is one change. Which members are "
        + "present depends on type: item.added has items (every item the request added); recipe.added has recipes "
        + "(those the request added, as they now stand on the list) and items (every item the request added, the "
        + "recipes' included); item.updated has item, or items when a checkout of a cart built from the list checked "
        + "several items at once (contract 9); item.removed has item_id; recipe.removed has recipe, whose "
        + "items left the list with it; list.updated (a rename, a new primary list, a member joining, leaving or "
        + "removed, or a meal plan's shopping bringing the items it put on the list in line with the plan: "
        + "combined_items and combined_items_removed then say what it changed) and list.deleted have list. Creating a list is not a change: a new list is at version 1.")
public record ListChangeView(
        @Schema(description = "The list's version after the change; consecutive") long version,
        @Schema(allowableValues = {ListChange.ITEM_ADDED, ListChange.ITEM_UPDATED, ListChange.ITEM_REMOVED,
                ListChange.RECIPE_ADDED, ListChange.RECIPE_REMOVED, ListChange.LIST_UPDATED,
                ListChange.LIST_DELETED}) String type,
        Instant at,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Nullable @Schema(description = "The user who made the change; null for the app's management token",
                requiredMode = Schema.RequiredMode.REQUIRED) String by,
        @Nullable @Schema(description = "item.updated: the item as it now is") ItemView item,
        @Nullable @Schema(description = "item.added, recipe.added: every item the request added; item.updated by a "
                + "cart's checkout: every item it checked, as they now are") List<ItemView> items,
        @Nullable @Schema(description = "item.removed: the item that left the list") String itemId,
        @Nullable @Schema(description = "recipe.removed: the recipe removed") RecipeRefView recipe,
        @Nullable @Schema(description = "recipe.added: the recipes added, as they now stand on the list")
        List<RecipeRefView> recipes,
        @Nullable @Schema(description = "list.updated, list.deleted: the list's own fields") ListState list,
        @Schema(description = "The combined lines the change created or changed, whole")
        List<CombinedItemView> combinedItems,
        @Schema(description = "The ids of the combined lines the change removed") List<String> combinedItemsRemoved) {

    public ListChangeView {
        combinedItems = List.copyOf(combinedItems);
        combinedItemsRemoved = List.copyOf(combinedItemsRemoved);
    }

    /** A list's own fields, without its items. */
    @Schema(name = "ListChangeList")
    public record ListState(String id, String name, long version, int itemCount,
                            Instant updatedAt) {
    }

    /** A change as the API shows it. */
    public static ListChangeView of(ListChange c) {
        return new ListChangeView(c.version(), c.type(), c.at(), c.by(),
                c.item() == null ? null : ItemView.of(c.item()),
                c.items() == null ? null : c.items().stream().map(ItemView::of).toList(), c.itemId(),
                c.recipe() == null ? null : RecipeRefView.of(c.recipe()),
                c.recipes() == null ? null : c.recipes().stream().map(RecipeRefView::of).toList(),
                c.list() == null ? null : new ListState(c.list().id(), c.list().name(), c.list().version(),
                        c.list().itemCount(), c.list().updatedAt()),
                c.combinedItems().stream().map(CombinedItemView::of).toList(), c.combinedItemsRemoved());
    }
}
