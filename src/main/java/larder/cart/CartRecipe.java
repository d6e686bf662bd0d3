package larder.cart;

import java.util.List;
import larder.item.NewItems;

/** A recipe in a cart, at the scale it was added. */
public record CartRecipe(String recipeId, String name, double scale) {

    /** The recipes a request adds, once each (a recipe named twice adds up its scales). */
    static List<CartRecipe> of(NewItems.Checked checked) {
        return checked.recipesOnce().stream()
                .map(a -> new CartRecipe(a.recipe().id(), a.recipe().content().name(), a.scale())).toList();
    }
}
