package larder.cart;

import java.time.Instant;
import larder.ingredient.Category;
import larder.ingredient.Unit;
import larder.platform.Gtin;
import larder.retail.Money;
import larder.retail.Product;

/**
 * The product a line of a checked-out cart bought, as it was at checkout: the cart reads the same however the
 * retailer's catalogue changes afterwards. {@code gtin} is absent from rows written before products had GTINs.
 */
record Bought(String sku, String name, String brand, Double sizeQuantity, String sizeUnit, long priceMinor,
              String currency, String category, String imageUrl, String gtin) {

    static Bought of(PricedCart.PricedLine line) {
        Product p = line.product();
        return new Bought(p.sku(), p.name(), p.brand(), p.sizeQuantity(),
                p.sizeUnit() == null ? null : p.sizeUnit().code(), p.price().amountMinor(), p.price().currency(),
                p.category().code(), p.imageUrl(), p.gtin() == null ? null : p.gtin().digits());
    }

    Product product(String retailerId, Instant at) {
        return new Product(retailerId, sku, name, brand, sizeQuantity,
                sizeUnit == null ? null : Unit.fromCode(sizeUnit).orElse(null), new Money(priceMinor, currency),
                Category.fromCode(category).orElse(Category.OTHER), imageUrl, true, at, at,
                gtin == null ? null : new Gtin(gtin));
    }
}
