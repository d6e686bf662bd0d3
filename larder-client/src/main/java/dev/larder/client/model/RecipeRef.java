package dev.larder.client.model;

/** Schema {@code RecipeRef} of the OpenAPI document: A recipe the caller may see, whose ingredients are added as items, scaled. */
public record RecipeRef(
        String id,
        Double scale) {

    /** A recipe at its own scale. */
    public static RecipeRef of(String id) {
        return new RecipeRef(id, null);
    }
}
