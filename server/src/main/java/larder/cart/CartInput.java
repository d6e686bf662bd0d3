package larder.cart;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.ItemsInput;

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
            String listId) {

    /** What a client sends without a list. */
    public CartInput(String retailerId, List<ItemsInput.ItemInput> items, List<String> rawItems,
                     List<ItemsInput.RecipeRef> recipes) {
        this(retailerId, items, rawItems, recipes, null);
    }

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
