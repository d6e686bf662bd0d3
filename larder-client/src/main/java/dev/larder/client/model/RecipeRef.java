package dev.larder.client.model;

/** Response record RecipeRef of the OpenAPI document: A recipe the caller may see, whose ingredients are added as items, scaled. */
public record RecipeRef(
        String id,
        Double scale) {
}
