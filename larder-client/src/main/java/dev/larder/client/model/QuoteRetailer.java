package dev.larder.client.model;

/** Schema {@code QuoteRetailer} of the OpenAPI document. */
public record QuoteRetailer(
        String id,
        String name,
        String currency) {
}
