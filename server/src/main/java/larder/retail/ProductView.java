package larder.retail;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.annotation.Nullable;
import larder.platform.Money;

/** A product as the API shows it (docs/api.md §8). */
public record ProductView(String sku, String name, @Nullable String brand, @Nullable SizeView size, Money price,
                          @Schema(ref = "#/components/schemas/Category") String category, @Nullable String imageUrl, boolean available) {

    public record SizeView(double quantity, @Schema(ref = "#/components/schemas/Unit") String unit) {
    }

    public static ProductView of(Product p) {
        return new ProductView(p.sku(), p.name(), p.brand(),
                p.sizeQuantity() == null || p.sizeUnit() == null ? null
                        : new SizeView(p.sizeQuantity(), p.sizeUnit().code()),
                p.price(), p.category().code(), p.imageUrl(), p.available());
    }
}
