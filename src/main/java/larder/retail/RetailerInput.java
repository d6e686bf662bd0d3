package larder.retail;

import java.util.List;

/** A retailer, and products, as a client sends them. */
public final class RetailerInput {

    private RetailerInput() {
    }

    public record RetailerFields(String name, String country, String currency, String checkoutUrlTemplate) {
    }

    public record ProductFields(String sku, String name, String brand, SizeFields size, MoneyFields price,
                                String category, String imageUrl, Boolean available) {
    }

    public record SizeFields(Double quantity, String unit) {
    }

    public record MoneyFields(Long amountMinor, String currency) {
    }

    public record Products(List<ProductFields> products) {
    }
}
