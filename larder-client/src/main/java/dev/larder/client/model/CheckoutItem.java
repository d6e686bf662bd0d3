package dev.larder.client.model;

/** Response record CheckoutItem of the OpenAPI document. */
public record CheckoutItem(
        String sku,
        Integer packs,
        Money lineTotal) {
}
