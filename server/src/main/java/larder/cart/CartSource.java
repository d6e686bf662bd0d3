package larder.cart;

import java.time.Instant;
import java.util.List;
import larder.ingredient.Combiner;
import larder.item.ItemFields;
import larder.item.NewItems;
import larder.platform.Ids;

/** Something added to a cart: an item, a raw line or a recipe's ingredient. Lines are made from these. */
public record CartSource(String id, ItemFields fields, Instant createdAt) {

    /** The checked items of a request, as the sources they become, added at {@code now}. */
    static List<CartSource> of(NewItems.Checked checked, Instant now) {
        return checked.items().stream().map(item -> new CartSource(Ids.next("itm"), ItemFields.of(item), now))
                .toList();
    }

    /** A list's item, as the source of a cart built from the list: it keeps the item's id, to check it at checkout. */
    static CartSource fromList(String itemId, ItemFields fields, Instant now) {
        return new CartSource(itemId, fields, now);
    }

    Combiner.Item forCombining() {
        return fields.forCombining(id, false);
    }
}
