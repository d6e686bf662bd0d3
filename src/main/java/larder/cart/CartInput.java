package larder.cart;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.ItemsInput;
import larder.item.NewItems;
import larder.platform.RequestLimits;

/** What a client sends to create a cart, or to check one out in one step: a retailer, and items. */
public record CartInput(
            @Nullable @Schema(description = "May be absent when the app has exactly one retailer (otherwise 422 "
                    + "retailer.required); ignored when adding items.") String retailerId,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS, arraySchema = @Schema(description =
                    ItemsInput.ITEMS_DOC)) List<ItemsInput.ItemInput> items,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS, arraySchema = @Schema(description =
                    ItemsInput.RAW_ITEMS_DOC), schema = @Schema(minLength = 1, maxLength = NewItems.MAX_TEXT))
            List<String> rawItems,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_RECIPES, arraySchema = @Schema(description =
                    ItemsInput.RECIPES_DOC)) List<ItemsInput.RecipeRef> recipes) {

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
