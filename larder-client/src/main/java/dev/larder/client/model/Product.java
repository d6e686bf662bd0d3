package dev.larder.client.model;

/** Response record ProductView of the OpenAPI document: null when no product matches (status unmatched). */
public record Product(
        String sku,
        String name,
        String brand,
        Size size,
        Money price,
        String category,
        String imageUrl,
        Boolean available) {
}
