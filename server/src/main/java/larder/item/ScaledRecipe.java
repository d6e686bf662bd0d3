package larder.item;

import java.util.List;

/** A recipe in a list or a cart, at the scale it was added (added twice, the scales add up). */
public record ScaledRecipe(String recipeId, String name, double scale) {

    /** The recipes a request adds, once each, in the order the request names them. */
    public static List<ScaledRecipe> allOf(NewItems.Checked checked) {
        return checked.recipesOnce().stream()
                .map(a -> new ScaledRecipe(a.recipe().id(), a.recipe().content().name(), a.scale())).toList();
    }
}
