package larder.quote;

import java.util.List;
import larder.item.ItemsCommand;

/**
 * What a quote asks: the retailers and postal code, the needs as every request that adds items carries them, a list,
 * and whether the pantry is subtracted. Members are as sent, null for one left out; {@link Quotes} checks them. The
 * shape a client sends is {@code quote/web/QuoteInput}.
 */
public record QuoteCommand(List<String> retailerIds, String postalCode, List<ItemsCommand.Item> items,
                           List<String> rawItems, List<ItemsCommand.RecipeRef> recipes, String listId,
                           String pantry) {

    ItemsCommand content() {
        return new ItemsCommand(items, rawItems, recipes);
    }
}
