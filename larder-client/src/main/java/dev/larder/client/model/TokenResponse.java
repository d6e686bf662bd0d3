package dev.larder.client.model;

/** Response record TokenResponse of the OpenAPI document. */
public record TokenResponse(
        String accessToken,
        Long expiresIn,
        String tokenType,
        String refreshToken) {
}
