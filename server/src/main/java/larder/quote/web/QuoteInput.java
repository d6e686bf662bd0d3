package larder.quote.web;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.item.web.ItemsInput;
import larder.quote.QuoteCommand;
import larder.quote.Quotes;

/** What a client sends to have needs priced at several retailers (docs/api.md §18). */
@Schema(name = "QuoteRequest")
public record QuoteInput(
        @Nullable @ArraySchema(arraySchema = @Schema(description = "The retailers to quote, each of the app "
                + "(422 with the pointer of one that is not), at most 100; absent: every retailer of the app."),
                maxItems = Quotes.MAX_RETAILERS)
        List<String> retailerIds,
        @Nullable @Schema(description = "Only retailers that deliver to this postal code are quoted (spaces and "
                + "hyphens are ignored, and case); 1 to 10 letters and digits, 422 otherwise.", minLength = 1,
                maxLength = 32) String postalCode,
        // Documented, with their limits, by item/web/ItemSchemas, as every body that carries items.
        @Nullable List<ItemsInput.ItemInput> items, @Nullable List<String> rawItems,
        @Nullable List<ItemsInput.RecipeRef> recipes,
        @Nullable @Schema(description = "A list the caller may read (422 otherwise): its unchecked items are "
                + "quoted too, counted toward no request limit.") String listId,
        @Nullable @Schema(description = "\"subtract\": each need is reduced by what the user's pantry holds of the "
                + "same food (docs/pantry.md); needs covered whole are not quoted, and the answer carries "
                + "pantry_covered. Any other value, or a management token, gets 422 request.invalid (pointer "
                + "/pantry).", allowableValues = "subtract") String pantry) {

    /** The command the quote's service takes. */
    QuoteCommand command() {
        var content = ItemsInput.command(items, rawItems, recipes);
        return new QuoteCommand(retailerIds, postalCode, content.items(), content.rawItems(), content.recipes(),
                listId, pantry);
    }
}
