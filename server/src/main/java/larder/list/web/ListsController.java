package larder.list.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.auth.Credential;
import larder.ingredient.Combiner;
import larder.item.web.ItemsInput;
import larder.item.NewItems;
import larder.list.ListCommand;
import larder.list.ShoppingList;
import larder.list.ShoppingLists;
import larder.pantry.web.PantryCoveredView;
import larder.platform.web.IfMatch;
import larder.platform.Page;
import larder.platform.PageRequest;
import larder.platform.web.IfMatch;
import larder.platform.web.Versions;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

@RestController
@RequestMapping("/v1beta/lists")
@Tag(name = "Lists")
class ListsController {


    private final ShoppingLists lists;
    private final Combiner combiner;

    ListsController(ShoppingLists lists, Combiner combiner) {
        this.lists = lists;
        this.combiner = combiner;
    }

    record ChangeList(
            @Nullable @Schema(description = "Unchanged when absent or null; blank gets 422.", minLength = 1,
                    maxLength = ListCommand.MAX_NAME) String name,
            @Nullable @Schema(description = "true makes this the user's primary list (422 for an app's own list); "
                    + "false on the primary list gets 422, since a user always has one.") Boolean primary) {
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    @Operation(operationId = "createList",
            summary = "Create a list", description = "With items, raw_items (text lines the server analyses) and "
            + "recipes ({id, scale}): a recipe adds its ingredients as items, scaled, each linked to it. At most 50 "
            + "items and raw items together and 25 recipes (422 request.too_many_items / request.too_many_recipes), "
            + "at most 1000 items in a list (422 list.full); on any refusal nothing is written. A user's first list "
            + "is its primary list; a management token creates an app-owned list. With \"pantry\": \"subtract\" "
            + "(a user token), each need is first reduced by what the user's pantry holds of the same food, across "
            + "units; a need covered whole is not added, and the answer carries pantry_covered (docs/pantry.md). "
            + "Honours Idempotency-Key.",
            responses = @ApiResponse(responseCode = "201", description = "The list"))
    ResponseEntity<ShoppingListView> create(Credential credential, @RequestBody ListInput body) {
        ShoppingLists.Added added = lists.createReporting(credential, body.command());
        ShoppingList list = added.list();
        return Versions.created("/v1beta/lists/" + list.id(), list.version(), view(added, body));
    }

    @GetMapping
    @Operation(operationId = "listLists",
            summary = "List the caller's lists", description = "In order of creation, without their items "
            + "(item_count instead): a user's own lists and those shared with it, each with the caller's role "
            + "(primary is the owner's choice, false for a member). A management token lists the app's own lists.")
    Page<ShoppingListView.SummaryView> list(Credential credential, PageRequest page) {
        return lists.list(credential, page).map(ShoppingListView.SummaryView::of);
    }

    @GetMapping("/{id}")
    @Operation(operationId = "getList",
            summary = "Read a list", description = "With its items (in the order they were added), recipes (in "
            + "the order they were added; those of one request by id) and combined_items. A management token reads "
            + "any list of the app.", responses = @ApiResponse(responseCode = "200", description = "The list"))
    ResponseEntity<ShoppingListView> get(Credential credential, @PathVariable String id) {
        return answer(lists.get(credential, id));
    }

    @PatchMapping("/{id}")
    @Operation(operationId = "updateList",
            summary = "Rename a list, or make it primary", description = "The owner and the members rename it; "
            + "only the owner sets primary (403 auth.forbidden for a member). Setting primary on one list takes it "
            + "from the user's previous primary list; a user always has exactly one. A list.updated change.")
    ResponseEntity<ShoppingListView> update(Credential credential, @PathVariable String id,
                                            IfMatch ifMatch,
                                            @RequestBody ChangeList body) {
        return answer(lists.update(credential, id, body.name(), body.primary(), ifMatch));
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteList",
            summary = "Delete a list", description = "Only its owner deletes it (403 auth.forbidden for a "
            + "member); its members lose it with it. Its last change is list.deleted, which live streams send.")
    void delete(Credential credential, @PathVariable String id,
                IfMatch ifMatch) {
        lists.delete(credential, id, ifMatch);
    }

    /** What adding to a list takes: a list's content without its name, which adding ignores. */
    @Schema(name = "ListContent")
    record ListContentDocument(
            // Documented, with their limits, by item/web/ItemSchemas, as every body that carries items.
            @Nullable List<ItemsInput.ItemInput> items, @Nullable List<String> rawItems,
            @Nullable List<ItemsInput.RecipeRef> recipes,
            @Nullable @Schema(description = "\"subtract\": each need is reduced by what the user's pantry holds "
                    + "(docs/pantry.md), as when creating a list.", allowableValues = "subtract") String pantry) {
    }

    @PostMapping("/{id}/items")
    @Operation(operationId = "addListItems",
            summary = "Add items, raw items and recipes", description = "Atomic: two devices adding at once both "
            + "see both additions. Same limits as creating a list, and the same \"pantry\": \"subtract\". Answers the "
            + "whole list. Honours Idempotency-Key.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true, content = @Content(
                    schema = @Schema(implementation = ListContentDocument.class))))
    ResponseEntity<ShoppingListView> add(Credential credential, @PathVariable String id,
                                         @RequestBody ListInput body) {
        ShoppingLists.Added added = lists.addReporting(credential, id, body.command());
        return Versions.ok(added.list().version(), view(added, body));
    }

    /** The list; with pantry_covered when the request asked for the pantry to be subtracted. */
    private ShoppingListView view(ShoppingLists.Added added, ListInput body) {
        ShoppingListView view = ShoppingListView.of(added.list(), combiner);
        return body.pantry() == null ? view : view.withPantryCovered(PantryCoveredView.allOf(added.pantryCovered()));
    }

    @PatchMapping(path = "/{id}/items/{itemId}", consumes = {MediaType.APPLICATION_JSON_VALUE,
            "application/merge-patch+json"})
    @Operation(operationId = "updateListItem",
            summary = "Change an item", description = "checked (a set, not a toggle: safe to retry), name, "
            + "quantity, quantity_max, unit, comment, brand. Members left out are kept; null clears.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(
                    schema = @Schema(implementation = ItemChangeDocument.class))))
    ResponseEntity<ShoppingListView> updateItem(Credential credential, @PathVariable String id,
                                                @PathVariable String itemId,
                                                IfMatch ifMatch,
                                                @RequestBody JsonNode body) {
        return answer(lists.updateItem(credential, id, itemId, () -> ItemPatch.read(body), ifMatch));
    }

    @Schema(name = "ItemChange")
    record ItemChangeDocument(
            @Schema(description = "Set, not toggled; null gets 400.") Boolean checked,
            @Schema(description = "null or blank gets 422.", minLength = 1, maxLength = NewItems.MAX_NAME)
            String name,
            @Nullable @Schema(minimum = "0", exclusiveMinimum = true, maximum = "1000000") Double quantity,
            @Nullable @Schema(description = "Dropped when less than quantity, or when quantity is null.",
                    minimum = "0", exclusiveMinimum = true, maximum = "1000000") Double quantityMax,
            @Nullable @Schema(description = "A unit code of the contract or a spelling of one; an unknown unit "
                    + "gets 422.") String unit,
            @Nullable @Schema(maxLength = NewItems.MAX_TEXT) String comment,
            @Nullable @Schema(maxLength = NewItems.MAX_BRAND) String brand) {
    }

    @DeleteMapping("/{id}/items/{itemId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deleteListItem", summary = "Delete an item")
    void deleteItem(Credential credential, @PathVariable String id, @PathVariable String itemId,
                    IfMatch ifMatch) {
        lists.deleteItem(credential, id, itemId, ifMatch);
    }

    @DeleteMapping("/{id}/recipes/{recipeId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "removeListRecipe",
            summary = "Remove a recipe", description = "Removes the recipe and exactly the items it added.")
    void removeRecipe(Credential credential, @PathVariable String id, @PathVariable String recipeId,
                      IfMatch ifMatch) {
        lists.removeRecipe(credential, id, recipeId, ifMatch);
    }

    private ResponseEntity<ShoppingListView> answer(ShoppingList list) {
        return Versions.ok(list.version(), ShoppingListView.of(list, combiner));
    }
}
