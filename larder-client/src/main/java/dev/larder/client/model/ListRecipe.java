package dev.larder.client.model;

/** Schema {@code RecipeRefView} of the OpenAPI document. */
public record ListRecipe(
        String id,
        String name,
        Double scale) {
}
