package dev.larder.client.model;

/** Request body record ItemChange of the OpenAPI document. */
public record ListItemPatch(
        Boolean checked,
        String name,
        Double quantity,
        Double quantityMax,
        String unit,
        String comment,
        String brand) {
}
