package larder.retail;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Gtin;

/**
 * A product of a retailer, identified by its SKU. {@code sizeQuantity}/{@code sizeUnit} are null when sold singly;
 * {@code gtin} is null when the retailer gave none.
 */
public record Product(String retailerId, String sku, String name, String brand, Double sizeQuantity, Unit sizeUnit,
                      Money price, Category category, String imageUrl, boolean available, Instant createdAt,
                      Instant updatedAt, Gtin gtin) {

    /** A product without a GTIN. */
    public Product(String retailerId, String sku, String name, String brand, Double sizeQuantity, Unit sizeUnit,
                   Money price, Category category, String imageUrl, boolean available, Instant createdAt,
                   Instant updatedAt) {
        this(retailerId, sku, name, brand, sizeQuantity, sizeUnit, price, category, imageUrl, available, createdAt,
                updatedAt, null);
    }
}
