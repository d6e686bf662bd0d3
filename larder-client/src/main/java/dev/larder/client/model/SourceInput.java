package dev.larder.client.model;

/** Schema {@code SourceInput} of the OpenAPI document: Where the recipe comes from; a blank name and url together count as no source. */
public record SourceInput(
        String name,
        String url) {
}
