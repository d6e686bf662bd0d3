package larder.item;

import java.util.List;

/** What a request adds to a list or a cart: structured items, raw text lines, and recipes. */
public record ItemsInput(List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes) {

    public record ItemInput(String name, Double quantity, Double quantityMax, String unit, String comment,
                            String brand) {
    }

    /** A recipe to add, scaled (1 when left out). */
    public record RecipeRef(String id, Double scale) {
    }
}
