package dev.larder.client.model;

/** Schema {@code ProductFields} of the OpenAPI document: Members a client may leave out are null or absent alike. */
public record ProductInput(
        String sku,
        String name,
        String brand,
        SizeInput size,
        Money price,
        String category,
        String imageUrl,
        Boolean available) {
}
