package larder.retail;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;

/**
 * A retailer, and products, as a client sends them. The annotations tell the OpenAPI document what
 * {@link Retailers} enforces.
 */
public final class RetailerInput {

    private RetailerInput() {
    }

    /** Creating a retailer takes every member; changing one takes those to change (null or absent: unchanged). */
    public record RetailerFields(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = 200) String name,
            @Schema(description = "ISO 3166-1 alpha-2", requiredMode = Schema.RequiredMode.REQUIRED,
                    pattern = "^[A-Z]{2}$") String country,
            @Schema(description = "ISO 4217; cannot change while the retailer has products",
                    requiredMode = Schema.RequiredMode.REQUIRED, pattern = "^[A-Z]{3}$") String currency,
            @Schema(description = "An absolute http or https URL containing {items}",
                    requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = 2000)
            String checkoutUrlTemplate) {
    }

    @Schema(description = "Members a client may leave out are null or absent alike.")
    public record ProductFields(
            @Schema(description = "1 to 64 printable characters, without a comma or white space at either end; "
                    + "once per request", requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1,
                    maxLength = 64) String sku,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = 300) String name,
            @Nullable @Schema(maxLength = 200) String brand,
            @Nullable SizeFields size,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) MoneyFields price,
            @Nullable @Schema(description = "The aisle of the product's name when absent",
                    ref = "#/components/schemas/Category") String category,
            @Nullable @Schema(description = "An absolute http or https URL", format = "uri") String imageUrl,
            @Nullable @Schema(description = "true when absent") Boolean available) {
    }

    public record SizeFields(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minimum = "0", exclusiveMinimum = true,
                    maximum = "1000000") Double quantity,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, ref = "#/components/schemas/Unit") String unit) {
    }

    public record MoneyFields(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minimum = "0",
                    maximum = "" + Retailers.MAX_PRICE_MINOR) Long amountMinor,
            @Schema(description = "The retailer's currency", requiredMode = Schema.RequiredMode.REQUIRED)
            String currency) {
    }

    public record Products(
            @ArraySchema(arraySchema = @Schema(requiredMode = Schema.RequiredMode.REQUIRED),
                    maxItems = Retailers.MAX_PRODUCTS_PER_REQUEST) List<ProductFields> products) {
    }
}
