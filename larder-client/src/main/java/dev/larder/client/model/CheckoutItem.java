package dev.larder.client.model;

/** Schema {@code CheckoutItem} of the OpenAPI document. */
public record CheckoutItem(
        String sku,
        Integer packs,
        Money lineTotal) {
}
