package dev.larder.client.model;

/** Request body record SizeFields of the OpenAPI document. */
public record SizeInput(
        Double quantity,
        String unit) {
}
