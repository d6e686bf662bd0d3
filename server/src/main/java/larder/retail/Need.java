package larder.retail;

import larder.ingredient.Category;
import larder.ingredient.Unit;

/** What a shopper needs: a combined line of a cart, "450 g flour". */
public record Need(String name, Double quantity, Unit unit, Category category) {
}
