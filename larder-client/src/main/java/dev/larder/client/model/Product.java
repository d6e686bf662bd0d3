package dev.larder.client.model;

/** Schema {@code ProductView} of the OpenAPI document: null when no product matches (status unmatched). */
public record Product(
        String sku,
        String name,
        String brand,
        Size size,
        Money price,
        String category,
        String imageUrl,
        Boolean available,
        String gtin) {
}
