package larder.cart;

import java.time.Instant;
import java.util.List;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Unit;
import larder.item.NewItems;
import larder.platform.Ids;

/** Something added to a cart: an item, a raw line or a recipe's ingredient. Lines are made from these. */
public record CartSource(String id, String name, Double quantity, Double quantityMax, Unit unit, String comment,
                         String brand, String text, Category category, String recipeId, Double recipeScale,
                         Instant createdAt) {

    /** The checked items of a request, as the sources they become, added at {@code now}. */
    static List<CartSource> of(NewItems.Checked checked, Instant now) {
        return checked.items().stream().map(NewItems::fields).map(f -> new CartSource(Ids.next("itm"), f.name(),
                f.quantity(), f.quantityMax(), f.unit(), f.comment(), f.brand(), f.text(), f.category(), f.recipeId(),
                f.recipeScale(), now)).toList();
    }

    Combiner.Item forCombining() {
        return new Combiner.Item(id, name, quantity, quantityMax, unit, category, false);
    }
}
