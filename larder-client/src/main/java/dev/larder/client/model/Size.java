package dev.larder.client.model;

/** Response record SizeView of the OpenAPI document. */
public record Size(
        Double quantity,
        String unit) {
}
