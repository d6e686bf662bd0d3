package dev.larder.client.model;

/** Schema {@code CreateToken} of the OpenAPI document. */
public record CreateManagementToken(
        String name) {
}
