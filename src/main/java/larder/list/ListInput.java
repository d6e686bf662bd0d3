package larder.list;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.ItemsInput;
import larder.item.NewItems;
import larder.platform.RequestLimits;

/**
 * What a client sends to create a list (its name, and items as every request that adds items carries them).
 */
public record ListInput(
            @Nullable @Schema(description = "\"Shopping list\" when absent or blank; ignored when adding items.",
                    maxLength = ListName.MAX) String name,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS, arraySchema = @Schema(description =
                    ItemsInput.ITEMS_DOC)) List<ItemsInput.ItemInput> items,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_ITEMS, arraySchema = @Schema(description =
                    ItemsInput.RAW_ITEMS_DOC), schema = @Schema(minLength = 1, maxLength = NewItems.MAX_TEXT))
            List<String> rawItems,
            @Nullable @ArraySchema(maxItems = RequestLimits.MAX_RECIPES, arraySchema = @Schema(description =
                    ItemsInput.RECIPES_DOC)) List<ItemsInput.RecipeRef> recipes) {

    /** The longest name a list may have, after surrounding white space is removed. */
    public static final int MAX_NAME = ListName.MAX;

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
