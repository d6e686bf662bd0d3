package dev.larder.client.model;

/** Request body record ChangeList of the OpenAPI document. */
public record ListPatch(
        String name,
        Boolean primary) {
}
