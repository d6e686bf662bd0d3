package dev.larder.client.model;

/** Schema {@code ItemRecipeView} of the OpenAPI document: The recipe that added the item. */
public record ItemRecipe(
        String id,
        Double scale) {
}
