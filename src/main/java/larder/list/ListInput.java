package larder.list;

import java.util.List;

/**
 * What a client sends to create a list or add to one: structured items, raw text lines, and recipes. Also the
 * shape carts take (contract section 9).
 */
public record ListInput(String name, List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes) {

    public record ItemInput(String name, Double quantity, Double quantityMax, String unit, String comment,
                            String brand) {
    }

    /** A recipe to add, scaled (1 when left out). */
    public record RecipeRef(String id, Double scale) {
    }
}
