package dev.larder.client.model;

/** Request body record ImageInput of the OpenAPI document. */
public record ImageInput(
        String url,
        Integer width,
        Integer height) {
}
