package larder.cart.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.cart.CartCommand;
import larder.item.web.ItemsInput;

/** What a client sends to create a cart, or to check one out in one step: a retailer, and items. */
public record CartInput(
            @Nullable @Schema(description = "May be absent when the app has exactly one retailer (otherwise 422 "
                    + "retailer.required); ignored when adding items.") String retailerId,
            // Documented, with their limits, by item/web/ItemSchemas, as every body that carries items.
            @Nullable List<ItemsInput.ItemInput> items, @Nullable List<String> rawItems,
            @Nullable List<ItemsInput.RecipeRef> recipes,
            @Nullable @Schema(description = "Creating a cart, or checking one out in one step: a list the caller may "
                    + "read (404 otherwise), whose unchecked items the cart takes, counted toward no request limit. "
                    + "When the cart is checked out, the list's items it bought are checked, in the same transaction, "
                    + "as one list change. Ignored when adding items to a cart.")
            String listId,
            @Nullable @Schema(description = "\"subtract\": each need, the list's included, is reduced by what the "
                    + "user's pantry holds of the same food (docs/pantry.md); needs covered whole are not added, and "
                    + "the answer carries pantry_covered. The pantry is read, never changed. Any other value, or a "
                    + "management token, gets 422.", allowableValues = "subtract") String pantry,
            @Nullable @Schema(description = "Checking out in one step: true adds each matched product's packs "
                    + "(size times packs) to the buyer's pantry, in the checkout's transaction (docs/pantry.md). "
                    + "Ignored when creating a cart or adding to one.") Boolean restockPantry) {

    /** What a client sends without a list. */
    public CartInput(String retailerId, List<ItemsInput.ItemInput> items, List<String> rawItems,
                     List<ItemsInput.RecipeRef> recipes) {
        this(retailerId, items, rawItems, recipes, null);
    }

    /** What a client sends without the pantry. */
    public CartInput(String retailerId, List<ItemsInput.ItemInput> items, List<String> rawItems,
                     List<ItemsInput.RecipeRef> recipes, String listId) {
        this(retailerId, items, rawItems, recipes, listId, null, null);
    }

    /** The command the cart's service takes. */
    CartCommand command() {
        var content = ItemsInput.command(items, rawItems, recipes);
        return new CartCommand(retailerId, content.items(), content.rawItems(), content.recipes(), listId, pantry,
                restockPantry);
    }
}
