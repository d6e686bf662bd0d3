package dev.larder.client.model;

/** Response record CartRecipeView of the OpenAPI document. */
public record CartRecipe(
        String id,
        String name,
        Double scale) {
}
