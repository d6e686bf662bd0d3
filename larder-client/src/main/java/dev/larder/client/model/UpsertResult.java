package dev.larder.client.model;

/** Response record UpsertResult of the OpenAPI document. */
public record UpsertResult(
        Integer created,
        Integer updated) {
}
