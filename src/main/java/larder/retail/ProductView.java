package larder.retail;

import larder.platform.Money;

/** A product as the API shows it (contract section 8). */
public record ProductView(String sku, String name, String brand, SizeView size, Money price, String category,
                          String imageUrl, boolean available) {

    public record SizeView(double quantity, String unit) {
    }

    public static ProductView of(Product p) {
        return new ProductView(p.sku(), p.name(), p.brand(),
                p.sizeQuantity() == null || p.sizeUnit() == null ? null
                        : new SizeView(p.sizeQuantity(), p.sizeUnit().code()),
                p.price(), p.category().code(), p.imageUrl(), p.available());
    }
}
