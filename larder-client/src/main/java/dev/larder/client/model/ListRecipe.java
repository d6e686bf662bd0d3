package dev.larder.client.model;

/** Response record RecipeRefView of the OpenAPI document. */
public record ListRecipe(
        String id,
        String name,
        Double scale) {
}
