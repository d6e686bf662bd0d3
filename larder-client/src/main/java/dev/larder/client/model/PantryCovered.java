package dev.larder.client.model;

/**
 * Schema {@code PantryCovered} of the OpenAPI document: what the pantry covered of one need, in the need's unit;
 * {@code covered} is "all" (the need was not added) or "part".
 */
public record PantryCovered(
        String name,
        Double quantity,
        String unit,
        String covered) {
}
