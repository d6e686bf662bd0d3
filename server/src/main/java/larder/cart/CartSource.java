package larder.cart;

import java.time.Instant;
import java.util.List;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.platform.Gtin;
import larder.platform.Ids;

/**
 * Something added to a cart: an item, a raw line or a recipe's ingredient. Lines are made from these. {@code gtin}
 * is the GTIN an item carried, kept so that the line is matched by it again when the cart's lines are made again.
 */
public record CartSource(String id, ItemFields fields, Instant createdAt, Gtin gtin) {

    public CartSource(String id, ItemFields fields, Instant createdAt) {
        this(id, fields, createdAt, null);
    }

    /** The checked items of a request, as the sources they become, added at {@code now}. */
    static List<CartSource> of(NewItems.Checked checked, Instant now) {
        return checked.items().stream().map(item -> new CartSource(Ids.next("itm"), ItemFields.of(item), now,
                item.gtin())).toList();
    }

    /** A list's item, as the source of a cart built from the list: it keeps the item's id, to check it at checkout. */
    static CartSource fromList(String itemId, ItemFields fields, Instant now) {
        return new CartSource(itemId, fields, now);
    }

    Combiner.Item forCombining() {
        return fields.forCombining(id, false);
    }
}
