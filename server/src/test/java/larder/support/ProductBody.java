package larder.support;

import java.util.List;

/**
 * A retailer's product, {@code {"sku", "name", "size": {"quantity", "unit"}, "price": {"amount_minor", "currency"},
 * "category"}}, and the body that upserts products, {@code {"products": [...]}}.
 */
public final class ProductBody extends Body {

    private ProductBody() {
    }

    public static ProductBody product(String sku, String name) {
        return new ProductBody().set("sku", sku).set("name", name);
    }

    /** The body of {@code PUT /v1beta/retailers/{id}/products}. */
    public static Body upsert(ProductBody... products) {
        return upsert(List.of(products));
    }

    /** The body of {@code PUT /v1beta/retailers/{id}/products}. */
    public static Body upsert(List<ProductBody> products) {
        return new Upsert(products);
    }

    public ProductBody size(Number quantity, String unit) {
        return set("size", object("quantity", quantity, "unit", unit));
    }

    public ProductBody price(Number amountMinor, String currency) {
        return set("price", object("amount_minor", amountMinor, "currency", currency));
    }

    public ProductBody category(String category) {
        return set("category", category);
    }

    public ProductBody gtin(String gtin) {
        return set("gtin", gtin);
    }

    private static final class Upsert extends Body {

        Upsert(List<ProductBody> products) {
            set("products", List.copyOf(products));
        }
    }
}
