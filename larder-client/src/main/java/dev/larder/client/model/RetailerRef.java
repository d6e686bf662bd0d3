package dev.larder.client.model;

/** Schema {@code RetailerRef} of the OpenAPI document. */
public record RetailerRef(
        String id,
        String name,
        String currency) {
}
