package dev.larder.client.model;

/** Schema {@code RetailerFields} of the OpenAPI document. */
public record RetailerInput(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate) {
}
