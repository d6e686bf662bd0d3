package dev.larder.client.model;

/** Schema {@code JoinRequest} of the OpenAPI document. */
public record JoinRequest(
        String code) {
}
