package larder.retail.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import larder.retail.Money;
import larder.retail.Product;

/** A product as the API shows it (docs/api.md §8). */
public record ProductView(String sku, String name, @Nullable String brand, @Nullable SizeView size, Money price,
                          @Schema(ref = "#/components/schemas/Category") String category, @Nullable String imageUrl, boolean available,
                          @Nullable @Schema(description = "The product's GTIN in its 14-digit form; null when it has "
                                  + "none", pattern = "^[0-9]{14}$") String gtin) {

    public record SizeView(double quantity, @Schema(ref = "#/components/schemas/Unit") String unit) {
    }

    public static ProductView of(Product p) {
        return new ProductView(p.sku(), p.name(), p.brand(),
                p.sizeQuantity() == null || p.sizeUnit() == null ? null
                        : new SizeView(p.sizeQuantity(), p.sizeUnit().code()),
                p.price(), p.category().code(), p.imageUrl(), p.available(),
                p.gtin() == null ? null : p.gtin().digits());
    }
}
