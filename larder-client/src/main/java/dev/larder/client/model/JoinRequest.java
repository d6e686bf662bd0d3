package dev.larder.client.model;

/** Request body record JoinRequest of the OpenAPI document. */
public record JoinRequest(
        String code) {
}
