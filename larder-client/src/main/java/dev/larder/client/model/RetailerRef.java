package dev.larder.client.model;

/** Response record RetailerRef of the OpenAPI document. */
public record RetailerRef(
        String id,
        String name,
        String currency) {
}
