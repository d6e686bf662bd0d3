package dev.larder.client.model;

/** Response record RecipeSourceView of the OpenAPI document: At least one of name and url. */
public record RecipeSource(
        String name,
        String url) {
}
