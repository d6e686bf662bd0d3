package larder.cart;

import java.util.List;
import larder.item.ItemsCommand;

/**
 * What creating a cart, adding to one or checking one out in one step asks: a retailer, items as every request that
 * adds items carries them, a list to take, whether the pantry is subtracted and whether it is restocked. Members are
 * as sent, null for one left out; the service checks them. The shape a client sends is {@code cart/web/CartInput}.
 */
public record CartCommand(String retailerId, List<ItemsCommand.Item> items, List<String> rawItems,
                          List<ItemsCommand.RecipeRef> recipes, String listId, String pantry,
                          Boolean restockPantry) {

    /** What a client asks without a list. */
    public CartCommand(String retailerId, List<ItemsCommand.Item> items, List<String> rawItems,
                       List<ItemsCommand.RecipeRef> recipes) {
        this(retailerId, items, rawItems, recipes, null);
    }

    /** What a client asks without the pantry. */
    public CartCommand(String retailerId, List<ItemsCommand.Item> items, List<String> rawItems,
                       List<ItemsCommand.RecipeRef> recipes, String listId) {
        this(retailerId, items, rawItems, recipes, listId, null, null);
    }

    ItemsCommand content() {
        return new ItemsCommand(items, rawItems, recipes);
    }
}
