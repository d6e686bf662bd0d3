package larder.cart;

/** A recipe in a cart, at the scale it was added. */
public record CartRecipe(String recipeId, String name, double scale) {
}
