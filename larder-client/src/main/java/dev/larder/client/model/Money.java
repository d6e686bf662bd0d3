package dev.larder.client.model;

/** Schema {@code Money} of the OpenAPI document. */
public record Money(
        Long amountMinor,
        String currency) {
}
