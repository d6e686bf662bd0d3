package dev.larder.client.model;

/** Schema {@code KcalRange} of the OpenAPI document. */
public record KcalRange(
        Integer min,
        Integer max) {
}
