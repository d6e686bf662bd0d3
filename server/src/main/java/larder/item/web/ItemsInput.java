package larder.item.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.ItemsCommand;
import larder.item.NewItems;

/**
 * What a request adds to a list, a cart, a quote or a pantry, as a client sends it: structured items, raw text lines,
 * and recipes. The annotations tell the OpenAPI document what {@link NewItems#check} enforces; null is taken for a
 * member left out. The lists' limits are documented by {@link ItemSchemas} on every body that carries them.
 */
public final class ItemsInput {

    private ItemsInput() {
    }

    /** The command of a body's three members, each element as sent (null stays null, for its pointer). */
    public static ItemsCommand command(List<ItemInput> items, List<String> rawItems, List<RecipeRef> recipes) {
        return new ItemsCommand(items == null ? null : items.stream().map(ItemsInput::item).toList(), rawItems,
                recipes == null ? null : recipes.stream().map(ItemsInput::recipe).toList());
    }

    private static ItemsCommand.Item item(ItemInput i) {
        return i == null ? null
                : new ItemsCommand.Item(i.name(), i.quantity(), i.quantityMax(), i.unit(), i.comment(), i.brand(),
                        i.gtin());
    }

    private static ItemsCommand.RecipeRef recipe(RecipeRef r) {
        return r == null ? null : new ItemsCommand.RecipeRef(r.id(), r.scale());
    }

    public static final String ITEMS_DOC = "At most 50 items and raw_items together (422 request.too_many_items).";
    public static final String RAW_ITEMS_DOC = "Lines of text the server analyses (\"2 1/2 cups flour, sifted\"); "
            + "at most 50 items and raw_items together (422 request.too_many_items).";
    public static final String RECIPES_DOC = "At most 25 (422 request.too_many_recipes).";

    @Schema(description = "An item. Text members are stripped of surrounding white space before their length is "
            + "checked, and a blank optional one counts as absent.")
    @io.swagger.v3.oas.annotations.media.DependentRequiredMap(@io.swagger.v3.oas.annotations.media.DependentRequired(
            name = "quantity_max", value = "quantity"))
    public record ItemInput(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = NewItems.MAX_NAME)
            String name,
            @Nullable @Schema(description = "Positive; absent for \"to taste\".", minimum = "0",
                    exclusiveMinimum = true, maximum = "1000000") Double quantity,
            @Nullable @Schema(description = "The upper end of a range: needs quantity, and is not less than it "
                    + "(422 otherwise).", minimum = "0",
                    exclusiveMinimum = true, maximum = "1000000") Double quantityMax,
            @Nullable @Schema(description = "A unit code of the contract or a spelling of one (\"tablespoons\", "
                    + "\"lbs\"); an unknown unit gets 422.") String unit,
            @Nullable @Schema(maxLength = NewItems.MAX_TEXT) String comment,
            @Nullable @Schema(maxLength = NewItems.MAX_BRAND) String brand,
            @Nullable @Schema(description = "A GTIN (GTIN-8, 12, 13 or 14, check digit verified: 422 otherwise) "
                    + "of the product wanted, as a barcode scan gives it. Carts and quotes match a product with this "
                    + "GTIN first, whatever its name; lists do not keep it.", pattern = "^([0-9]{8}|[0-9]{12,14})$")
            String gtin) {

        /** An item without a GTIN hint. */
        public ItemInput(String name, Double quantity, Double quantityMax, String unit, String comment,
                         String brand) {
            this(name, quantity, quantityMax, unit, comment, brand, null);
        }
    }

    /** A recipe to add, scaled (1 when left out). */
    @Schema(description = "A recipe the caller may see, whose ingredients are added as items, scaled.")
    public record RecipeRef(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1) String id,
            @Nullable @Schema(description = "Positive, at most 100; 1 when absent.", minimum = "0",
                    exclusiveMinimum = true, maximum = "100") Double scale) {
    }
}
