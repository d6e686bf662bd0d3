package larder.retail.web;

import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import java.util.List;
import larder.retail.RetailerCommand;
import larder.retail.Retailers;

/**
 * A retailer, and products, as a client sends them. The annotations tell the OpenAPI document what
 * {@link Retailers} enforces; each shape maps to its {@link RetailerCommand}, every member as sent.
 */
public final class RetailerInput {

    private RetailerInput() {
    }

    static RetailerCommand.RetailerFields command(RetailerFields f) {
        return f == null ? null : new RetailerCommand.RetailerFields(f.name(), f.country(), f.currency(),
                f.checkoutUrlTemplate(), f.postalCodes());
    }

    static List<RetailerCommand.ProductFields> command(List<ProductFields> products) {
        return products == null ? null : products.stream().map(RetailerInput::product).toList();
    }

    private static RetailerCommand.ProductFields product(ProductFields f) {
        return f == null ? null : new RetailerCommand.ProductFields(f.sku(), f.name(), f.brand(),
                f.size() == null ? null : new RetailerCommand.SizeFields(f.size().quantity(), f.size().unit()),
                f.price() == null ? null : new RetailerCommand.MoneyFields(f.price().amountMinor(),
                        f.price().currency()),
                f.category(), f.imageUrl(), f.available(), f.gtin());
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
            String checkoutUrlTemplate,
            @Nullable @ArraySchema(arraySchema = @Schema(description = "Postal-code prefixes the retailer delivers "
                    + "to, matched after dropping spaces and hyphens and ignoring case (\"SW1A\", \"10\"); empty or "
                    + "absent: everywhere. When changing a retailer, the list replaces the old one."),
                    maxItems = Retailers.MAX_POSTAL_CODES,
                    schema = @Schema(minLength = 1, maxLength = 16, pattern = "^[A-Za-z0-9 -]*[A-Za-z0-9][A-Za-z0-9 -]*$"))
            List<String> postalCodes) {

        /** A retailer that delivers everywhere (or, when changing one, whose postal codes stay). */
        public RetailerFields(String name, String country, String currency, String checkoutUrlTemplate) {
            this(name, country, currency, checkoutUrlTemplate, null);
        }
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
            @Nullable @Schema(description = "true when absent") Boolean available,
            @Nullable @Schema(description = "GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, digits only, "
                    + "with its GS1 check digit (422 when wrong); answered in its 14-digit form. At most one product "
                    + "of a retailer has a GTIN (422 otherwise).", pattern = "^([0-9]{8}|[0-9]{12,14})$")
            String gtin) {

        /** A product without a GTIN. */
        public ProductFields(String sku, String name, String brand, SizeFields size, MoneyFields price,
                             String category, String imageUrl, Boolean available) {
            this(sku, name, brand, size, price, category, imageUrl, available, null);
        }
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
