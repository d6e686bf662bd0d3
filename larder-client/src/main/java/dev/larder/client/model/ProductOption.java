package dev.larder.client.model;

/** Schema {@code OptionView} of the OpenAPI document. */
public record ProductOption(
        String sku,
        String name,
        String brand,
        Size size,
        Money price,
        String category,
        String imageUrl,
        Boolean available,
        Integer packs,
        Money lineTotal) {
}
