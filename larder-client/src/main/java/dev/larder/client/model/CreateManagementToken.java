package dev.larder.client.model;

/** Request body record CreateToken of the OpenAPI document. */
public record CreateManagementToken(
        String name) {
}
