package larder.retail;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Money;

/** A product of a retailer, identified by its SKU. {@code sizeQuantity}/{@code sizeUnit} are null when sold singly. */
public record Product(String retailerId, String sku, String name, String brand, Double sizeQuantity, Unit sizeUnit,
                      Money price, Category category, String imageUrl, boolean available, Instant createdAt,
                      Instant updatedAt) {
}
