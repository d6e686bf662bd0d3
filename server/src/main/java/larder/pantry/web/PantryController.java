package larder.pantry.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.auth.UserCredential;
import larder.item.web.ItemsInput;
import larder.pantry.Pantries;
import larder.platform.Page;
import larder.platform.PageRequest;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

@RestController
@RequestMapping("/v1beta/pantry")
@Tag(name = "Pantry")
class PantryController {

    private final Pantries pantries;

    PantryController(Pantries pantries) {
        this.pantries = pantries;
    }

    /** What adding to the pantry takes: items and raw lines, as lists take them (recipes are not taken). */
    @Schema(name = "PantryContent")
    record PantryContent(
            // Documented, with their limits, by item/web/ItemSchemas, as every body that carries items.
            @Nullable List<ItemsInput.ItemInput> items, @Nullable List<String> rawItems) {
    }

    @GetMapping
    @Operation(operationId = "listPantry", summary = "List the pantry",
            description = "The user's pantry, soonest expiry first, items without expiry last (then by id). "
                    + "expiring_within_days keeps the items that expire within that many days of today (UTC), those "
                    + "past their date included. User access token only.")
    Page<PantryItemView> list(UserCredential user,
                              @Parameter(description = "0 to 3650 (422 otherwise): only items that expire on or "
                                      + "before today plus this many days.", schema = @Schema(type = "integer",
                                      format = "int32", minimum = "0", maximum = "3650"))
                              @RequestParam(name = "expiring_within_days", required = false)
                              Integer expiringWithinDays,
                              @PageRequest.CursorKeys(2) PageRequest page) {
        return pantries.page(user, expiringWithinDays, page).map(item -> PantryItemView.of(item, pantries));
    }

    @PostMapping("/items")
    @Operation(operationId = "addPantryItems", summary = "Add to the pantry",
            description = "items and raw_items (text lines the server analyses), at most 50 together (422 "
                    + "request.too_many_items). Lines with the same canonical name combine with each other and with "
                    + "what is at home as a list's combined lines do (450 g flour and 1 cup flour make one item); "
                    + "an item they join keeps its location, expiry and staple. A pantry holds at most 500 items "
                    + "(422 pantry.full); on any refusal nothing is written. Answers the first page of the pantry. "
                    + "Honours Idempotency-Key. User access token only.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true, content = @Content(
                    schema = @Schema(implementation = PantryContent.class))))
    Page<PantryItemView> add(UserCredential user, @RequestBody PantryContent body) {
        return pantries.add(user, ItemsInput.command(body.items(), body.rawItems(), null))
                .map(item -> PantryItemView.of(item, pantries));
    }

    @PatchMapping(path = "/items/{id}", consumes = {MediaType.APPLICATION_JSON_VALUE, "application/merge-patch+json"})
    @Operation(operationId = "updatePantryItem", summary = "Change a pantry item",
            description = "quantity, unit, location, expires_on and staple; members left out are kept, null "
                    + "clears (staple: null is 400). The name is not changed: delete the item and add another. User "
                    + "access token only.",
            requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(
                    schema = @Schema(implementation = PantryItemChangeDocument.class))))
    PantryItemView update(UserCredential user, @PathVariable String id, @RequestBody JsonNode body) {
        return PantryItemView.of(pantries.update(user, id, () -> PantryPatch.read(body)), pantries);
    }

    @Schema(name = "PantryItemChange")
    record PantryItemChangeDocument(
            @Nullable @Schema(nullable = true, minimum = "0", exclusiveMinimum = true, maximum = "1000000")
            Double quantity,
            @Nullable @Schema(nullable = true, description = "A unit code of the contract or a spelling of one; an "
                    + "unknown unit gets 422.") String unit,
            @Nullable @Schema(nullable = true, allowableValues = {"fridge", "freezer", "cupboard"}) String location,
            @Nullable @Schema(nullable = true, format = "date", pattern = PantryPatch.DATE_PATTERN,
                    description = "A date of the years 1900 to 9999 (422 otherwise); a day past the month's end "
                    + "(2026-02-30) is taken as its last day.") String expiresOn,
            @Schema(description = "Set, not toggled; null gets 400.") Boolean staple) {
    }

    @DeleteMapping("/items/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    @Operation(operationId = "deletePantryItem", summary = "Remove a pantry item",
            description = "User access token only.")
    void delete(UserCredential user, @PathVariable String id) {
        pantries.delete(user, id);
    }
}
