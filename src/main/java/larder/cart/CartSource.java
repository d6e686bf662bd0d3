package larder.cart;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Combiner;
import larder.ingredient.Unit;

/** Something added to a cart: an item, a raw line or a recipe's ingredient. Lines are made from these. */
public record CartSource(String id, String name, Double quantity, Double quantityMax, Unit unit, String comment,
                         String brand, String text, Category category, String recipeId, Double recipeScale,
                         Instant createdAt) {

    Combiner.Item forCombining() {
        return new Combiner.Item(id, name, quantity, quantityMax, unit, category, false);
    }
}
