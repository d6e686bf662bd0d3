package dev.larder.client.model;

/** Schema {@code ImageInput} of the OpenAPI document. */
public record ImageInput(
        String url,
        Integer width,
        Integer height) {
}
