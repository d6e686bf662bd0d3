package dev.larder.client.model;

/** Schema {@code ImageView} of the OpenAPI document. */
public record Image(
        String url,
        Integer width,
        Integer height) {
}
