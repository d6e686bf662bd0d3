/**
 * The recipes' HTTP edge: their controllers and the recipe as the API shows it ({@link larder.recipe.web.RecipeView}),
 * which the feed's, the items' and the meal plans' answers carry.
 */
@NamedInterface("web")
package larder.recipe.web;

import org.springframework.modulith.NamedInterface;
