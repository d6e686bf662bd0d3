package dev.larder.client.model;

/** Response record MeasurementView of the OpenAPI document. */
public record Measurement(
        Double quantity,
        String unit) {
}
