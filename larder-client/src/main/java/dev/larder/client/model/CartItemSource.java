package dev.larder.client.model;

/** Response record CartItemSourceView of the OpenAPI document. */
public record CartItemSource(
        String itemId,
        String text,
        String recipeId) {
}
