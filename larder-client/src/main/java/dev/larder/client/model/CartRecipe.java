package dev.larder.client.model;

/** Schema {@code CartRecipeView} of the OpenAPI document. */
public record CartRecipe(
        String id,
        String name,
        Double scale) {
}
