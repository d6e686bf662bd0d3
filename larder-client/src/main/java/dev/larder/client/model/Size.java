package dev.larder.client.model;

/** Schema {@code SizeView} of the OpenAPI document. */
public record Size(
        Double quantity,
        String unit) {
}
