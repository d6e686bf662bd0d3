package dev.larder.client.model;

/** Response record CheckoutUnmatched of the OpenAPI document. */
public record CheckoutUnmatched(
        String name,
        Double quantity,
        String unit) {
}
