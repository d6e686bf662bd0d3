package dev.larder.client.model;

/** Schema {@code CheckoutUnmatched} of the OpenAPI document. */
public record CheckoutUnmatched(
        String name,
        Double quantity,
        String unit) {
}
