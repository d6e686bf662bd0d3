package larder.retail;

import java.util.List;

/**
 * A retailer, and products, as {@link Retailers} takes them: members as sent, null for one left out, checked by the
 * service. The shapes a client sends are in {@code retail/web/RetailerInput}.
 */
public final class RetailerCommand {

    private RetailerCommand() {
    }

    /** Creating a retailer takes every member; changing one takes those to change (null: unchanged). */
    public record RetailerFields(String name, String country, String currency, String checkoutUrlTemplate,
                                 List<String> postalCodes) {

        /** A retailer that delivers everywhere (or, when changing one, whose postal codes stay). */
        public RetailerFields(String name, String country, String currency, String checkoutUrlTemplate) {
            this(name, country, currency, checkoutUrlTemplate, null);
        }
    }

    public record ProductFields(String sku, String name, String brand, SizeFields size, MoneyFields price,
                                String category, String imageUrl, Boolean available, String gtin) {

        /** A product without a GTIN. */
        public ProductFields(String sku, String name, String brand, SizeFields size, MoneyFields price,
                             String category, String imageUrl, Boolean available) {
            this(sku, name, brand, size, price, category, imageUrl, available, null);
        }
    }

    public record SizeFields(Double quantity, String unit) {
    }

    public record MoneyFields(Long amountMinor, String currency) {
    }
}
