package dev.larder.client.model;

/** Schema {@code UpsertResult} of the OpenAPI document. */
public record UpsertResult(
        Integer created,
        Integer updated) {
}
