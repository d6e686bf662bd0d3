package dev.larder.client.model;

/** Schema {@code TokenResponse} of the OpenAPI document. */
public record TokenResponse(
        String accessToken,
        Long expiresIn,
        String tokenType,
        String refreshToken) {
}
