package larder.list;

import java.util.List;
import larder.item.ItemsInput;

/**
 * What a client sends to create a list (its name, and items as every request that adds items carries them).
 */
public record ListInput(String name, List<ItemsInput.ItemInput> items, List<String> rawItems,
                        List<ItemsInput.RecipeRef> recipes) {

    public ItemsInput content() {
        return new ItemsInput(items, rawItems, recipes);
    }
}
