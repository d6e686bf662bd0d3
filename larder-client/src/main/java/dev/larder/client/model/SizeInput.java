package dev.larder.client.model;

/** Schema {@code SizeFields} of the OpenAPI document. */
public record SizeInput(
        Double quantity,
        String unit) {
}
