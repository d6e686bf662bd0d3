package dev.larder.client.model;

/** Schema {@code QuoteLeftover} of the OpenAPI document. */
public record QuoteLeftover(
        double quantity,
        String unit) {
}
