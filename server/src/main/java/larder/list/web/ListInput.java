package larder.list.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.web.ItemsInput;
import larder.list.ListCommand;

/**
 * What a client sends to create a list (its name, and items as every request that adds items carries them).
 */
public record ListInput(
            @Nullable @Schema(description = "\"Shopping list\" when absent or blank; ignored when adding items.",
                    maxLength = ListCommand.MAX_NAME) String name,
            // Documented, with their limits, by item/web/ItemSchemas, as every body that carries items.
            @Nullable List<ItemsInput.ItemInput> items, @Nullable List<String> rawItems,
            @Nullable List<ItemsInput.RecipeRef> recipes,
            @Nullable @Schema(description = "\"subtract\": each need is reduced by what the user's pantry holds of "
                    + "the same food (docs/pantry.md); needs covered whole are not added, and the answer carries "
                    + "pantry_covered. The pantry is read, never changed. Any other value, or a management token, "
                    + "gets 422.", allowableValues = "subtract") String pantry) {

    /** What a client sends without the pantry. */
    public ListInput(String name, List<ItemsInput.ItemInput> items, List<String> rawItems,
                     List<ItemsInput.RecipeRef> recipes) {
        this(name, items, rawItems, recipes, null);
    }

    /** The command the list's service takes. */
    ListCommand command() {
        var content = ItemsInput.command(items, rawItems, recipes);
        return new ListCommand(name, content.items(), content.rawItems(), content.recipes(), pantry);
    }
}
