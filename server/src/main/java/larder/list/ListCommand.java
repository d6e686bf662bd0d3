package larder.list;

import java.util.List;
import larder.item.ItemsCommand;

/**
 * What creating a list, or adding to one, asks: the name (creating only), the items as every request that adds items
 * carries them, and whether the pantry is subtracted. Members are as sent, null for one left out; the service checks
 * them. The shape a client sends is {@code list/web/ListInput}.
 */
public record ListCommand(String name, List<ItemsCommand.Item> items, List<String> rawItems,
                          List<ItemsCommand.RecipeRef> recipes, String pantry) {

    /** The longest name a list may have, after surrounding white space is removed. */
    public static final int MAX_NAME = ListName.MAX;

    /** What a client asks without the pantry. */
    public ListCommand(String name, List<ItemsCommand.Item> items, List<String> rawItems,
                       List<ItemsCommand.RecipeRef> recipes) {
        this(name, items, rawItems, recipes, null);
    }

    ItemsCommand content() {
        return new ItemsCommand(items, rawItems, recipes);
    }
}
