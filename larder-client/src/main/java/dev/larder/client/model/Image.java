package dev.larder.client.model;

/** Response record ImageView of the OpenAPI document. */
public record Image(
        String url,
        Integer width,
        Integer height) {
}
