package larder.cart;

import java.util.List;
import larder.item.ItemsInput;

/** What a client sends to create a cart, or to check one out in one step: a retailer, and items. */
public record CartInput(String retailerId, List<ItemsInput.ItemInput> items, List<String> rawItems,
                        List<ItemsInput.RecipeRef> recipes) {

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
