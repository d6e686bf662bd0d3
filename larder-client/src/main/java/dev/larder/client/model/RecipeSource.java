package dev.larder.client.model;

/** Schema {@code RecipeSourceView} of the OpenAPI document: At least one of name and url. */
public record RecipeSource(
        String name,
        String url) {
}
