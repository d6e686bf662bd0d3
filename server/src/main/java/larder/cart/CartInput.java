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
            @Nullable List<ItemsInput.RecipeRef> recipes) {

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
