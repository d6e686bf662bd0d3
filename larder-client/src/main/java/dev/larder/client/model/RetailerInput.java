package dev.larder.client.model;

/** Request body record RetailerFields of the OpenAPI document. */
public record RetailerInput(
        String name,
        String country,
        String currency,
        String checkoutUrlTemplate) {
}
