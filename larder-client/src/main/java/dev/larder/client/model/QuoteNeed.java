package dev.larder.client.model;

/** Schema {@code QuoteNeed} of the OpenAPI document: a need no available product of the retailer matches. */
public record QuoteNeed(
        String name,
        Double quantity,
        String unit) {
}
