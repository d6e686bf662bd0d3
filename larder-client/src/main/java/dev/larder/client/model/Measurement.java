package dev.larder.client.model;

/** Schema {@code MeasurementView} of the OpenAPI document. */
public record Measurement(
        Double quantity,
        String unit) {
}
