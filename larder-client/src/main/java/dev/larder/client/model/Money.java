package dev.larder.client.model;

/** Response record Money of the OpenAPI document. */
public record Money(
        Long amountMinor,
        String currency) {
}
