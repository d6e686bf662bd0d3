/**
 * Recipes: the app catalogue and users' own recipes, their ingredients analysed on write, scaling, search, and
 * import from schema.org Recipe markup.
 */
package larder.recipe;
