package larder.list;

/** A recipe on a list, at the scale it was added (added twice, the scales add up). */
public record ListRecipe(String recipeId, String name, double scale) {
}
