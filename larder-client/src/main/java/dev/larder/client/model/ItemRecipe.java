package dev.larder.client.model;

/** Response record ItemRecipeView of the OpenAPI document: The recipe that added the item. */
public record ItemRecipe(
        String id,
        Double scale) {
}
