package larder.list;

import java.util.Comparator;
import java.util.List;
import larder.item.NewItems;

/** A recipe on a list, at the scale it was added (added twice, the scales add up). */
public record ListRecipe(String recipeId, String name, double scale) {

    /** The recipes a request adds, in the order a list shows them: by when they were added, then by id. */
    static List<ListRecipe> allOf(NewItems.Checked content) {
        return content.recipesOnce().stream()
                .map(a -> new ListRecipe(a.recipe().id(), a.recipe().content().name(), a.scale()))
                .sorted(Comparator.comparing(ListRecipe::recipeId)).toList();
    }
}
