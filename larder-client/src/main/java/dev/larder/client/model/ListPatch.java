package dev.larder.client.model;

/** Schema {@code ChangeList} of the OpenAPI document. */
public record ListPatch(
        String name,
        Boolean primary) {
}
