package dev.larder.client.model;

/** Schema {@code CartItemSourceView} of the OpenAPI document. */
public record CartItemSource(
        String itemId,
        String text,
        String recipeId) {
}
