package larder.support;

import java.util.List;

/**
 * What lists and carts are given to hold, in the same shape for both: {@code {"items", "raw_items", "recipes"}}.
 * A list or cart body with nothing else set is also the body that adds content to an existing one.
 */
public abstract sealed class Content<B extends Content<B>> extends Body
        permits ListBody, CartBody, QuoteBody {

    public final B items(ItemBody... items) {
        return items(List.of(items));
    }

    public final B items(List<ItemBody> items) {
        return set("items", List.copyOf(items));
    }

    public final B rawItems(String... lines) {
        return rawItems(List.of(lines));
    }

    public final B rawItems(List<String> lines) {
        return set("raw_items", List.copyOf(lines));
    }

    public final B recipes(RecipeRef... recipes) {
        return recipes(List.of(recipes));
    }

    public final B recipes(List<RecipeRef> recipes) {
        return set("recipes", List.copyOf(recipes));
    }
}
