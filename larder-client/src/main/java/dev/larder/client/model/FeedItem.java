package dev.larder.client.model;

/** Schema {@code FeedItemView} of the OpenAPI document. */
public record FeedItem(
        String key,
        String reason,
        RecipeSummary recipe) {
}
