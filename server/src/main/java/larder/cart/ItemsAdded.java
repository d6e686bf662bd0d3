package larder.cart;

import java.util.List;
import java.util.Optional;
import larder.item.RecipesAdded;
import larder.item.ScaledRecipe;

/**
 * What adding to a cart writes: the new sources and recipes (a recipe already in the cart has its scale increased
 * by the store), and all lines, made again. {@code recorded} is the event for the feed, published once it is written.
 */
record ItemsAdded(List<CartSource> sources, List<ScaledRecipe> recipes, List<CartLine> lines,
                  Optional<RecipesAdded> recorded) {

    ItemsAdded {
        sources = List.copyOf(sources);
        recipes = List.copyOf(recipes);
        lines = List.copyOf(lines);
    }
}
